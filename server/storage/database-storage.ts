import { eq } from 'drizzle-orm';
import { Readable } from 'node:stream';
import type { Database } from '../db/client';
import { documentFiles } from '../db/schema';
import { FileNotFoundError, STORAGE_KEY_PATTERN, type FileStorage } from './file-storage';
import { readAll } from './read-all';

/**
 * Files as rows of `document_files` in the product's own database (ADR 026): every instance on
 * one PostgreSQL serves every file, with no shared disk and nothing else to run. One INSERT
 * after the content has fully arrived, so a failed upload leaves no row. Suited to the product's
 * sizes (at most 10 MiB a file, a few per assessment); the database's backups carry the files.
 */
export function createDatabaseStorage(db: Database): FileStorage {
  const checked = (key: string) => {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    return key;
  };

  return {
    async put(key, content) {
      checked(key);
      const bytes = await readAll(content);
      await db.insert(documentFiles).values({ key, content: bytes, size: bytes.length });
    },

    async get(key) {
      const [row] = await db.select({ content: documentFiles.content }).from(documentFiles).where(eq(documentFiles.key, checked(key))).limit(1);
      if (!row) throw new FileNotFoundError(key);
      return Readable.from([row.content]);
    },

    async delete(key) {
      await db.delete(documentFiles).where(eq(documentFiles.key, checked(key)));
    },
  };
}
