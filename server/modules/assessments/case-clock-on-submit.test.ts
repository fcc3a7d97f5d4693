import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { responseDueAtForResidence } from '../../../core/case-clock';
import { assessments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn, WORKED_EXAMPLE } from './assessment-fixtures';

/** Issue 24 item 4: a submission opens a case at `new`, its first answer due one working day later where the applicant lives. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/assessments opens a case', () => {
  it.each([['DE'], ['UK'], ['US']])('residence %s: stage new, due one working day later in its zone, unanswered, unassigned', async (residenceCountry) => {
    const applicant = await signIn(t.app, t.database.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie: applicant.cookie }, payload: { ...WORKED_EXAMPLE, residenceCountry } });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(assessments).where(eq(assessments.id, res.json().id));
    expect(row.caseStage).toBe('new');
    expect(row.submittedAt).toBeInstanceOf(Date);
    expect(row.responseDueAt?.toISOString()).toBe(responseDueAtForResidence(row.submittedAt!, residenceCountry).toISOString());
    expect(row.firstResponseAt).toBeNull();
    expect(row.assignedBrokerId).toBeNull();
  });

  it('a draft is no case', async () => {
    const applicant = await signIn(t.app, t.database.db);
    const res = await t.app.inject({ method: 'PUT', url: '/api/assessments/draft', headers: { cookie: applicant.cookie }, payload: { residenceCountry: 'DE' } });
    const [row] = await t.database.db.select().from(assessments).where(eq(assessments.id, res.json().id));
    expect(row.caseStage).toBeNull();
    expect(row.responseDueAt).toBeNull();
  });
});
