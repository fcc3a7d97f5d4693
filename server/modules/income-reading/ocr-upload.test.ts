/**
 * Issue 23 through the API: a photo of a payslip is stored at once with its reading pending, read
 * by OCR in a job of the queue, and the list then gives what was read (method 'ocr'). A picture
 * that is not an income document ends read with nothing found; a document deleted before its job
 * is no trouble. Nothing read reaches the log.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDocument, ZDocumentList, type DocumentDto } from '../../../core/schemas/documents';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn, WORKED_EXAMPLE } from '../assessments/assessment-fixtures';
import { uploadForm } from '../documents/upload-fixtures';
import { germanPayslipRows } from './testing/german-payslip';
import { payslipImage } from './testing/payslip-image';

let t: TestApp;
let uploadDir: string;
let owner: { cookie: string };
let assessmentId: string;
const logged: string[] = [];

beforeAll(async () => {
  uploadDir = mkdtempSync(join(tmpdir(), 'acasa-uploads-'));
  t = await createTestApp({ UPLOAD_DIR: uploadDir }, { logStream: { write: (line: string) => void logged.push(line) } });
  owner = await signIn(t.app, t.database.db, 'user', { firstName: 'Andrei', lastName: 'Popescu' });
  // The worked example lives in Germany: its payslips are read in German.
  const res = await t.app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie: owner.cookie }, payload: WORKED_EXAMPLE });
  assessmentId = res.json().id;
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const GERMAN_PAYSLIP = () =>
payslipImage(germanPayslipRows('Oktober 2026', 'Andrei Popescu'), 'de-DE');

async function upload(bytes: Uint8Array, name: string, type: string): Promise<DocumentDto> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { cookie: owner.cookie },
    payload: uploadForm({ assessmentId, documentType: 'payslip' }, { bytes: Buffer.from(bytes), name, type }),
  });
  expect(res.statusCode).toBe(201);
  return ZDocument.strict().parse(res.json());
}

/** The document as the list gives it once its reading is no longer pending (as the client polls). */
async function whenRead(id: string, timeoutMs = 25_000): Promise<DocumentDto> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const list = ZDocumentList.parse((await t.app.inject({ url: '/api/documents', headers: { cookie: owner.cookie } })).json());
    const document = list.find((item) => item.id === id);
    if (!document) throw new Error('the document is gone');
    if (document.readingStatus !== 'pending') return document;
    if (Date.now() > deadline) throw new Error('still pending');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a photo of an income document is read by OCR after the upload (issue 23)', () => {
  it('answers the upload at once, pending; the job then stores what the payslip says', async () => {
    const uploaded = await upload(await GERMAN_PAYSLIP(), 'lohn-oktober.png', 'image/png');
    expect(uploaded).toMatchObject({ fileType: 'image/png', readingStatus: 'pending', reading: null });
    const read = await whenRead(uploaded.id);
    expect(read.readingStatus).toBe('done');
    expect(read.reading).toEqual({
      method: 'ocr',
      kind: 'payslip',
      employer: 'Klinikum München GmbH',
      nameLine: 'Herr Andrei Popescu',
      period: { year: 2026, month: 10 },
      gross: 4812.5,
      net: 3204.17,
      currency: 'EUR',
    });
  });

  it('a picture that is not a payslip ends read, with nothing found', async () => {
    const picture = await payslipImage(['Einkaufsliste für Samstag', 'Milch, Brot, Äpfel', 'Bitte bis Freitag'], 'de-DE', { format: 'jpeg' });
    const uploaded = await upload(picture, 'foto.jpg', 'image/jpeg');
    expect(uploaded.readingStatus).toBe('pending');
    expect(await whenRead(uploaded.id)).toMatchObject({ readingStatus: 'done', reading: null });
  });

  it('a document deleted before its reading is simply not read', async () => {
    const uploaded = await upload(await GERMAN_PAYSLIP(), 'lohn.png', 'image/png');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/documents/${uploaded.id}`, headers: { cookie: owner.cookie } })).statusCode).toBe(204);
    // Another upload read after it: the queue went past the deleted one without failing.
    const next = await upload(await GERMAN_PAYSLIP(), 'lohn-2.png', 'image/png');
    expect((await whenRead(next.id)).reading?.net).toBe(3204.17);
    expect(logged.join('\n')).not.toMatch(/job failed/);
  });

  it('writes nothing that was read to the log', () => {
    const log = logged.join('\n');
    expect(log).toContain('document read by OCR');
    for (const secret of ['3204.17', '3.204,17', '4812.5', 'Klinikum', 'Popescu', 'Einkaufsliste', 'Milch']) expect(log).not.toContain(secret);
  });
});
