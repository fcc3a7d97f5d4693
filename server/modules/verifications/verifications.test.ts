/**
 * Issue 23: a broker verifies an assessment's income against its payslips, the applicant's
 * identity against an ID document, and undoes a verification only with a reason; the applicant reads
 * what was verified, by whom and when; nobody else does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZVerification, ZVerificationList } from '../../../core/schemas/verifications';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn, WORKED_EXAMPLE } from '../assessments/assessment-fixtures';
import { PDF_BYTES, uploadForm } from '../documents/upload-fixtures';

let t: TestApp;
let uploadDir: string;
let owner: { cookie: string };
let stranger: { cookie: string };
let broker: { cookie: string };
let assessmentId: string;
const documentIds: Record<string, string> = {};

const request = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie, 'accept-language': 'en' }, payload });

beforeAll(async () => {
  uploadDir = mkdtempSync(join(tmpdir(), 'acasa-uploads-'));
  t = await createTestApp({ UPLOAD_DIR: uploadDir });
  owner = await signIn(t.app, t.database.db);
  stranger = await signIn(t.app, t.database.db);
  broker = await signIn(t.app, t.database.db, 'broker', { firstName: 'Maria', lastName: 'Petrescu' });
  assessmentId = (await request(owner.cookie, 'POST', '/api/assessments', WORKED_EXAMPLE)).json().id;
  for (const type of ['payslip', 'id_document', 'bank_statement']) {
    const res = await t.app.inject({ method: 'POST', url: '/api/documents', headers: { cookie: owner.cookie }, payload: uploadForm({ assessmentId, documentType: type }, { bytes: PDF_BYTES, name: `${type}.pdf` }) });
    documentIds[type] = res.json().id;
  }
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const verify = (body: object, cookie = broker.cookie) => request(cookie, 'POST', `/api/broker/assessments/${assessmentId}/verifications`, body);
const list = (cookie = owner.cookie) => request(cookie, 'GET', `/api/assessments/${assessmentId}/verifications`);

describe('verifications (issue 23)', () => {
  it('records the income a broker verified, against which documents, who and when; the applicant reads it', async () => {
    const res = await verify({ kind: 'income', amount: '3204.17', documentIds: [documentIds.payslip] });
    expect(res.statusCode).toBe(201);
    const verification = ZVerification.strict().parse(res.json());
    expect(verification).toMatchObject({ kind: 'income', amount: 3204.17, currency: 'EUR', documentCount: 1, verifiedBy: 'Maria P.', undoneAt: null });
    expect(Date.now() - Date.parse(verification.verifiedAt)).toBeLessThan(60_000);
    expect(ZVerificationList.parse((await list()).json())).toEqual([verification]);
  });

  it('verifies once: a second verification of the same kind is refused until the first is undone with a reason', async () => {
    const again = await verify({ kind: 'income', amount: '3000', documentIds: [documentIds.payslip] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('undo it first');
    const [live] = (await list()).json();
    const withoutNote = await request(broker.cookie, 'POST', `/api/broker/verifications/${live.id}/undo`, { reason: '  ' });
    expect(withoutNote.statusCode).toBe(400);
    expect(withoutNote.json().fieldErrors).toHaveProperty('reason');
    const undone = await request(broker.cookie, 'POST', `/api/broker/verifications/${live.id}/undo`, { reason: 'The payslip is from a previous employer' });
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ id: live.id, undoReason: 'The payslip is from a previous employer' });
    expect(undone.json().undoneAt).not.toBeNull();
    expect((await request(broker.cookie, 'POST', `/api/broker/verifications/${live.id}/undo`, { reason: 'again' })).statusCode).toBe(409);
    // The history stays: the undone one and the new one.
    expect((await verify({ kind: 'income', amount: '3000', documentIds: [documentIds.payslip] })).statusCode).toBe(201);
    expect((await list()).json().map((item: { undoneAt: string | null }) => item.undoneAt === null)).toEqual([true, false]);
  });

  it('rests a verification only on this assessment’s documents of the right type', async () => {
    const wrongType = await verify({ kind: 'identity', documentIds: [documentIds.bank_statement] });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().fieldErrors).toEqual({ documentIds: expect.any(String) });
    expect((await verify({ kind: 'identity', documentIds: ['00000000-0000-4000-8000-000000000000'] })).statusCode).toBe(400);
    expect((await verify({ kind: 'income', documentIds: [documentIds.payslip] })).json().fieldErrors).toHaveProperty('amount');
    expect((await verify({ kind: 'identity', documentIds: [documentIds.id_document] })).statusCode).toBe(201);
  });

  it('is the brokers’ to make and the owner’s, brokers’ and admins’ to read; nobody else’s', async () => {
    expect((await verify({ kind: 'property', documentIds: [documentIds.payslip] }, owner.cookie)).statusCode).toBe(403);
    expect((await list(stranger.cookie)).statusCode).toBe(404);
    expect((await list(broker.cookie)).statusCode).toBe(200);
    expect((await request(broker.cookie, 'POST', '/api/broker/assessments/not-an-id/verifications', { kind: 'identity', documentIds: [documentIds.id_document] })).statusCode).toBe(404);
  });
});
