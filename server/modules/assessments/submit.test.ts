import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ZAssessment, ZAssessmentList } from '../../../core/schemas/assessment';
import { assessmentEvents, assessments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn, WORKED_EXAMPLE } from './assessment-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const submit = (cookie: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie }, payload });
const list = (cookie: string) => t.app.inject({ url: '/api/assessments', headers: { cookie } });
const putDraft = (cookie: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/assessments/draft', headers: { cookie, 'accept-language': 'en' }, payload });
const getDraft = (cookie: string) => t.app.inject({ url: '/api/assessments/draft', headers: { cookie } });
const draftRows = async (userId: string) =>
  (await t.database.db.select({ n: count() }).from(assessments).where(eq(assessments.userId, userId)))[0].n;

describe('POST /api/assessments', () => {
  it('computes on the server, stores the result with its version and FX date, and ignores client numbers', async () => {
    const { cookie, user } = await signIn(t.app, t.database.db, 'user', { firstName: 'Radu', lastName: 'Marin' });
    const other = await signIn(t.app, t.database.db);
    const res = await submit(cookie, {
      ...WORKED_EXAMPLE,
      eligibilityScore: 100,
      maxLoanAmount: '9999999',
      status: 'approved',
      userId: other.user.id,
      id: '00000000-0000-4000-8000-000000000000',
      scoringConfigVersion: 42,
    });
    expect(res.statusCode).toBe(201);
    const stored = ZAssessment.parse(res.json());
    expect(stored).toMatchObject({
      userId: user.id,
      status: 'submitted',
      residenceCountry: 'DE',
      originCountry: 'RO',
      monthlyIncome: '3000.00',
      desiredLoanAmount: '100000.00',
      propertyValue: '120000.00',
      maxLoanAmount: '96000.00',
      verdict: 'partial',
      scoringConfigVersion: 1,
      fxRateDate: '2025-02-28',
      maritalStatus: 'married',
      draftStep: null,
    });
    expect(stored.id).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(stored.eligibilityScore).toBeGreaterThan(0);
    expect(stored.eligibilityScore).toBeLessThan(100);
    expect(stored.submittedAt).not.toBeNull();
    const breakdown = stored.scoreBreakdown as Array<{ points: number }>;
    const explanation = stored.explanation as { scoreBeforeCeiling: number; regulatoryMaxLoanAmount: number; loan: { amount: number; monthlyPayment: number } };
    // Issue 19: the stored payment is the offered loan's (€96,000 at its bank), not the desired loan's.
    expect(explanation.loan.amount).toBe(96_000);
    expect(stored.monthlyPayment).toBe(explanation.loan.monthlyPayment.toFixed(2));
    expect(breakdown.reduce((sum, item) => sum + item.points, 0)).toBe(explanation.scoreBeforeCeiling);
    expect(explanation.regulatoryMaxLoanAmount).toBe(102_000);
    expect((stored.bankRecommendations as unknown[]).length).toBeGreaterThan(0);
    expect(Object.keys(stored.explanation as object).sort()).toEqual(
      [
        'affordablePrice',
        'afterFixedPeriod',
        'bankRecommendationsEmptyReason',
        'bankRefusals',
        'chosenLoanCurrency',
        'chosenTermMonths',
        'coApplicantCounted',
        'flags',
        'fxShock',
        'headlineLimit',
        'improvements',
        'limits',
        'loan',
        'maxLoanBankName',
        'maxLoanSource',
        'metrics',
        'nextSteps',
        'ownFunds',
        'reasons',
        'regulatoryMaxLoanAmount',
        'routeOptions',
        'scoreBeforeCeiling',
        'scoreFloor',
        'schemes',
        'scoreCeiling',
        'staleRates',
        'verdictReasons',
      ].sort(),
    );
    expect(stored.events).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'submitted', actorName: 'Radu Marin', note: null }),
    ]);

    // The same numbers as a preview of the same input: the server's engine, not the client's.
    const preview = (await t.app.inject({ method: 'POST', url: '/api/assessments/preview', payload: WORKED_EXAMPLE })).json();
    expect(stored.eligibilityScore).toBe(preview.eligibilityScore);
    expect(stored.monthlyPayment).toBe(preview.monthlyPayment.toFixed(2));
    expect(stored.bankRecommendations).toEqual(preview.bankRecommendations);

    const listed = await list(cookie);
    expect(listed.statusCode).toBe(200);
    const [first] = ZAssessmentList.parse(listed.json());
    expect(first).toMatchObject({ id: stored.id, eligibilityScore: stored.eligibilityScore, maxLoanAmount: '96000.00' });
    expect((first.bankRecommendations as unknown[]).length).toBeGreaterThan(0);
    expect(first.events).toHaveLength(1);
    // The other user sees none of it.
    expect((await list(other.cookie)).json()).toEqual([]);
  });

  it('stores optional fields left out as null, and amounts rounded to the cent', async () => {
    const { cookie } = await signIn(t.app, t.database.db);
    const res = await submit(cookie, { ...WORKED_EXAMPLE, maritalStatus: undefined, educationLevel: '', monthlyIncome: '3000.004' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ maritalStatus: null, educationLevel: null, age: 35, currentSavings: null, monthlyIncome: '3000.00' });
  });

  it('lists newest first, each with its own history, fetched in one query', async () => {
    const { cookie } = await signIn(t.app, t.database.db, 'user', { plan: 'pro' });
    const first = (await submit(cookie, WORKED_EXAMPLE)).json();
    const second = (await submit(cookie, { ...WORKED_EXAMPLE, desiredLoanAmount: '80000' })).json();
    await putDraft(cookie, { residenceCountry: 'FR', draftStep: 2 });
    const listed = ZAssessmentList.parse((await list(cookie)).json());
    expect(listed.map((a) => a.status)).toEqual(['draft', 'submitted', 'submitted']);
    expect(listed.slice(1).map((a) => a.id)).toEqual([second.id, first.id]);
    expect(listed[0].events).toEqual([]);
    expect(listed[1].events).toHaveLength(1);
    expect(listed[2].events).toHaveLength(1);

    // One query for the list and one for all histories, however many assessments there are.
    const single = await signIn(t.app, t.database.db);
    await submit(single.cookie, WORKED_EXAMPLE);
    const selects = vi.spyOn(t.database.db, 'select');
    await list(single.cookie);
    const queriesForOne = selects.mock.calls.length;
    expect(queriesForOne).toBeGreaterThanOrEqual(2);
    selects.mockClear();
    await list(cookie);
    expect(selects.mock.calls.length).toBe(queriesForOne);
    selects.mockRestore();
  });
});

describe('plan limits', () => {
  it("refuses a Free user's second submission this month, storing nothing", async () => {
    const { cookie } = await signIn(t.app, t.database.db);
    expect((await submit(cookie, WORKED_EXAMPLE)).statusCode).toBe(201);
    const second = await t.app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie, 'accept-language': 'en' }, payload: WORKED_EXAMPLE });
    expect(second.statusCode).toBe(403);
    expect(second.json().code).toBe('PLAN_LIMIT');
    expect(second.json().message).toMatch(/Free/);
    expect((await list(cookie)).json()).toHaveLength(1);
  });

  it('lets only one of two simultaneous submissions through on Free', async () => {
    const { cookie } = await signIn(t.app, t.database.db);
    const answers = await Promise.all([submit(cookie, WORKED_EXAMPLE), submit(cookie, WORKED_EXAMPLE)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 403]);
    expect((await list(cookie)).json()).toHaveLength(1);
  });

  it('has no monthly limit on Pro', async () => {
    const { cookie } = await signIn(t.app, t.database.db, 'user', { plan: 'pro' });
    for (let i = 0; i < 3; i++) expect((await submit(cookie, WORKED_EXAMPLE)).statusCode).toBe(201);
  });
});

describe('drafts', () => {
  it('saves partial input, updates the same row, and submitting turns it into the submitted assessment', async () => {
    const { cookie, user } = await signIn(t.app, t.database.db);
    expect((await getDraft(cookie)).json()).toEqual({ draft: null });

    const saved = await putDraft(cookie, { residenceCountry: 'de', originCountry: 'RO', monthlyIncome: '', draftStep: 2 });
    expect(saved.statusCode).toBe(200);
    const draft = ZAssessment.parse(saved.json());
    expect(draft).toMatchObject({ status: 'draft', residenceCountry: 'DE', originCountry: 'RO', monthlyIncome: null, draftStep: 2, eligibilityScore: null });

    expect((await getDraft(cookie)).json().draft).toMatchObject({ id: draft.id, draftStep: 2, residenceCountry: 'DE' });

    const updated = await putDraft(cookie, {
      residenceCountry: 'DE',
      originCountry: 'RO',
      monthlyIncome: '3000',
      incomeCurrency: 'EUR',
      draftStep: 3,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: draft.id, monthlyIncome: '3000.00', incomeCurrency: 'EUR', draftStep: 3 });
    expect(await draftRows(user.id)).toBe(1);

    const submitted = await submit(cookie, WORKED_EXAMPLE);
    expect(submitted.statusCode).toBe(201);
    expect(submitted.json()).toMatchObject({ id: draft.id, status: 'submitted', draftStep: null, createdAt: draft.createdAt });
    expect(submitted.json().events).toEqual([expect.objectContaining({ fromStatus: 'draft', toStatus: 'submitted' })]);
    expect((await getDraft(cookie)).json()).toEqual({ draft: null });
    expect(await draftRows(user.id)).toBe(1);
  });

  it('keeps one draft per user under concurrent first saves', async () => {
    const { cookie, user } = await signIn(t.app, t.database.db);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => putDraft(cookie, { residenceCountry: 'DE', draftStep: 1, monthlyIncome: String(1000 + i) })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await draftRows(user.id)).toBe(1);
  });

  it('validates each field that is present and the wizard step', async () => {
    const { cookie, user } = await signIn(t.app, t.database.db);
    const cases: Array<[object, string, string]> = [
      [{ monthlyIncome: '-1' }, 'monthlyIncome', 'Monthly income must be a positive number'],
      [{ employmentType: 'pirate' }, 'employmentType', 'Please select employment type'],
      [{ draftStep: 8 }, 'draftStep', 'Wizard step must be a whole number from 1 to 7'],
      [{ originCountry: 'DE' }, 'originCountry', 'We do not cover home purchases in this country yet'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await putDraft(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fieldErrors[field]).toBe(message);
    }
    expect(await draftRows(user.id)).toBe(0);
  });

  it('is discarded by DELETE', async () => {
    const { cookie, user } = await signIn(t.app, t.database.db);
    await putDraft(cookie, { residenceCountry: 'DE' });
    const res = await t.app.inject({ method: 'DELETE', url: '/api/assessments/draft', headers: { cookie } });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await getDraft(cookie)).json()).toEqual({ draft: null });
    expect(await draftRows(user.id)).toBe(0);
    // Discarding nothing is fine too.
    expect((await t.app.inject({ method: 'DELETE', url: '/api/assessments/draft', headers: { cookie } })).statusCode).toBe(204);
  });

  it('never touches submitted assessments', async () => {
    const { cookie, user } = await signIn(t.app, t.database.db);
    const stored = (await submit(cookie, WORKED_EXAMPLE)).json();
    await putDraft(cookie, { residenceCountry: 'FR' });
    await t.app.inject({ method: 'DELETE', url: '/api/assessments/draft', headers: { cookie } });
    const [row] = await t.database.db.select().from(assessments).where(eq(assessments.userId, user.id));
    expect(row).toMatchObject({ id: stored.id, status: 'submitted', residenceCountry: 'DE' });
    const events = await t.database.db.select().from(assessmentEvents).where(eq(assessmentEvents.assessmentId, stored.id));
    expect(events).toHaveLength(1);
  });
});
