import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedReferenceData } from '../db/seed';

/**
 * A fresh, migrated, seeded database for one test file: in-memory PGlite by default, or
 * a new database on the PostgreSQL of TEST_DATABASE_URL (when the `postgres` project runs),
 * dropped again afterwards.
 */
export interface TestDatabase extends DatabaseHandle {
  /** The PostgreSQL URL of this database (undefined on PGlite), to open a second instance on it. */
  url?: string;
  drop(): Promise<void>;
}

export function isPostgresRun(): boolean {
  return process.env.TEST_DB_ENGINE === 'postgres';
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (!isPostgresRun()) {
    const handle = await openDatabase({ dataDir: null });
    await handle.migrate();
    await seedReferenceData(handle.db);
    return { ...handle, drop: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `acasa_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await handle.migrate();
  await seedReferenceData(handle.db);
  return {
    ...handle,
    url: url.toString(),
    async drop() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
