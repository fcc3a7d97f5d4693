import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { syncReferenceData } from '../db/reference-sync/sync-reference-data';

/** Where each API test file's database starts: a PGlite tarball on disk, or a PostgreSQL template database. */
export type DatabaseSnapshot = { engine: 'pglite'; tarball: string } | { engine: 'postgres'; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseSnapshot?: DatabaseSnapshot;
  }
}

/**
 * Vitest globalSetup of the API projects: migrates and seeds one database per run and hands it
 * to every test file (server/test/test-database.ts copies it), instead of each file migrating
 * and seeding its own. Built afresh on every run, never cached across runs, so a changed
 * migration or seed is always in it.
 */
export default async function setup(project: TestProject) {
  const isPostgres = project.config.env?.TEST_DB_ENGINE === 'postgres';
  const built = isPostgres ? await buildPostgresTemplate() : await buildPgliteTarball();
  project.provide('databaseSnapshot', built.snapshot);
  return built.remove;
}

async function buildPgliteTarball() {
  const handle = await openDatabase({ dataDir: null });
  await handle.migrate();
  await syncReferenceData(handle.db);
  // The dump is the data directory as it stands, as after a crash: without a checkpoint the copy
  // replays the seed's WAL, where each sequence is logged 32 values ahead, and a file's first new
  // scoring version would be 34, not 2. A checkpoint writes the sequences' real values first.
  await handle.db.execute(sql`CHECKPOINT`);
  const tarball = await handle.dumpDataDir!();
  await handle.close();
  const dir = mkdtempSync(join(tmpdir(), 'acasa-test-snapshot-'));
  const path = join(dir, 'pgdata.tar');
  writeFileSync(path, Buffer.from(await tarball.arrayBuffer()));
  return {
    snapshot: { engine: 'pglite', tarball: path } as const,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function buildPostgresTemplate() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  const template = `acasa_template_${randomBytes(6).toString('hex')}`;
  await runAdminQuery(adminUrl, `CREATE DATABASE ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  // Closed before any file copies it: CREATE DATABASE ... TEMPLATE refuses a template in use.
  const handle = await openDatabase({ databaseUrl: url.toString() });
  try {
    await handle.migrate();
    await syncReferenceData(handle.db);
  } finally {
    await handle.close();
  }
  return {
    snapshot: { engine: 'postgres', template } as const,
    remove: () => runAdminQuery(adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`),
  };
}

export async function runAdminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
