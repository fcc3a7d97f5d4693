import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ZReviewAssessment, ZReviewPage, ZReviewStats } from '../../../core/schemas/broker';
import { assessmentEvents, assessments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn, WORKED_EXAMPLE } from '../assessments/assessment-fixtures';

let t: TestApp;
let broker: { cookie: string; user: { id: string } };
let applicant: { cookie: string; email: string; user: { id: string } };
let other: { cookie: string; email: string };
let firstId: string;
let secondId: string;

const inject = (options: { method?: 'GET' | 'PUT'; url: string; cookie?: string; payload?: unknown }) =>
  t.app.inject({
    method: options.method ?? 'GET',
    url: options.url,
    payload: options.payload as object | undefined,
    headers: { 'accept-language': 'en', ...(options.cookie ? { cookie: options.cookie } : {}) },
  });

async function submit(cookie: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await inject({ method: 'PUT', url: '/api/assessments/draft', cookie, payload: { residenceCountry: 'DE' } });
  expect(res.statusCode).toBe(200);
  const submitted = await t.app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie }, payload: { ...WORKED_EXAMPLE, ...overrides } });
  expect(submitted.statusCode).toBe(201);
  return submitted.json().id;
}

const setStatus = (id: string, payload: unknown, cookie = broker.cookie) => inject({ method: 'PUT', url: `/api/broker/assessments/${id}/status`, cookie, payload });

beforeAll(async () => {
  t = await createTestApp();
  broker = await signIn(t.app, t.database.db, 'broker', { firstName: 'Andrei', lastName: 'Ionescu' });
  applicant = await signIn(t.app, t.database.db, 'user', { firstName: 'Ioana', lastName: 'Popescu' });
  other = await signIn(t.app, t.database.db, 'user', { firstName: 'Mihai', lastName: 'Stan' });
  firstId = await submit(applicant.cookie);
  secondId = await submit(other.cookie, { incomeCurrency: 'GBP', residenceCountry: 'UK', monthlyIncome: '2600' });
  // A draft that no broker may see.
  await inject({ method: 'PUT', url: '/api/assessments/draft', cookie: applicant.cookie, payload: { residenceCountry: 'FR', originCountry: 'RO' } });
});
afterAll(() => t.close());

describe('GET /api/broker/assessments', () => {
  it('lists submitted assessments with the applicant, newest first, never drafts', async () => {
    const res = await inject({ url: '/api/broker/assessments', cookie: broker.cookie });
    expect(res.statusCode).toBe(200);
    const page = ZReviewPage.parse(res.json());
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(page.items.map((item) => item.id)).toEqual([secondId, firstId]);
    expect(page.items[1]).toMatchObject({
      userEmail: applicant.email,
      userFirstName: 'Ioana',
      userLastName: 'Popescu',
      status: 'submitted',
      residenceCountry: 'DE',
      originCountry: 'RO',
      monthlyIncome: '3000.00',
      incomeCurrency: 'EUR',
      desiredLoanAmount: '100000.00',
      desiredLoanAmountInIncomeCurrency: '100000.00',
      eligibilityScore: expect.any(Number),
      maxLoanAmount: '96000.00',
    });
    // The loan in the income currency (GBP) at the current reference rate: 100,000 × 0.82608.
    expect(page.items[0].desiredLoanAmountInIncomeCurrency).toBe('82608.00');
    expect(JSON.stringify(res.json())).not.toMatch(/passwordHash|password_hash|stripe/i);
  });

  it('searches by e-mail, case-insensitively, and filters by status', async () => {
    const search = await inject({ url: `/api/broker/assessments?search=${encodeURIComponent(other.email.toUpperCase().split('@')[0] + '@')}`, cookie: broker.cookie });
    expect(search.json()).toMatchObject({ total: 1, items: [{ id: secondId }] });
    const none = await inject({ url: '/api/broker/assessments?search=nobody-here', cookie: broker.cookie });
    expect(none.json()).toMatchObject({ total: 0, items: [] });
    const inReview = await inject({ url: '/api/broker/assessments?status=in_review', cookie: broker.cookie });
    expect(inReview.json()).toMatchObject({ total: 0, items: [] });
  });

  it('paginates in the database', async () => {
    const first = await inject({ url: '/api/broker/assessments?pageSize=1', cookie: broker.cookie });
    const second = await inject({ url: '/api/broker/assessments?pageSize=1&page=2', cookie: broker.cookie });
    expect(first.json()).toMatchObject({ total: 2, page: 1, pageSize: 1, items: [{ id: secondId }] });
    expect(second.json()).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ id: firstId }] });
  });

  it.each([
    ['status=draft', 'status'],
    ['pageSize=101', 'pageSize'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
  ])('refuses ?%s with a field error', async (query, field) => {
    const res = await inject({ url: `/api/broker/assessments?${query}`, cookie: broker.cookie });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual([field]);
  });
});

describe('GET /api/broker/stats', () => {
  it('counts the non-draft assessments by status', async () => {
    const res = await inject({ url: '/api/broker/stats', cookie: broker.cookie });
    expect(ZReviewStats.parse(res.json())).toEqual({ total: 2, pendingReview: 2, inReview: 0, approved: 0, rejected: 0 });
  });
});

describe('GET /api/broker/assessments/:id', () => {
  it('gives the evaluation dialog: inputs, engine result, history and applicant', async () => {
    const res = await inject({ url: `/api/broker/assessments/${firstId}`, cookie: broker.cookie });
    expect(res.statusCode).toBe(200);
    const detail = ZReviewAssessment.parse(res.json());
    expect(detail.applicant).toEqual({
      id: applicant.user.id,
      email: applicant.email,
      firstName: 'Ioana',
      lastName: 'Popescu',
      language: 'ro',
      subscriptionPlan: 'free',
    });
    expect(detail.scoreBreakdown).toBeInstanceOf(Array);
    expect(detail.explanation).toHaveProperty('flags');
    expect(detail.events.map((event) => event.toStatus)).toEqual(['submitted']);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await inject({ url: `/api/broker/assessments/${randomUUID()}`, cookie: broker.cookie })).statusCode).toBe(404);
    expect((await inject({ url: '/api/broker/assessments/not-an-id', cookie: broker.cookie })).statusCode).toBe(404);
  });
});

describe('PUT /api/broker/assessments/:id/status', () => {
  it('moves to in_review without a note, then refuses approval without one', async () => {
    const review = await setStatus(firstId, { status: 'in_review' });
    expect(review.statusCode).toBe(200);
    expect(review.json()).toMatchObject({ id: firstId, status: 'in_review' });

    const refused = await setStatus(firstId, { status: 'approved', notes: '   ' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Please add a note explaining the decision',
      fieldErrors: { notes: 'Please add a note explaining the decision' },
    });
    const rejectRefused = await setStatus(firstId, { status: 'rejected' });
    expect(rejectRefused.json().fieldErrors.notes).toBe('Please add a note explaining the decision');
  });

  it('approves with a note, written to the history with the broker and time, in the same change', async () => {
    const before = Date.now();
    const res = await setStatus(firstId, { status: 'approved', notes: '  Income verified; sent to Banca Transilvania.  ', extra: 'dropped' });
    expect(res.statusCode).toBe(200);
    const detail = ZReviewAssessment.parse(res.json());
    expect(detail.status).toBe('approved');
    const last = detail.events.at(-1)!;
    expect(last).toMatchObject({ fromStatus: 'in_review', toStatus: 'approved', note: 'Income verified; sent to Banca Transilvania.', actorName: 'Andrei Ionescu' });
    expect(Date.parse(last.createdAt)).toBeGreaterThanOrEqual(before - 5000);

    const rows = await t.database.db.select().from(assessmentEvents).where(eq(assessmentEvents.assessmentId, firstId));
    expect(rows.map((row) => [row.fromStatus, row.toStatus, row.actorId])).toEqual([
      ['draft', 'submitted', applicant.user.id],
      ['submitted', 'in_review', broker.user.id],
      ['in_review', 'approved', broker.user.id],
    ]);
  });

  it('lets the applicant see the new status and the note', async () => {
    const res = await inject({ url: '/api/assessments', cookie: applicant.cookie });
    const mine = res.json().find((assessment: { id: string }) => assessment.id === firstId);
    expect(mine.status).toBe('approved');
    expect(mine.events.at(-1)).toMatchObject({ toStatus: 'approved', note: 'Income verified; sent to Banca Transilvania.', actorName: 'Andrei Ionescu' });
    const one = await inject({ url: `/api/assessments/${firstId}`, cookie: applicant.cookie });
    expect(one.json().events.at(-1).note).toBe('Income verified; sent to Banca Transilvania.');
  });

  it('records the same status again only with a note', async () => {
    const bare = await setStatus(firstId, { status: 'approved', notes: 'Bank confirmed the offer.' });
    expect(bare.statusCode).toBe(200);
    expect(bare.json().events.at(-1)).toMatchObject({ fromStatus: 'approved', toStatus: 'approved', note: 'Bank confirmed the offer.' });
    await setStatus(secondId, { status: 'in_review' });
    const without = await setStatus(secondId, { status: 'in_review' });
    expect(without.statusCode).toBe(400);
    expect(without.json().fieldErrors.notes).toMatch(/unchanged/);
  });

  it('updates the counters and the filters', async () => {
    expect((await inject({ url: '/api/broker/stats', cookie: broker.cookie })).json()).toEqual({
      total: 2,
      pendingReview: 0,
      inReview: 1,
      approved: 1,
      rejected: 0,
    });
    const approved = await inject({ url: '/api/broker/assessments?status=approved', cookie: broker.cookie });
    expect(approved.json()).toMatchObject({ total: 1, items: [{ id: firstId, status: 'approved' }] });
  });

  it('answers 404 for a draft (it is its owner\'s alone, issue 11) and for unknown ids', async () => {
    const draft = await inject({ url: '/api/assessments/draft', cookie: applicant.cookie });
    const draftId = draft.json().draft.id;
    const res = await setStatus(draftId, { status: 'in_review' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    expect((await inject({ url: '/api/assessments/draft', cookie: applicant.cookie })).json().draft.status).toBe('draft');
    expect((await setStatus(randomUUID(), { status: 'in_review' })).statusCode).toBe(404);
    expect((await setStatus('nope', { status: 'in_review' })).statusCode).toBe(404);
  });

  it.each([
    ['a draft status', { status: 'draft' }, 'status'],
    ['a note over 2000 characters', { status: 'approved', notes: 'x'.repeat(2001) }, 'notes'],
    ['no status', {}, 'status'],
  ])('refuses %s', async (_name, payload, field) => {
    const res = await setStatus(secondId, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty(field);
  });

  it('is open to admins, closed to users (403) and guests (401)', async () => {
    const admin = await signIn(t.app, t.database.db, 'admin', { firstName: 'Maria', lastName: 'Dumitru' });
    const res = await setStatus(secondId, { status: 'rejected', notes: 'Debt service too high at the stressed rate.' }, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().events.at(-1).actorName).toBe('Maria Dumitru');
    expect((await setStatus(secondId, { status: 'approved', notes: 'me' }, applicant.cookie)).statusCode).toBe(403);
    expect((await inject({ method: 'PUT', url: `/api/broker/assessments/${secondId}/status`, payload: { status: 'approved', notes: 'x' } })).statusCode).toBe(401);
    expect((await inject({ url: '/api/broker/assessments', cookie: other.cookie })).statusCode).toBe(403);
  });
});

describe('freshness of the kept lists and counters', () => {
  it('shows a new submission at once', async () => {
    const before = (await inject({ url: '/api/broker/assessments', cookie: broker.cookie })).json();
    const stats = (await inject({ url: '/api/broker/stats', cookie: broker.cookie })).json();
    const newcomer = await signIn(t.app, t.database.db);
    const id = await submit(newcomer.cookie);
    const after = (await inject({ url: '/api/broker/assessments', cookie: broker.cookie })).json();
    expect(after.total).toBe(before.total + 1);
    expect(after.items[0].id).toBe(id);
    expect((await inject({ url: '/api/broker/stats', cookie: broker.cookie })).json()).toMatchObject({
      total: stats.total + 1,
      pendingReview: stats.pendingReview + 1,
    });
  });
});

describe('the one loan offered and the household (issue 19)', () => {
  const HOUSEHOLD = { coApplicantIncome: '2100', coApplicantIncomeCurrency: 'GBP', coApplicantEmploymentType: 'temporary', coApplicantAge: 41, dependants: 2 };
  const listOf = async (applicantEmail: string) =>
    (await inject({ url: `/api/broker/assessments?search=${encodeURIComponent(applicantEmail)}`, cookie: broker.cookie })).json() as {
      items: Array<Record<string, unknown>>;
    };

  it('lists the worked example with the loan CEC Bank offers and its first instalment, beside the loan asked in the income currency', async () => {
    const { items } = await listOf(applicant.email);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: firstId, desiredLoanAmount: '100000.00', desiredLoanAmountInIncomeCurrency: '100000.00', maxLoanAmount: '96000.00' });
    // €96,000 in RON at 6.5 % over 30 years: €606.79, never the €632.07 of the €100,000 asked.
    expect(items[0].offeredLoan).toEqual({ bankName: 'CEC Bank', amount: '96000.00', currency: 'RON', amountInLoanCurrency: expect.stringMatching(/^\d+\.\d{2}$/), monthlyPayment: '606.79' });
    const stored = (await inject({ url: `/api/broker/assessments/${firstId}`, cookie: broker.cookie })).json();
    expect(stored.monthlyPayment).toBe('606.79');
    expect(stored.explanation.loan).toMatchObject({ bankName: 'CEC Bank', amount: 96_000, monthlyPayment: 606.79 });
    // The GBP earner's row keeps the loan asked in pounds and has its own offer.
    const gbp = (await listOf(other.email)).items[0];
    expect(gbp.desiredLoanAmountInIncomeCurrency).toBe('82608.00');
    expect(gbp).toHaveProperty('offeredLoan');
  });

  it('gives the loan asked in the income currency to the cent, half up (issue 19 point 10)', async () => {
    const pounds = await signIn(t.app, t.database.db, 'user', { firstName: 'Ana', lastName: 'Marin' });
    await submit(pounds.cookie, { incomeCurrency: 'GBP', residenceCountry: 'UK', desiredLoanAmount: '50093.75' });
    // 50,093.75 × 0.82608 is 41,381.445 exactly; toFixed(2) on the double said 41,381.44.
    expect((await listOf(pounds.email)).items[0].desiredLoanAmountInIncomeCurrency).toBe('41381.45');
  });

  it('gives the dialog the household as the score counted it: both incomes, the total, the dependants, the chosen currency', async () => {
    const family = await signIn(t.app, t.database.db, 'user', { firstName: 'Radu', lastName: 'Lungu' });
    const id = await submit(family.cookie, { ...HOUSEHOLD, loanCurrency: 'RON' });
    const detail = ZReviewAssessment.parse((await inject({ url: `/api/broker/assessments/${id}`, cookie: broker.cookie })).json());
    expect(detail).toMatchObject({ coApplicantIncome: '2100.00', coApplicantIncomeCurrency: 'GBP', coApplicantEmploymentType: 'temporary', coApplicantAge: 41, dependants: 2, loanCurrency: 'RON' });
    const explanation = detail.explanation as {
      coApplicantCounted: boolean | null;
      chosenLoanCurrency: string | null;
      loan: { currency: string; monthlyPayment: number } | null;
      metrics: { grossIncomeEur: number; incomeEur: number; incomeParts: Array<{ earner: string; currency: string; monthly: number; grossEur: number; countedEur: number }> };
    };
    expect(explanation.coApplicantCounted).toBe(true);
    expect(explanation.chosenLoanCurrency).toBe('RON');
    expect(explanation.loan).toMatchObject({ currency: 'RON' });
    expect(Number(detail.monthlyPayment)).toBe(explanation.loan!.monthlyPayment);
    const parts = explanation.metrics.incomeParts;
    expect(parts.map((part) => [part.earner, part.currency, part.monthly])).toEqual([
      ['applicant', 'EUR', 3000],
      ['coApplicant', 'GBP', 2100],
    ]);
    // The household total is the sum of both earners, not the applicant's 3,000 alone.
    expect(explanation.metrics.grossIncomeEur).toBeCloseTo(parts[0].grossEur + parts[1].grossEur, 1);
    expect(explanation.metrics.grossIncomeEur).toBeGreaterThan(3000 + 2000);
    expect(explanation.metrics.incomeEur).toBeCloseTo(parts[0].countedEur + parts[1].countedEur, 1);
  });

  it('lists no offered loan and no payment when no loan can be made', async () => {
    const poor = await signIn(t.app, t.database.db, 'user', { firstName: 'Dan', lastName: 'Sărac' });
    const id = await submit(poor.cookie, { monthlyIncome: '100' });
    const detail = (await inject({ url: `/api/broker/assessments/${id}`, cookie: broker.cookie })).json();
    expect(detail.verdict).toBe('not_eligible');
    expect(detail.monthlyPayment).toBeNull();
    const row = (await listOf(poor.email)).items[0];
    expect(row.id).toBe(id);
    expect(row.offeredLoan).toBeNull();
  });

  it('leaves the offered loan out for a result stored before issue 19 (its payment was the loan asked for’s)', async () => {
    const early = await signIn(t.app, t.database.db, 'user', { firstName: 'Ilie', lastName: 'Vechi' });
    const id = await submit(early.cookie);
    await t.database.db
      .update(assessments)
      .set({ explanation: sql`${assessments.explanation} - 'loan'`, monthlyPayment: '632.07' })
      .where(eq(assessments.id, id));
    const row = (await listOf(early.email)).items[0];
    expect(row.id).toBe(id);
    expect(row).not.toHaveProperty('offeredLoan');
    expect(JSON.stringify(row)).not.toContain('632.07');
  });
});
