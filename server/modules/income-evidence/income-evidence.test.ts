/**
 * Issue 23 through the API: two payslips uploaded by the applicant are read, and the broker sees
 * them beside the declared income with the checks each failed; the applicant and strangers do not.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZIncomeEvidence } from '../../../core/schemas/income-evidence';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn, WORKED_EXAMPLE } from '../assessments/assessment-fixtures';
import { uploadForm } from '../documents/upload-fixtures';
import { payslipPdf } from '../income-reading/testing/payslip-pdf';

let t: TestApp;
let uploadDir: string;
let owner: { cookie: string };
let broker: { cookie: string };
let assessmentId: string;

beforeAll(async () => {
  uploadDir = mkdtempSync(join(tmpdir(), 'acasa-uploads-'));
  t = await createTestApp({ UPLOAD_DIR: uploadDir });
  owner = await signIn(t.app, t.database.db, 'user', { firstName: 'Andrei', lastName: 'Popescu' });
  broker = await signIn(t.app, t.database.db, 'broker');
  // Declared: €3,000 a month (the worked example), living in Germany.
  assessmentId = (await t.app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie: owner.cookie }, payload: WORKED_EXAMPLE })).json().id;
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const thisMonth = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date());

async function uploadPayslip(rows: Parameters<typeof payslipPdf>[0]) {
  const bytes = Buffer.from(await payslipPdf(rows, 'de-DE'));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { cookie: owner.cookie },
    payload: uploadForm({ assessmentId, documentType: 'payslip' }, { bytes, name: 'lohn.pdf' }),
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

const evidence = (cookie: string, id = assessmentId) => t.app.inject({ url: `/api/broker/assessments/${id}/income-evidence`, headers: { cookie } });

describe('GET /api/broker/assessments/:id/income-evidence (issue 23)', () => {
  it('shows the broker each payslip beside the declared income, with the checks it failed', async () => {
    const agrees = await uploadPayslip(['Klinikum München GmbH', `Verdienstabrechnung ${thisMonth}`, 'Herr Andrei Popescu', ['Gesamtbrutto', 4750], ['Nettoverdienst', 3050]]);
    // 20 % more than declared, two years old, someone else's name, another employer.
    const differs = await uploadPayslip(['Siemens AG', 'Verdienstabrechnung Oktober 2024', 'Frau Maria Ionescu', ['Gesamtbrutto', 5600], ['Nettoverdienst', 3600]]);
    const res = await evidence(broker.cookie);
    expect(res.statusCode).toBe(200);
    const body = ZIncomeEvidence.parse(res.json());
    expect(body.declared).toEqual({ monthlyIncome: 3000, currency: 'EUR' });
    const byId = new Map(body.documents.map((document) => [document.id, document]));
    expect(byId.get(agrees)?.reading?.net).toBe(3050);
    expect(byId.get(agrees)?.flags).toEqual([{ code: 'employerDiffers', employer: 'Klinikum München GmbH', other: 'Siemens AG' }]);
    expect(byId.get(differs)?.flags).toEqual([
      { code: 'netDiffers', declared: 3000, read: 3600, currency: 'EUR', differencePct: 20 },
      { code: 'periodOld', year: 2024, month: 10 },
      { code: 'employerDiffers', employer: 'Siemens AG', other: 'Klinikum München GmbH' },
      { code: 'nameNotFound' },
    ]);
  });

  it('is the brokers’ only: the applicant is refused, and an unknown or malformed id is not found', async () => {
    expect((await evidence(owner.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/broker/assessments/${assessmentId}/income-evidence` })).statusCode).toBe(401);
    expect((await evidence(broker.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await evidence(broker.cookie, 'not-an-id')).statusCode).toBe(404);
  });
});
