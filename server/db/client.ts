import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './data-dir-lock';

export type Schema = typeof schema;
/** One type for both engines: repositories never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** PostgreSQL through `pg` when a URL is given, else embedded PGlite in `dataDir` (or in memory for tests). */
export async function openDatabase(options: { databaseUrl?: string; dataDir?: string | null }): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Numeric columns stay strings (money must not pass through floats); bigint counts become numbers.
    pool.on('error', () => {
      /* an idle client's error must not crash the process; the next query reports it */
    });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const releaseLock = options.dataDir ? acquireDataDirLock(options.dataDir) : () => {};
  try {
    const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db as never, { migrationsFolder }),
      close: async () => {
        try {
          await client.close();
        } finally {
          releaseLock();
        }
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
