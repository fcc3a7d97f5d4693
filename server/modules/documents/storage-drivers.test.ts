/**
 * Issue 15: the same documents, the same content checks and limits, whatever DOCUMENT_STORAGE
 * says; and two instances on one database serving each other's uploads (ADR 026). Each driver
 * gets two apps (two instances) on one database: on PostgreSQL (TEST_DATABASE_URL) the second
 * opens its own pool on the same database, as a second server process would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { documentFiles, documents } from '../../db/schema';
import { parseEnv } from '../../env';
import { startS3StandIn, type S3StandIn } from '../../storage/s3-stand-in';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { STRONG_PASSWORD } from '../../test/test-app';
import { signIn, WORKED_EXAMPLE } from '../assessments/assessment-fixtures';
import { ELF_BYTES, JPEG_BYTES, MZ_BYTES, PDF_BYTES, PNG_BYTES, storedFiles, uploadForm } from './upload-fixtures';

const DRIVERS = ['filesystem', 'database', 's3'] as const;

describe.each(DRIVERS)('DOCUMENT_STORAGE=%s', (driver) => {
  let database: TestDatabase;
  let secondHandle: DatabaseHandle | null = null;
  let uploadDir: string;
  let s3: S3StandIn | null = null;
  let one: FastifyInstance;
  let two: FastifyInstance;
  let owner: { cookie: string; user: { id: string } };
  let assessmentId: string;

  /** Files the driver holds, partial ones included. */
  async function storedCount(): Promise<number> {
    if (driver === 'filesystem') return storedFiles(uploadDir).length;
    if (driver === 'database') return Number((await database.db.select({ n: count() }).from(documentFiles))[0].n);
    return s3!.objects.size;
  }
  const documentRows = async () => Number((await database.db.select({ n: count() }).from(documents))[0].n);

  async function expectNothingStored(action: () => Promise<unknown>) {
    const [rows, files] = [await documentRows(), await storedCount()];
    await action();
    expect(await documentRows()).toBe(rows);
    expect(await storedCount()).toBe(files);
  }

  const upload = (app: FastifyInstance, form: FormData, cookie = owner.cookie) =>
    app.inject({ method: 'POST', url: '/api/documents', headers: { cookie, 'accept-language': 'en' }, payload: form });
  const pdfForm = (id = assessmentId, bytes = PDF_BYTES, name = 'payslip.pdf') => uploadForm({ assessmentId: id, documentType: 'payslip' }, { bytes, name });
  const getFile = (app: FastifyInstance, id: string, cookie = owner.cookie) =>
    app.inject({ url: `/api/documents/${id}/file`, headers: { cookie, 'accept-language': 'en' } });

  async function submitAssessment(cookie: string): Promise<string> {
    const res = await one.inject({ method: 'POST', url: '/api/assessments', headers: { cookie }, payload: WORKED_EXAMPLE });
    if (res.statusCode !== 201) throw new Error(`submit failed: ${res.statusCode} ${res.body}`);
    return res.json().id;
  }

  beforeAll(async () => {
    uploadDir = mkdtempSync(join(tmpdir(), `acasa-${driver}-`));
    if (driver === 's3') s3 = await startS3StandIn();
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      RATE_LIMITS: 'off',
      RATES_FETCH: 'off',
      DOCUMENT_STORAGE: driver,
      UPLOAD_DIR: uploadDir,
      ...(s3 ? { S3_BUCKET: s3.bucket, S3_ENDPOINT: s3.url, S3_ACCESS_KEY_ID: s3.accessKeyId, S3_SECRET_ACCESS_KEY: s3.secretAccessKey } : {}),
    });
    database = await createTestDatabase();
    // Instance two: its own pool on the same PostgreSQL database (PGlite in memory is one process's alone).
    secondHandle = database.url ? await openDatabase({ databaseUrl: database.url }) : null;
    one = await buildApp({ env, database, clientDir: null });
    two = await buildApp({ env, database: secondHandle ?? database, clientDir: null });
    await Promise.all([one.ready(), two.ready()]);
    owner = await signIn(one, database.db);
    assessmentId = await submitAssessment(owner.cookie);
  });

  afterAll(async () => {
    await one?.close();
    await two?.close();
    await secondHandle?.close();
    await database?.drop();
    await s3?.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  it('an upload on one instance downloads from the other, byte for byte, and a delete there removes it', async () => {
    const before = await storedCount();
    for (const [bytes, name, type] of [
      [PDF_BYTES, 'payslip.pdf', 'application/pdf'],
      [JPEG_BYTES, 'id.jpg', 'image/jpeg'],
      [PNG_BYTES, 'statement.png', 'image/png'],
    ] as const) {
      const created = await upload(one, pdfForm(assessmentId, bytes, name));
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ fileType: type, fileSize: bytes.length, originalName: name });
      const fetched = await getFile(two, created.json().id);
      expect(fetched.statusCode).toBe(200);
      expect(fetched.headers['content-type']).toBe(type);
      expect(fetched.rawPayload.equals(bytes)).toBe(true);
    }
    expect(await storedCount()).toBe(before + 3);
    if (driver === 'filesystem') expect(storedFiles(uploadDir).some((file) => file.includes('payslip'))).toBe(false);
    if (driver === 's3') expect([...s3!.objects.keys()].every((key) => /^documents\/[0-9a-f]{32}$/.test(key))).toBe(true);

    const created = (await upload(two, pdfForm())).json();
    expect((await getFile(one, created.id)).rawPayload.equals(PDF_BYTES)).toBe(true);
    const deleted = await one.inject({ method: 'DELETE', url: `/api/documents/${created.id}`, headers: { cookie: owner.cookie } });
    expect(deleted.statusCode).toBe(204);
    expect((await getFile(two, created.id)).statusCode).toBe(404);
    expect(await storedCount()).toBe(before + 3);
  });

  it('a broker on the other instance reads the file too; another user gets 404', async () => {
    const created = (await upload(one, pdfForm())).json();
    const broker = await signIn(two, database.db, 'broker');
    expect((await getFile(two, created.id, broker.cookie)).rawPayload.equals(PDF_BYTES)).toBe(true);
    const other = await signIn(two, database.db);
    expect((await getFile(two, created.id, other.cookie)).statusCode).toBe(404);
  });

  it.each([
    ['an ELF executable', ELF_BYTES],
    ['a Windows executable', MZ_BYTES],
    ['a text file', Buffer.from('just some text that is not a document at all\n'.repeat(10))],
  ])('refuses %s renamed .pdf with 415, storing nothing', async (_label, bytes) => {
    await expectNothingStored(async () => {
      const res = await upload(one, uploadForm({ assessmentId, documentType: 'payslip' }, { bytes, name: 'payslip.pdf', type: 'application/pdf' }));
      expect(res.statusCode).toBe(415);
      expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });
  });

  it('refuses a file over 10 MB with 413, storing nothing', async () => {
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    await expectNothingStored(async () => {
      const res = await upload(one, pdfForm(assessmentId, big, 'big.pdf'));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 10 MB. Please upload a smaller file.' });
    });
  });

  it('refuses an empty file and an upload cut off mid-file, storing nothing', async () => {
    await expectNothingStored(async () => {
      const res = await upload(one, pdfForm(assessmentId, Buffer.alloc(0), 'empty.pdf'));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The file is empty. Please choose another file.');
    });
    const boundary = 'cut-off-boundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="assessmentId"\r\n\r\n${assessmentId}\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\npayslip\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      PDF_BYTES,
      Buffer.alloc(50_000, 0x20),
    ]);
    await expectNothingStored(async () => {
      const res = await one.inject({
        method: 'POST',
        url: '/api/documents',
        headers: { cookie: owner.cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'en' },
        payload: body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The upload was interrupted or is incomplete. Please try again.');
    });
  });

  it("refuses another user's assessment (fields before or after the file) and a bad type, storing nothing", async () => {
    const other = await signIn(one, database.db);
    for (const fileFirst of [false, true]) {
      await expectNothingStored(async () => {
        const res = await upload(one, uploadForm({ assessmentId, documentType: 'payslip' }, { bytes: PDF_BYTES, name: 'a.pdf' }, fileFirst), other.cookie);
        expect(res.statusCode).toBe(404);
      });
    }
    await expectNothingStored(async () => {
      const res = await upload(one, uploadForm({ assessmentId, documentType: 'passport_selfie' }, { bytes: PDF_BYTES, name: 'a.pdf' }));
      expect(res.statusCode).toBe(400);
    });
  });

  it('keeps the per-assessment document limit, storing nothing past it', async () => {
    const user = await signIn(one, database.db);
    const id = await submitAssessment(user.cookie);
    let created = 0;
    for (;;) {
      const res = await upload(created % 2 ? one : two, pdfForm(id), user.cookie);
      if (res.statusCode !== 201) {
        expect(res.statusCode).toBe(409);
        break;
      }
      created += 1;
      expect(created).toBeLessThan(100);
    }
    expect(created).toBeGreaterThan(0);
    await expectNothingStored(async () => expect((await upload(two, pdfForm(id), user.cookie)).statusCode).toBe(409));
  });

  it('account deletion erases the files of the account in this driver', async () => {
    const user = await signIn(one, database.db);
    const id = await submitAssessment(user.cookie);
    const ids = [(await upload(one, pdfForm(id), user.cookie)).json().id, (await upload(two, pdfForm(id, PNG_BYTES, 'a.png'), user.cookie)).json().id];
    const before = await storedCount();
    const res = await two.inject({ method: 'DELETE', url: '/api/account', headers: { cookie: user.cookie }, payload: { password: STRONG_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(res.json().erasedDocuments).toBe(2);
    expect(await storedCount()).toBe(before - 2);
    const admin = await signIn(one, database.db, 'admin');
    for (const documentId of ids) expect((await getFile(one, documentId, admin.cookie)).statusCode).toBe(404);
  });

  if (driver === 's3') {
    it('rides out a transient S3 failure (retried), and a lasting one stores no row', async () => {
      s3!.failNext(1);
      const retried = await upload(one, pdfForm());
      expect(retried.statusCode).toBe(201);
      expect((await getFile(two, retried.json().id)).rawPayload.equals(PDF_BYTES)).toBe(true);
      s3!.failNext(10);
      await expectNothingStored(async () => {
        const res = await upload(one, pdfForm());
        expect(res.statusCode).toBe(500);
        expect(res.body).not.toContain('InternalError');
      });
      s3!.failNext(0);
    });
  }
});
