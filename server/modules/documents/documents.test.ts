import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { ZDocument, ZDocumentChecklist, ZDocumentList } from '../../../core/schemas/documents';
import { ZDashboardSummary } from '../../../core/schemas/dashboard';
import { documents, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ELF_BYTES, JPEG_BYTES, MZ_BYTES, PDF_BYTES, PNG_BYTES, storedFiles, uploadForm } from './upload-fixtures';
import { signIn, WORKED_EXAMPLE } from '../assessments/assessment-fixtures';

let t: TestApp;
let uploadDir: string;
let owner: { cookie: string; user: { id: string } };
let assessmentId: string;

beforeAll(async () => {
  uploadDir = mkdtempSync(join(tmpdir(), 'acasa-uploads-'));
  t = await createTestApp({ UPLOAD_DIR: uploadDir });
  owner = await signIn(t.app, t.database.db);
  assessmentId = await submitAssessment(owner.cookie);
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

async function submitAssessment(cookie: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie }, payload: WORKED_EXAMPLE });
  if (res.statusCode !== 201) throw new Error(`submit failed: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

const upload = (cookie: string, form: FormData) =>
  t.app.inject({ method: 'POST', url: '/api/documents', headers: { cookie, 'accept-language': 'en' }, payload: form });
const uploadPdf = (cookie = owner.cookie, id = assessmentId, documentType = 'payslip', name = 'payslip.pdf') =>
  upload(cookie, uploadForm({ assessmentId: id, documentType }, { bytes: PDF_BYTES, name }));
const documentRows = async () => (await t.database.db.select({ n: count() }).from(documents))[0].n;
const getFile = (id: string, cookie: string) => t.app.inject({ url: `/api/documents/${id}/file`, headers: { cookie, 'accept-language': 'en' } });

/** A refused upload must leave exactly what was there: no new row, no new stored file. */
async function expectNothingStored(action: () => Promise<unknown>) {
  const rowsBefore = await documentRows();
  const filesBefore = storedFiles(uploadDir).length;
  await action();
  expect(await documentRows()).toBe(rowsBefore);
  expect(storedFiles(uploadDir)).toHaveLength(filesBefore);
  expect(storedFiles(uploadDir).filter((file) => file.endsWith('.partial'))).toEqual([]);
}

describe('POST /api/documents', () => {
  it('stores a PDF and answers 201 with the document, pending', async () => {
    const filesBefore = storedFiles(uploadDir).length;
    const res = await uploadPdf();
    expect(res.statusCode).toBe(201);
    const document = ZDocument.strict().parse(res.json());
    expect(document).toMatchObject({
      assessmentId,
      documentType: 'payslip',
      status: 'pending',
      originalName: 'payslip.pdf',
      fileType: 'application/pdf',
      fileSize: PDF_BYTES.length,
      rejectionReason: null,
      reviewedAt: null,
    });
    expect(storedFiles(uploadDir)).toHaveLength(filesBefore + 1);
    // The storage key is random, never the user's file name.
    expect(storedFiles(uploadDir).some((file) => file.includes('payslip'))).toBe(false);
  });

  it('recognises JPEG and PNG by content, whatever the declared type and name', async () => {
    const jpeg = await upload(owner.cookie, uploadForm({ assessmentId, documentType: 'id_document' }, { bytes: JPEG_BYTES, name: 'id', type: 'application/octet-stream' }));
    expect(jpeg.statusCode).toBe(201);
    expect(jpeg.json()).toMatchObject({ fileType: 'image/jpeg', originalName: 'id.jpg' });
    const png = await upload(owner.cookie, uploadForm({ assessmentId, documentType: 'bank_statement' }, { bytes: PNG_BYTES, name: 'statement.pdf', type: 'application/pdf' }));
    expect(png.statusCode).toBe(201);
    expect(png.json()).toMatchObject({ fileType: 'image/png', originalName: 'statement.png' });
  });

  it('accepts the file before the fields', async () => {
    const res = await upload(owner.cookie, uploadForm({ assessmentId, documentType: 'tax_certificate' }, { bytes: PDF_BYTES, name: 'tax.pdf' }, true));
    expect(res.statusCode).toBe(201);
  });

  it('sanitises the file name', async () => {
    const res = await uploadPdf(owner.cookie, assessmentId, 'payslip', '..\\..\\windows/evil\u202Efdp.exe\u0007');
    expect(res.statusCode).toBe(201);
    expect(res.json().originalName).toBe('evilfdp.exe.pdf');
  });

  it.each([
    ['an ELF executable', ELF_BYTES],
    ['a Windows executable', MZ_BYTES],
    ['a text file', Buffer.from('just some text that is not a document at all\n'.repeat(10))],
  ])('refuses %s renamed .pdf with 415 and a clear message, storing nothing', async (_label, bytes) => {
    await expectNothingStored(async () => {
      const res = await upload(owner.cookie, uploadForm({ assessmentId, documentType: 'payslip' }, { bytes, name: 'payslip.pdf', type: 'application/pdf' }));
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: "This file is not a PDF, JPEG or PNG. Only these formats are accepted (checked from the file's content, not its name).",
      });
    });
  });

  it('refuses a file over 10 MB with 413, storing nothing', async () => {
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    await expectNothingStored(async () => {
      const res = await upload(owner.cookie, uploadForm({ assessmentId, documentType: 'payslip' }, { bytes: big, name: 'big.pdf' }));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 10 MB. Please upload a smaller file.' });
    });
  });

  it('refuses an empty file', async () => {
    await expectNothingStored(async () => {
      const res = await upload(owner.cookie, uploadForm({ assessmentId, documentType: 'payslip' }, { bytes: Buffer.alloc(0), name: 'empty.pdf' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The file is empty. Please choose another file.');
    });
  });

  it('refuses an upload cut off mid-file, storing nothing', async () => {
    const boundary = 'cut-off-boundary';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="assessmentId"\r\n\r\n${assessmentId}\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\npayslip\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      PDF_BYTES,
      Buffer.alloc(50_000, 0x20),
      // no closing boundary: the stream ends inside the file
    ]);
    await expectNothingStored(async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/documents',
        headers: { cookie: owner.cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'en' },
        payload: body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The upload was interrupted or is incomplete. Please try again.');
    });
  });

  it("answers 404 for another user's assessment, before or after the file, storing nothing", async () => {
    const other = await signIn(t.app, t.database.db);
    for (const fileFirst of [false, true]) {
      await expectNothingStored(async () => {
        const res = await upload(other.cookie, uploadForm({ assessmentId, documentType: 'payslip' }, { bytes: PDF_BYTES, name: 'a.pdf' }, fileFirst));
        expect(res.statusCode).toBe(404);
      });
    }
    const unknown = await uploadPdf(owner.cookie, randomUUID());
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 400 with field errors for a bad document type or a missing file', async () => {
    await expectNothingStored(async () => {
      const res = await upload(owner.cookie, uploadForm({ assessmentId, documentType: 'passport_selfie' }, { bytes: PDF_BYTES, name: 'a.pdf' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', fieldErrors: { documentType: 'Please choose a document type' } });
    });
    const noFile = await upload(owner.cookie, uploadForm({ assessmentId, documentType: 'payslip' }));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().fieldErrors).toEqual({ file: 'Please choose a file to upload' });
  });

  it('answers 415 to a JSON body and 401 when signed out', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/documents', headers: { cookie: owner.cookie }, payload: { assessmentId } });
    expect(json.statusCode).toBe(415);
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/documents', payload: uploadForm({ assessmentId, documentType: 'payslip' }, { bytes: PDF_BYTES, name: 'a.pdf' }) });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('GET /api/documents and the file', () => {
  it('lists only the caller’s documents, newest first', async () => {
    const res = await t.app.inject({ url: '/api/documents', headers: { cookie: owner.cookie } });
    expect(res.statusCode).toBe(200);
    const list = ZDocumentList.parse(res.json());
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((document) => document.assessmentId === assessmentId)).toBe(true);
    const times = list.map((document) => document.uploadedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(res.body).not.toContain('fileName');

    const other = await signIn(t.app, t.database.db);
    expect((await t.app.inject({ url: '/api/documents', headers: { cookie: other.cookie } })).json()).toEqual([]);
  });

  it('streams the file to its owner, a broker and an admin with safe headers', async () => {
    const created = (await uploadPdf(owner.cookie, assessmentId, 'payslip', 'fluturaș "mai".pdf')).json();
    for (const cookie of [owner.cookie, (await signIn(t.app, t.database.db, 'broker')).cookie, (await signIn(t.app, t.database.db, 'admin')).cookie]) {
      const res = await getFile(created.id, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PDF_BYTES)).toBe(true);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="fluturas _mai_.pdf"; filename*=UTF-8''flutura%C8%99%20_mai_.pdf`);
    }
  });

  it("answers 404 for another user's file, an unknown id and a malformed id", async () => {
    const created = (await uploadPdf()).json();
    const other = await signIn(t.app, t.database.db);
    const res = await getFile(created.id, other.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    expect((await getFile(randomUUID(), other.cookie)).body).toBe(res.body);
    expect((await getFile('../../etc/passwd', owner.cookie)).statusCode).toBe(404);
    expect((await getFile(created.id, '')).statusCode).toBe(401);
  });
});

describe('DELETE /api/documents/:id and broker review', () => {
  it('lets the owner delete a pending document, removing its file', async () => {
    const created = (await uploadPdf()).json();
    const filesBefore = storedFiles(uploadDir).length;
    const other = await signIn(t.app, t.database.db);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/documents/${created.id}`, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/documents/${created.id}`, headers: { cookie: owner.cookie } });
    expect(res.statusCode).toBe(204);
    expect(storedFiles(uploadDir)).toHaveLength(filesBefore - 1);
    expect((await getFile(created.id, owner.cookie)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/documents/${created.id}`, headers: { cookie: owner.cookie } })).statusCode).toBe(404);
  });

  it('lets a broker accept or reject (with a reason), after which the owner cannot delete', async () => {
    const broker = await signIn(t.app, t.database.db, 'broker');
    const created = (await uploadPdf()).json();
    const review = (body: object, cookie = broker.cookie) =>
      t.app.inject({ method: 'PUT', url: `/api/broker/documents/${created.id}/status`, headers: { cookie, 'accept-language': 'en' }, payload: body });

    expect((await review({ status: 'accepted' }, owner.cookie)).statusCode).toBe(403);
    const noReason = await review({ status: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors).toEqual({ reason: 'Please give the reason for rejecting the document' });
    expect((await review({ status: 'pending' })).statusCode).toBe(400);

    const rejected = await review({ status: 'rejected', reason: 'The payslip is older than three months.' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectionReason: 'The payslip is older than three months.' });
    expect(rejected.json().reviewedAt).not.toBeNull();
    const accepted = await review({ status: 'accepted', reason: 'ignored' });
    expect(accepted.json()).toMatchObject({ status: 'accepted', rejectionReason: null });

    const del = await t.app.inject({ method: 'DELETE', url: `/api/documents/${created.id}`, headers: { cookie: owner.cookie, 'accept-language': 'en' } });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('Only documents still waiting for review can be deleted.');
    const unknown = await t.app.inject({ method: 'PUT', url: `/api/broker/documents/${randomUUID()}/status`, headers: { cookie: broker.cookie }, payload: { status: 'accepted' } });
    expect(unknown.statusCode).toBe(404);
  });

  it('queues documents for brokers with Premium applicants first', async () => {
    const premium = await signIn(t.app, t.database.db);
    await t.database.db.update(users).set({ subscriptionPlan: 'premium', subscriptionStatus: 'active' }).where(eq(users.id, premium.user.id));
    const premiumAssessment = await submitAssessment(premium.cookie);
    const premiumDocument = (await uploadPdf(premium.cookie, premiumAssessment)).json();
    const broker = await signIn(t.app, t.database.db, 'broker');
    const res = await t.app.inject({ url: '/api/broker/documents?status=pending', headers: { cookie: broker.cookie } });
    expect(res.statusCode).toBe(200);
    const queue = res.json() as Array<{ id: string; isPriority: boolean; status: string; applicantEmail: string }>;
    expect(queue[0]).toMatchObject({ id: premiumDocument.id, isPriority: true });
    expect(queue.slice(1).every((document) => !document.isPriority && document.status === 'pending')).toBe(true);
    expect((await t.app.inject({ url: '/api/broker/documents', headers: { cookie: owner.cookie } })).statusCode).toBe(403);
  });
});

describe('GET /api/assessments/:id/document-checklist', () => {
  it('lists what the recommended banks ask for and what is still missing', async () => {
    const user = await signIn(t.app, t.database.db);
    const id = await submitAssessment(user.cookie);
    const get = (cookie: string) => t.app.inject({ url: `/api/assessments/${id}/document-checklist`, headers: { cookie } });

    const empty = ZDocumentChecklist.parse((await get(user.cookie)).json());
    expect(empty.basis).toBe('recommendedBanks');
    expect(empty.banks.length).toBeGreaterThan(0);
    expect(empty.requestedCount).toBeGreaterThan(0);
    expect(empty.missingCount).toBe(empty.requestedCount);
    expect(empty.items.find((item) => item.documentType === 'payslip')).toMatchObject({ isRequested: true, isMissing: true, documents: [] });

    const payslip = (await uploadPdf(user.cookie, id, 'payslip')).json();
    const after = ZDocumentChecklist.parse((await get(user.cookie)).json());
    expect(after.missingCount).toBe(empty.missingCount - 1);
    expect(after.items.find((item) => item.documentType === 'payslip')).toMatchObject({ isMissing: false, documents: [{ id: payslip.id, status: 'pending' }] });

    // A rejected document does not count: the payslip is missing again.
    const broker = await signIn(t.app, t.database.db, 'broker');
    await t.app.inject({ method: 'PUT', url: `/api/broker/documents/${payslip.id}/status`, headers: { cookie: broker.cookie }, payload: { status: 'rejected', reason: 'Unreadable' } });
    const rejected = ZDocumentChecklist.parse((await get(broker.cookie)).json());
    expect(rejected.items.find((item) => item.documentType === 'payslip')).toMatchObject({ isMissing: true });

    const other = await signIn(t.app, t.database.db);
    expect((await get(other.cookie)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/assessments/not-a-uuid/document-checklist`, headers: { cookie: user.cookie } })).statusCode).toBe(404);
  });
});

/** The Free limit renews on the first day of the next calendar month (UTC). */
function firstDayOfNextMonthUtc(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}

describe('GET /api/dashboard', () => {
  it('counts assessments, documents and pending documents, with the plan', async () => {
    const user = await signIn(t.app, t.database.db);
    const empty = ZDashboardSummary.parse((await t.app.inject({ url: '/api/dashboard', headers: { cookie: user.cookie } })).json());
    expect(empty).toEqual({
      assessments: { total: 0, submittedThisMonth: 0 },
      documents: { total: 0, pending: 0 },
      plan: {
        current: 'free',
        effective: 'free',
        status: null,
        monthlySubmittedAssessments: 1,
        remainingThisMonth: 1,
        limitRenewsOn: firstDayOfNextMonthUtc(),
      },
    });
    const id = await submitAssessment(user.cookie);
    await uploadPdf(user.cookie, id);
    await uploadPdf(user.cookie, id, 'id_document');
    const summary = (await t.app.inject({ url: '/api/dashboard', headers: { cookie: user.cookie } })).json();
    expect(summary).toMatchObject({ assessments: { total: 1, submittedThisMonth: 1 }, documents: { total: 2, pending: 2 }, plan: { remainingThisMonth: 0 } });
    expect((await t.app.inject({ url: '/api/dashboard' })).statusCode).toBe(401);
  });
});
