/**
 * Issue 23 through the API: a payslip uploaded as a text PDF is read on the server, and what was
 * read comes back with the document, to its owner (and a broker), in the export, and goes with
 * the document when it is deleted. Nothing read reaches the log.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDocument, ZDocumentList } from '../../../core/schemas/documents';
import { documents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn, WORKED_EXAMPLE } from '../assessments/assessment-fixtures';
import { PDF_BYTES, uploadForm } from '../documents/upload-fixtures';
import { germanPayslipRows } from './testing/german-payslip';
import { payslipPdf } from './testing/payslip-pdf';

let t: TestApp;
let uploadDir: string;
let owner: { cookie: string; user: { id: string } };
let assessmentId: string;
const logged: string[] = [];

beforeAll(async () => {
  uploadDir = mkdtempSync(join(tmpdir(), 'acasa-uploads-'));
  t = await createTestApp({ UPLOAD_DIR: uploadDir }, { logStream: { write: (line: string) => void logged.push(line) } });
  owner = await signIn(t.app, t.database.db, 'user', { firstName: 'Andrei', lastName: 'Popescu' });
  // The worked example lives in Germany (residenceCountry DE): its payslips are read as German ones.
  const res = await t.app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie: owner.cookie }, payload: WORKED_EXAMPLE });
  assessmentId = res.json().id;
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const GERMAN_PAYSLIP = () =>
payslipPdf(germanPayslipRows('Oktober 2026', 'Andrei Popescu'), 'de-DE');

const upload = async (bytes: Uint8Array | Buffer, documentType = 'payslip') =>
  t.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { cookie: owner.cookie },
    payload: uploadForm({ assessmentId, documentType }, { bytes: Buffer.from(bytes), name: 'lohn-oktober.pdf' }),
  });

describe('an income document is read on upload (issue 23)', () => {
  it('answers the upload with what the payslip says, and lists it with the document', async () => {
    const res = await upload(await GERMAN_PAYSLIP());
    expect(res.statusCode).toBe(201);
    const document = ZDocument.strict().parse(res.json());
    // Read during the upload: nothing left pending for the OCR job.
    expect(document.readingStatus).toBe('done');
    expect(document.reading).toEqual({
      method: 'text',
      kind: 'payslip',
      employer: 'Klinikum München GmbH',
      nameLine: 'Herr Andrei Popescu',
      period: { year: 2026, month: 10 },
      gross: 4812.5,
      net: 3204.17,
      currency: 'EUR',
    });
    const list = ZDocumentList.parse((await t.app.inject({ url: '/api/documents', headers: { cookie: owner.cookie } })).json());
    expect(list.find((item) => item.id === document.id)?.reading?.net).toBe(3204.17);
  });

  it('reads nothing on a document that carries no income, or one it cannot read, and stores it all the same', async () => {
    const id = await upload(await GERMAN_PAYSLIP(), 'id_document');
    expect(id.statusCode).toBe(201);
    expect(id.json()).toMatchObject({ reading: null, readingStatus: null });
    const damaged = await upload(PDF_BYTES);
    expect(damaged.statusCode).toBe(201);
    expect(damaged.json()).toMatchObject({ reading: null, readingStatus: 'done' });
  });

  it('keeps the figures out of the log, puts them in the export, and deletes them with the document', async () => {
    const res = await upload(await GERMAN_PAYSLIP());
    const { id } = res.json();
    expect(logged.join('\n')).not.toContain('3204.17');
    expect(logged.join('\n')).not.toContain('Klinikum');

    const exported = await t.app.inject({ url: '/api/account/export', headers: { cookie: owner.cookie } });
    expect(exported.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    const listed = (JSON.parse(strFromU8(files['documents.json'])) as Array<{ id: string; reading: { net: number } | null }>).find((item) => item.id === id);
    expect(listed?.reading?.net).toBe(3204.17);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/documents/${id}`, headers: { cookie: owner.cookie } })).statusCode).toBe(204);
    expect(await t.database.db.select().from(documents).where(eq(documents.id, id))).toEqual([]);
  });
});
