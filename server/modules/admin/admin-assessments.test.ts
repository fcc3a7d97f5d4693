import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdminAssessmentPage } from '../../../core/schemas/admin';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn, WORKED_EXAMPLE } from '../assessments/assessment-fixtures';
import { signInPro } from '../broker/review-fixtures';

/** Issue 19: the admin's Assessments tab shows the household the result counted and the loan it offers. */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signIn>>;
const submitted: Record<string, { id: string; monthlyPayment: string | null }> = {};

const HOUSEHOLD = { ...WORKED_EXAMPLE, coApplicantIncome: '2100', coApplicantIncomeCurrency: 'GBP', coApplicantEmploymentType: 'temporary', coApplicantAge: 41, dependants: 2 };
// At 74, with €200 a month, no partner bank lends (every one ends its loans by 75 at the latest).
const NO_LOAN = { ...WORKED_EXAMPLE, monthlyIncome: '200', age: 74 };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, t.database.db, 'admin');
  const applicant = await signInPro(t.app, t.database.db);
  for (const [name, payload] of Object.entries({ alone: WORKED_EXAMPLE, household: HOUSEHOLD, noLoan: NO_LOAN })) {
    const res = await t.app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie: applicant.cookie }, payload });
    expect(res.statusCode, res.body).toBe(201);
    submitted[name] = { id: res.json().id, monthlyPayment: res.json().monthlyPayment };
  }
});
afterAll(() => t.close());

describe('GET /api/admin/assessments, the household and the loan offered', () => {
  it('gives each row the co-applicant, the dependants and the offered loan with its first instalment', async () => {
    const res = await t.app.inject({ url: '/api/admin/assessments', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    const items = new Map(ZAdminAssessmentPage.parse(res.json()).items.map((item) => [item.id, item]));

    const household = items.get(submitted.household.id)!;
    expect(household).toMatchObject({ coApplicantIncome: '2100.00', coApplicantIncomeCurrency: 'GBP', coApplicantEmploymentType: 'temporary', coApplicantAge: 41, dependants: 2 });
    expect(household.loan).toMatchObject({ currency: expect.any(String), amount: expect.any(Number), termMonths: expect.any(Number) });
    // One loan, one payment: the table's instalment is the one stored with the result.
    expect(household.loan!.monthlyPayment.toFixed(2)).toBe(submitted.household.monthlyPayment);

    const alone = items.get(submitted.alone.id)!;
    expect(alone).toMatchObject({ coApplicantIncome: null, dependants: null, verdict: expect.any(String) });
    expect(alone.loan?.bankName).toEqual(expect.any(String));

    const noLoan = items.get(submitted.noLoan.id)!;
    expect(noLoan).toMatchObject({ verdict: 'not_eligible', loan: null });
  });

  it('a result stored before issue 19 (no loan in its explanation) shows no loan rather than failing', async () => {
    const { assessments } = await import('../../db/schema');
    const { eq, sql } = await import('drizzle-orm');
    await t.database.db.update(assessments).set({ explanation: sql`${assessments.explanation} - 'loan'` }).where(eq(assessments.id, submitted.alone.id));
    const res = await t.app.inject({ url: '/api/admin/assessments', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.find((item: { id: string }) => item.id === submitted.alone.id).loan).toBeNull();
  });
});
