import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL bytea as a Buffer (pg answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * Uploaded files when DOCUMENT_STORAGE=database (ADR 026): every instance on the PostgreSQL
 * serves every file, with no shared disk. Keyed by the same random storage key that
 * documents.file_name holds; no foreign key, so the storage stays an interface the documents
 * module does not know the shape of (and the migration command can copy in any order).
 */
export const documentFiles = pgTable('document_files', {
  key: text('key').primaryKey(),
  content: bytea('content').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
