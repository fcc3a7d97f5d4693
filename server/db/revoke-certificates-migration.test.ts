import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { assessmentEvents, certificates } from './schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { signIn, WORKED_EXAMPLE } from '../modules/assessments/assessment-fixtures';
import { signInPro } from '../modules/broker/review-fixtures';
import { runMigrationFile } from '../test/run-migration-file';

/**
 * Migration 0014 (issue 11 item 9): a database that rejected assessments before migration 0007
 * added certificates.revoked_at kept their certificates valid. The test makes that state (a
 * rejection whose certificate has no revoked_at), runs the migration, and reads /verify.
 */
let t: TestApp;

async function certify(cookie: string) {
  const { id } = (await t.app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie }, payload: WORKED_EXAMPLE })).json();
  const pdf = await t.app.inject({ url: `/api/assessments/${id}/certificate`, headers: { cookie } });
  expect(pdf.statusCode).toBe(200);
  return { id: id as string, code: /acasa-certificate-([0-9A-Z]+)\.pdf/.exec(String(pdf.headers['content-disposition']))![1] };
}
const verify = async (code: string) => (await t.app.inject({ url: `/api/certificates/${code}` })).json();

let rejected: { id: string; code: string };
let reviewed: { id: string; code: string };

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signInPro(t.app, t.database.db);
  const broker = await signIn(t.app, t.database.db, 'broker');
  rejected = await certify(owner.cookie);
  reviewed = await certify(owner.cookie);
  const decide = (id: string, status: string) =>
    t.app.inject({ method: 'PUT', url: `/api/broker/assessments/${id}/status`, headers: { cookie: broker.cookie }, payload: { status, notes: 'Decided.' } });
  expect((await decide(rejected.id, 'rejected')).statusCode).toBe(200);
  expect((await decide(reviewed.id, 'in_review')).statusCode).toBe(200);
  // As a database rejected before revoked_at existed: no certificate carries it.
  await t.database.db.update(certificates).set({ revokedAt: null });
  expect(await verify(rejected.code)).toMatchObject({ valid: true });
  await runMigrationFile(t.database.db, '0014_revoke_rejected_certificates.sql');
});
afterAll(() => t.close());

describe('migration 0014 (certificates of assessments rejected before it)', () => {
  it('revokes them, dated at the rejection', async () => {
    const [event] = await t.database.db.select().from(assessmentEvents).where(eq(assessmentEvents.assessmentId, rejected.id)).orderBy(sql`${assessmentEvents.id} desc`).limit(1);
    expect(event.toStatus).toBe('rejected');
    expect(await verify(rejected.code)).toEqual({ valid: false, revokedAt: event.createdAt.toISOString() });
  });

  it('leaves the certificates of other assessments valid', async () => {
    expect(await verify(reviewed.code)).toMatchObject({ valid: true, score: expect.any(Number) });
  });
});
