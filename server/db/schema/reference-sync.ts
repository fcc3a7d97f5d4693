import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the reference-data sync (server/db/reference-sync/, ADR 080) last wrote, per row: the
 * shipped default as applied. A row that still equals it is unedited and follows the next
 * default; one that differs is an admin's edit and is kept; a record without its row is a row an
 * admin deleted, and it stays deleted.
 */
export const referenceDefaultsApplied = pgTable(
  'reference_defaults_applied',
  {
    /** The table's name (countries, banks, lending_rules …). */
    kind: text('kind').notNull(),
    /** The row's natural key within its kind: RO, RO/CEC Bank, RO/RON … */
    rowKey: text('row_key').notNull(),
    /** The default's values as written, in canonical form (core/reference-data's field names). */
    applied: jsonb('applied').$type<Record<string, unknown>>().notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.rowKey] })],
);

/** One row: the version (hash) of the reference data last synced, so an unchanged start costs one query. */
export const referenceDataVersion = pgTable('reference_data_version', {
  id: integer('id').primaryKey().default(1),
  version: text('version').notNull(),
  syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
});
