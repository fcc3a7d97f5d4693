import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ZPinnedScenario, ZPinnedScenarioList } from '../../../core/schemas/scenarios';
import { pinnedScenarios } from '../../db/schema';
import { createTestApp, STRONG_PASSWORD, type TestApp } from '../../test/test-app';
import { signIn, WORKED_EXAMPLE } from '../assessments/assessment-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pin = (cookie: string, payload: object, language = 'en') =>
  t.app.inject({ method: 'POST', url: '/api/scenarios', headers: { cookie, 'accept-language': language }, payload });
const list = (cookie: string) => t.app.inject({ url: '/api/scenarios', headers: { cookie } });
const remove = (cookie: string, id: string) => t.app.inject({ method: 'DELETE', url: `/api/scenarios/${id}`, headers: { cookie } });
const rowsOf = async (userId: string) =>
  (await t.database.db.select({ n: count() }).from(pinnedScenarios).where(eq(pinnedScenarios.userId, userId)))[0].n;

describe('/api/scenarios', () => {
  it('pins a scenario with the figures computed on the server, never the client\'s', async () => {
    const { cookie } = await signIn(t.app, t.database.db);
    const preview = (await t.app.inject({ method: 'POST', url: '/api/assessments/preview', payload: WORKED_EXAMPLE })).json();
    const res = await pin(cookie, { ...WORKED_EXAMPLE, summary: { maxLoanAmount: 9_999_999 }, maxLoanAmount: 9_999_999, verdict: 'eligible' });
    expect(res.statusCode).toBe(201);
    const scenario = ZPinnedScenario.parse(res.json());
    const offering = preview.bankRecommendations.find((bank: { bankId: number }) => bank.bankId === preview.loan.bankId);
    // Issue 19, the worked example: the one loan offered, CEC Bank's €96,000 in RON over 30 years,
    // first instalment €606.79; never the €632.07 of the €100,000 asked.
    expect(scenario.summary).toEqual({
      verdict: 'partial',
      maxLoanAmount: 96_000,
      desiredLoanAmount: 100_000,
      loanAmount: 96_000,
      loanCurrency: 'RON',
      monthlyPayment: 606.79,
      apr: preview.loan.apr,
      totalCostOfCredit: offering.offer.totalCostOfCredit,
      cashNeeded: preview.ownFunds.required,
      bankName: 'CEC Bank',
      termMonths: 360,
    });
    expect(scenario.summary.monthlyPayment).toBe(preview.loan.monthlyPayment);
    expect(scenario.summary.apr).toBeGreaterThan(0);
    expect(scenario.input).toMatchObject({ monthlyIncome: 3000, originCountry: 'RO' });
    expect(scenario.input).not.toHaveProperty('maxLoanAmount');
  });

  it('keeps the household in the scenario’s answers, and the offer computed for it', async () => {
    const { cookie } = await signIn(t.app, t.database.db);
    const household = { coApplicantIncome: '2100', coApplicantIncomeCurrency: 'GBP', coApplicantEmploymentType: 'temporary', coApplicantAge: 41, dependants: 2 };
    const res = await pin(cookie, { ...WORKED_EXAMPLE, ...household });
    expect(res.statusCode).toBe(201);
    const scenario = ZPinnedScenario.parse(res.json());
    expect(scenario.input).toMatchObject({ coApplicantIncome: 2100, coApplicantIncomeCurrency: 'GBP', coApplicantEmploymentType: 'temporary', coApplicantAge: 41, dependants: 2 });
    const preview = (await t.app.inject({ method: 'POST', url: '/api/assessments/preview', payload: { ...WORKED_EXAMPLE, ...household } })).json();
    expect(preview.coApplicantCounted).toBe(true);
    expect(scenario.summary).toMatchObject({ loanAmount: preview.loan.amount, loanCurrency: preview.loan.currency, monthlyPayment: preview.loan.monthlyPayment, bankName: preview.loan.bankName });
    // Listed back with the same answers.
    const listed = ZPinnedScenarioList.parse((await list(cookie)).json()).scenarios;
    expect(listed[0].input).toMatchObject({ coApplicantIncome: 2100, dependants: 2 });
  });

  it('pins a scenario where no loan can be made with no loan, no payment and no cash figure', async () => {
    const { cookie } = await signIn(t.app, t.database.db);
    const res = await pin(cookie, { ...WORKED_EXAMPLE, monthlyIncome: '100' });
    expect(res.statusCode).toBe(201);
    expect(ZPinnedScenario.parse(res.json()).summary).toMatchObject({
      verdict: 'not_eligible',
      loanAmount: null,
      loanCurrency: null,
      monthlyPayment: null,
      cashNeeded: null,
      bankName: null,
      apr: null,
    });
  });

  it('lists a scenario pinned before issue 19 as it was stored, without an offered loan', async () => {
    const { cookie, user } = await signIn(t.app, t.database.db);
    // As issue 14 stored it: the payment on the desired loan, no loanAmount or loanCurrency.
    const old = { verdict: 'partial', maxLoanAmount: 102_000, desiredLoanAmount: 100_000, monthlyPayment: 632.07, apr: 6.9, totalCostOfCredit: 120_000, cashNeeded: 30_000, bankName: 'CEC Bank', termMonths: 360 } as const;
    await t.database.db.insert(pinnedScenarios).values({ userId: user.id, input: { ...WORKED_EXAMPLE, monthlyIncome: 3000, desiredLoanAmount: 100_000, propertyValue: 120_000 }, summary: old });
    const [scenario] = ZPinnedScenarioList.parse((await list(cookie)).json()).scenarios;
    expect(scenario.summary).toEqual(old);
    expect(scenario.summary).not.toHaveProperty('loanAmount');
  });

  it('keeps three per user in the order pinned and refuses a fourth with a translated 409, storing nothing', async () => {
    const { cookie, user } = await signIn(t.app, t.database.db);
    for (const income of ['3000', '3500', '4000']) expect((await pin(cookie, { ...WORKED_EXAMPLE, monthlyIncome: income })).statusCode).toBe(201);
    const fourth = await pin(cookie, { ...WORKED_EXAMPLE, monthlyIncome: '4500' }, 'ro');
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({ code: 'CONFLICT' });
    expect(fourth.json().message).toMatch(/3/);
    expect(fourth.json().message).not.toMatch(/errors\./);
    expect(await rowsOf(user.id)).toBe(3);
    const listed = ZPinnedScenarioList.parse((await list(cookie)).json());
    expect(listed.max).toBe(3);
    expect(listed.scenarios.map((s) => s.input.monthlyIncome)).toEqual([3000, 3500, 4000]);
    // More income, same home: the maximum never falls.
    const maxima = listed.scenarios.map((s) => s.summary.maxLoanAmount);
    expect([...maxima].sort((a, b) => a - b)).toEqual(maxima);

    // Unpinning one frees a place.
    expect((await remove(cookie, listed.scenarios[0].id)).statusCode).toBe(204);
    expect((await pin(cookie, { ...WORKED_EXAMPLE, monthlyIncome: '4500' })).statusCode).toBe(201);
  });

  it('holds the limit when pins race', async () => {
    const { cookie, user } = await signIn(t.app, t.database.db);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => pin(cookie, WORKED_EXAMPLE)));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(2);
    expect(await rowsOf(user.id)).toBe(3);
  });

  it('shows and deletes only the owner\'s scenarios: another user gets 404 and an empty list', async () => {
    const owner = await signIn(t.app, t.database.db);
    const other = await signIn(t.app, t.database.db);
    const id = (await pin(owner.cookie, WORKED_EXAMPLE)).json().id;
    expect(ZPinnedScenarioList.parse((await list(other.cookie)).json()).scenarios).toEqual([]);
    expect((await remove(other.cookie, id)).statusCode).toBe(404);
    expect((await remove(other.cookie, 'not-a-uuid')).statusCode).toBe(404);
    expect(await rowsOf(owner.user.id)).toBe(1);
    expect((await remove(owner.cookie, id)).statusCode).toBe(204);
    expect((await remove(owner.cookie, id)).statusCode).toBe(404);
  });

  it('links a scenario to the user\'s own assessment only', async () => {
    const owner = await signIn(t.app, t.database.db);
    const other = await signIn(t.app, t.database.db);
    const assessment = await t.app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie: owner.cookie }, payload: WORKED_EXAMPLE });
    expect(assessment.statusCode).toBe(201);
    const assessmentId = assessment.json().id;
    expect((await pin(other.cookie, { ...WORKED_EXAMPLE, assessmentId })).statusCode).toBe(404);
    expect(await rowsOf(other.user.id)).toBe(0);
    const mine = await pin(owner.cookie, { ...WORKED_EXAMPLE, assessmentId });
    expect(mine.statusCode).toBe(201);
    expect(mine.json().assessmentId).toBe(assessmentId);
  });

  it.each([
    ['a missing income', { monthlyIncome: '' }, 'monthlyIncome'],
    ['a loan above the price', { desiredLoanAmount: '150000' }, 'desiredLoanAmount'],
    ['a term out of range', { termYears: 50 }, 'termYears'],
    ['a co-applicant income without currency', { coApplicantIncome: '2000', coApplicantEmploymentType: 'permanent' }, 'coApplicantIncomeCurrency'],
    ['a country we do not lend in', { originCountry: 'DE' }, 'originCountry'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_label, override, field) => {
    const { cookie, user } = await signIn(t.app, t.database.db);
    const res = await pin(cookie, { ...WORKED_EXAMPLE, ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(Object.keys(res.json().fieldErrors)).toContain(field);
    expect(res.json().fieldErrors[field]).not.toMatch(/validation\./);
    expect(await rowsOf(user.id)).toBe(0);
  });

  it('is for signed-in users only', async () => {
    expect((await t.app.inject({ url: '/api/scenarios' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/scenarios', payload: WORKED_EXAMPLE })).statusCode).toBe(401);
  });
});

describe('pinned scenarios and the account', () => {
  it('are erased with the account (its row stays as a tombstone, so no cascade does it)', async () => {
    const { cookie, user } = await signIn(t.app, t.database.db);
    expect((await pin(cookie, WORKED_EXAMPLE)).statusCode).toBe(201);
    const erased = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie }, payload: { password: STRONG_PASSWORD } });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await rowsOf(user.id)).toBe(0);
  });
});
