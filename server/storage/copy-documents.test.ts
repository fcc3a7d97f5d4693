import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { documentFiles } from '../db/schema';
import { parseEnv, type Env } from '../env';
import { signIn, WORKED_EXAMPLE } from '../modules/assessments/assessment-fixtures';
import { JPEG_BYTES, PDF_BYTES, PNG_BYTES, storedFiles, uploadForm } from '../modules/documents/upload-fixtures';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { parseMigrateArgs } from '../../scripts/migrate-documents';
import { copyDocuments } from './copy-documents';
import { createStorage } from './create-storage';
import { startS3StandIn, type S3StandIn } from './s3-stand-in';

let database: TestDatabase;
let uploadDir: string;
let s3: S3StandIn;
let env: Env;
const apps: FastifyInstance[] = [];
let cookie: string;
const uploaded: Array<{ id: string; bytes: Buffer }> = [];

async function appWith(kind: Env['DOCUMENT_STORAGE']) {
  const app = await buildApp({ env: { ...env, DOCUMENT_STORAGE: kind }, database, clientDir: null });
  await app.ready();
  apps.push(app);
  return app;
}

async function expectEveryFileServedBy(app: FastifyInstance) {
  for (const { id, bytes } of uploaded) {
    const res = await app.inject({ url: `/api/documents/${id}/file`, headers: { cookie } });
    expect(res.statusCode, id).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
  }
}

const databaseFiles = async () => Number((await database.db.select({ n: count() }).from(documentFiles))[0].n);

beforeAll(async () => {
  uploadDir = mkdtempSync(join(tmpdir(), 'acasa-copy-'));
  s3 = await startS3StandIn();
  env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    RATES_FETCH: 'off',
    UPLOAD_DIR: uploadDir,
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.url,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  });
  database = await createTestDatabase();
  const filesystemApp = await appWith('filesystem');
  const owner = await signIn(filesystemApp, database.db, 'user', { plan: 'pro' });
  cookie = owner.cookie;
  const submitted = await filesystemApp.inject({ method: 'POST', url: '/api/assessments', headers: { cookie }, payload: WORKED_EXAMPLE });
  for (const [bytes, name] of [[PDF_BYTES, 'a.pdf'], [PNG_BYTES, 'b.png'], [JPEG_BYTES, 'c.jpg']] as const) {
    const res = await filesystemApp.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { cookie },
      payload: uploadForm({ assessmentId: submitted.json().id, documentType: 'payslip' }, { bytes, name }),
    });
    expect(res.statusCode).toBe(201);
    uploaded.push({ id: res.json().id, bytes });
  }
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.drop();
  await s3?.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

describe('copying documents between storage drivers (npm run documents:migrate)', () => {
  it('filesystem -> database: every file is then served by a database-storage instance; a second run copies nothing', async () => {
    const from = createStorage('filesystem', env, database.db);
    const to = createStorage('database', env, database.db);
    const report = await copyDocuments({ db: database.db, from, to, batchSize: 2 });
    expect(report).toEqual({ copied: 3, alreadyThere: 0, missing: [], deletedFromSource: 0 });
    expect(await databaseFiles()).toBe(3);
    await expectEveryFileServedBy(await appWith('database'));
    expect(await copyDocuments({ db: database.db, from, to })).toMatchObject({ copied: 0, alreadyThere: 3 });
    expect(storedFiles(uploadDir)).toHaveLength(3);
  });

  it('database -> s3 with --delete-source: the files move, nothing is left in the source', async () => {
    const report = await copyDocuments({ db: database.db, from: createStorage('database', env, database.db), to: createStorage('s3', env, database.db), deleteSource: true });
    expect(report).toEqual({ copied: 3, alreadyThere: 0, missing: [], deletedFromSource: 3 });
    expect(await databaseFiles()).toBe(0);
    expect(s3.objects.size).toBe(3);
    await expectEveryFileServedBy(await appWith('s3'));
  });

  it('reports a document whose file the source lacks, and copies the rest', async () => {
    rmSync(uploadDir, { recursive: true, force: true });
    const from = createStorage('s3', env, database.db);
    const to = createStorage('filesystem', env, database.db);
    const lost = uploaded[1];
    const [key] = [...s3.objects.keys()].filter((objectKey) => s3.objects.get(objectKey)!.equals(lost.bytes));
    s3.objects.delete(key);
    const report = await copyDocuments({ db: database.db, from, to });
    expect(report).toMatchObject({ copied: 2, missing: [lost.id] });
    expect(storedFiles(uploadDir)).toHaveLength(2);
  });

  it('reads its arguments strictly', () => {
    expect(parseMigrateArgs(['--from', 'filesystem', '--to', 's3'])).toEqual({ from: 'filesystem', to: 's3', deleteSource: false });
    expect(parseMigrateArgs(['--from=database', '--to=filesystem', '--delete-source'])).toEqual({ from: 'database', to: 'filesystem', deleteSource: true });
    expect(() => parseMigrateArgs(['--from', 'filesystem', '--to', 'filesystem'])).toThrow('must differ');
    expect(() => parseMigrateArgs(['--from', 'ftp', '--to', 's3'])).toThrow('--from must be one of');
    expect(() => parseMigrateArgs(['--from', 'filesystem'])).toThrow('--to must be one of');
    expect(() => parseMigrateArgs(['--from', 'filesystem', '--to', 's3', '--force'])).toThrow();
  });
});
