import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { runAdminQuery, type DatabaseSnapshot } from './database-snapshot';

/**
 * A fresh, migrated, seeded database for one test file: in-memory PGlite by default, or
 * a new database on the PostgreSQL of TEST_DATABASE_URL (when the `postgres` project runs),
 * dropped again afterwards. It starts as a copy of the run's snapshot (database-snapshot.ts,
 * the API projects' globalSetup), so no file pays for migrating and seeding its own.
 */
export interface TestDatabase extends DatabaseHandle {
  /** The PostgreSQL URL of this database (undefined on PGlite), to open a second instance on it. */
  url?: string;
  drop(): Promise<void>;
}

export function isPostgresRun(): boolean {
  return process.env.TEST_DB_ENGINE === 'postgres';
}

function runSnapshot(): DatabaseSnapshot {
  const snapshot = inject('databaseSnapshot');
  const engine = isPostgresRun() ? 'postgres' : 'pglite';
  if (snapshot?.engine !== engine) {
    throw new Error(`no ${engine} snapshot database: run API tests through vitest.config.ts's api-* projects (their globalSetup builds it)`);
  }
  return snapshot;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const snapshot = runSnapshot();
  if (snapshot.engine === 'pglite') {
    const handle = await openDatabase({ dataDir: null, loadDataDir: new Blob([readFileSync(snapshot.tarball)]) });
    return { ...handle, drop: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `acasa_test_${randomBytes(6).toString('hex')}`;
  await runAdminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${snapshot.template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    url: url.toString(),
    async drop() {
      await handle.close();
      await runAdminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
