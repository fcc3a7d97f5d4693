import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { paymentEvents, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../assessments/assessment-fixtures';
import { setPlan } from '../plans/plan-fixtures';

/**
 * Plans a subscriber controls (issue 12), with the offline test provider: the Pro trial, cancel
 * at the end of the paid period, resume, next payment date, past payments, and the clock that
 * renews or ends a subscription, all through the one payment-event path.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Account = Awaited<ReturnType<typeof signIn>>;
const headers = (account: Account) => ({ cookie: account.cookie, 'accept-language': 'en' });
const summary = async (account: Account) => (await t.app.inject({ url: '/api/subscription', headers: headers(account) })).json();
const post = (account: Account, url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: headers(account), payload });
const paymentsOf = async (account: Account, query = '') => (await t.app.inject({ url: `/api/subscription/payments${query}`, headers: headers(account) })).json();
const DAY = 86_400_000;

/** Subscribes through the test card form, as the Subscribe page does. */
async function subscribe(account: Account, plan: 'pro' | 'premium') {
  const setup = (await post(account, '/api/get-or-create-subscription', { plan })).json();
  const paid = await post(account, '/api/subscriptions/test/confirm', { clientSecret: setup.clientSecret, cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' });
  expect(paid.statusCode, paid.body).toBe(200);
  return { setup, confirmation: paid.json() };
}

/** An account that already had its trial: its subscriptions are paid from the start. */
async function payingAccount(): Promise<Account> {
  const account = await signIn(t.app, t.database.db);
  await t.database.db.update(users).set({ trialUsedAt: new Date('2025-01-01T00:00:00Z') }).where(eq(users.id, account.user.id));
  return account;
}

describe('the Pro trial', () => {
  it('a first subscriber saves a card and is on Pro for 14 days, charged only when the trial ends', async () => {
    const account = await signIn(t.app, t.database.db);
    const before = Date.now();
    const { setup, confirmation } = await subscribe(account, 'pro');
    expect(setup).toMatchObject({ provider: 'test', intent: 'setup', trialDays: 14 });
    expect(confirmation).toEqual({ status: 'succeeded', plan: 'pro', subscriptionStatus: 'trialing' });

    const state = await summary(account);
    expect(state).toMatchObject({ plan: 'pro', status: 'trialing', effectivePlan: 'pro', isTrial: true, cancelAtPeriodEnd: false, canCancel: true, canResume: false });
    const trialEnd = Date.parse(state.trialEnd);
    expect(trialEnd - before).toBeGreaterThanOrEqual(14 * DAY - 1000);
    expect(trialEnd - before).toBeLessThan(14 * DAY + 60_000);
    // The first payment is the trial's end, at the Pro price; nothing is paid yet.
    expect(state.nextPayment).toEqual({ date: state.trialEnd, amount: '29.00', currency: 'EUR' });
    expect((await paymentsOf(account)).items).toEqual([]);

    // The trial has Pro's features: the dashboard's monthly limit is gone.
    const dashboard = (await t.app.inject({ url: '/api/dashboard', headers: headers(account) })).json();
    expect(dashboard.plan).toMatchObject({ current: 'pro', effective: 'pro', monthlySubmittedAssessments: null, remainingThisMonth: null });

    // When it ends, the card is charged through the same path: Pro, active, one payment of €29.
    await t.app.services.subscriptions.runClock(new Date(trialEnd + 1000));
    expect(await summary(account)).toMatchObject({ status: 'active', isTrial: false, trialEnd: null });
    const { items } = await paymentsOf(account);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ amount: '29.00', currency: 'EUR', status: 'paid', plan: 'pro', date: new Date(trialEnd).toISOString() });
  });

  it('charges nothing to start, so no card is refused: the test card that declines charges starts the trial too (issue 20)', async () => {
    const account = await signIn(t.app, t.database.db);
    const setup = (await post(account, '/api/get-or-create-subscription', { plan: 'pro' })).json();
    expect(setup).toMatchObject({ intent: 'setup', trialDays: 14 });
    const started = await post(account, '/api/subscriptions/test/confirm', { clientSecret: setup.clientSecret, cardNumber: '4000 0000 0000 0002', expiry: '12/40', cvc: '123' });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toEqual({ status: 'succeeded', plan: 'pro', subscriptionStatus: 'trialing' });
    expect(await summary(account)).toMatchObject({ plan: 'pro', status: 'trialing', isTrial: true });
    // Nothing was charged, so nothing failed: no failed invoice, no payment listed.
    const events = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.userId, account.user.id));
    expect(events.map((event) => event.type)).not.toContain('invoice.payment_failed');
    expect((await paymentsOf(account)).items).toEqual([]);
    // A paid start still charges the card at once, and the declining card is refused there.
    const paying = await payingAccount();
    const paid = (await post(paying, '/api/get-or-create-subscription', { plan: 'pro' })).json();
    expect(paid).toMatchObject({ intent: 'payment', trialDays: null });
    const declined = await post(paying, '/api/subscriptions/test/confirm', { clientSecret: paid.clientSecret, cardNumber: '4000 0000 0000 0002', expiry: '12/40', cvc: '123' });
    expect(declined.statusCode).toBe(402);
  });

  it('cancelled during the trial, it ends on the trial date with nothing charged, and no second trial is offered', async () => {
    const account = await signIn(t.app, t.database.db);
    await subscribe(account, 'pro');
    const cancelled = await post(account, '/api/subscription/cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: true, nextPayment: null, canResume: true });

    await t.app.services.subscriptions.runClock(new Date(Date.parse(cancelled.json().currentPeriodEnd) + 1000));
    expect(await summary(account)).toMatchObject({ plan: 'free', status: 'canceled', effectivePlan: 'free', canCancel: false, canResume: false });
    expect((await paymentsOf(account)).items).toEqual([]);

    const again = (await post(account, '/api/get-or-create-subscription', { plan: 'pro' })).json();
    expect(again).toMatchObject({ intent: 'payment', trialDays: null });
  });

  it('Premium has no trial', async () => {
    const account = await signIn(t.app, t.database.db);
    expect((await post(account, '/api/get-or-create-subscription', { plan: 'premium' })).json()).toMatchObject({ intent: 'payment', trialDays: null });
  });
});

describe('cancel, resume, next payment and past payments', () => {
  it('cancels at the end of the paid period, resumes before it, with the same events as a provider sends', async () => {
    const account = await payingAccount();
    const before = Date.now();
    await subscribe(account, 'pro');
    const paid = await summary(account);
    expect(paid).toMatchObject({ plan: 'pro', status: 'active', isTrial: false, cancelAtPeriodEnd: false, canCancel: true, canResume: false });
    // A month ahead (calendar month, as Stripe bills).
    const periodEnd = Date.parse(paid.currentPeriodEnd);
    expect(periodEnd - before).toBeGreaterThan(27 * DAY);
    expect(periodEnd - before).toBeLessThan(32 * DAY);
    expect(paid.nextPayment).toEqual({ date: paid.currentPeriodEnd, amount: '29.00', currency: 'EUR' });

    const cancelled = (await post(account, '/api/subscription/cancel')).json();
    expect(cancelled).toMatchObject({ plan: 'pro', status: 'active', effectivePlan: 'pro', cancelAtPeriodEnd: true, currentPeriodEnd: paid.currentPeriodEnd, nextPayment: null, canCancel: false, canResume: true });
    // Cancelling twice is a conflict, in the user's language.
    const twice = await post(account, '/api/subscription/cancel');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/cannot be cancelled here/);

    const resumed = (await post(account, '/api/subscription/resume')).json();
    expect(resumed).toMatchObject({ cancelAtPeriodEnd: false, nextPayment: paid.nextPayment, canCancel: true, canResume: false });
    expect((await post(account, '/api/subscription/resume')).statusCode).toBe(409);

    // Each change went through payment_events as a test-provider subscription.updated.
    const events = await t.database.db
      .select({ type: paymentEvents.type, outcome: paymentEvents.outcome })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.userId, account.user.id), eq(paymentEvents.provider, 'test')));
    expect(events.filter((event) => event.type === 'subscription.updated')).toEqual([
      { type: 'subscription.updated', outcome: 'applied' },
      { type: 'subscription.updated', outcome: 'applied' },
    ]);
  });

  it('renews each month with a payment, and after a cancel drops to Free when the period ends', async () => {
    const account = await payingAccount();
    await subscribe(account, 'premium');
    const first = await summary(account);
    const firstEnd = Date.parse(first.currentPeriodEnd);

    expect(await t.app.services.subscriptions.runClock(new Date(firstEnd + 1000))).toBeGreaterThanOrEqual(1);
    const renewed = await summary(account);
    expect(renewed).toMatchObject({ plan: 'premium', status: 'active' });
    expect(Date.parse(renewed.currentPeriodEnd)).toBeGreaterThan(firstEnd + 27 * DAY);
    let payments = await paymentsOf(account);
    expect(payments.total).toBe(2);
    expect(payments.items.map((payment: { amount: string; status: string }) => [payment.amount, payment.status])).toEqual([
      ['99.00', 'paid'],
      ['99.00', 'paid'],
    ]);
    // Newest first, paginated.
    expect(Date.parse(payments.items[0].date)).toBeGreaterThan(Date.parse(payments.items[1].date));
    expect((await paymentsOf(account, '?page=2&pageSize=1')).items).toHaveLength(1);

    await post(account, '/api/subscription/cancel');
    // The clock again at the same moment: nothing is due twice.
    expect(await t.app.services.subscriptions.runClock(new Date(firstEnd + 2000))).toBe(0);
    await t.app.services.subscriptions.runClock(new Date(Date.parse(renewed.currentPeriodEnd) + 1000));
    expect(await summary(account)).toMatchObject({ plan: 'free', status: 'canceled', effectivePlan: 'free', cancelAtPeriodEnd: false, currentPeriodEnd: null, nextPayment: null });
    // The records of what was paid stay.
    payments = await paymentsOf(account);
    expect(payments.total).toBe(2);
  });

  it('offers no cancel for a plan set by an admin, and 409 for an account without a subscription', async () => {
    const manual = await signIn(t.app, t.database.db);
    await setPlan(t.app, t.database.db, manual, 'pro', null);
    expect(await summary(manual)).toMatchObject({ plan: 'pro', status: null, effectivePlan: 'pro', canCancel: false, canResume: false, nextPayment: null });
    expect((await post(manual, '/api/subscription/cancel')).statusCode).toBe(409);

    const free = await signIn(t.app, t.database.db);
    expect(await summary(free)).toMatchObject({ plan: 'free', effectivePlan: 'free', canCancel: false });
    expect((await post(free, '/api/subscription/resume')).statusCode).toBe(409);
  });

  it("needs a session, and a user only ever sees or changes their own subscription and payments", async () => {
    for (const [method, url] of [
      ['GET', '/api/subscription'],
      ['GET', '/api/subscription/payments'],
      ['POST', '/api/subscription/cancel'],
      ['POST', '/api/subscription/resume'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
    const payer = await payingAccount();
    await subscribe(payer, 'pro');
    const other = await signIn(t.app, t.database.db);
    expect((await paymentsOf(other)).items).toEqual([]);
    expect((await post(other, '/api/subscription/cancel')).statusCode).toBe(409);
    expect(await summary(payer)).toMatchObject({ cancelAtPeriodEnd: false });
    // Personal answers are never kept by a shared cache.
    const response = await t.app.inject({ url: '/api/subscription/payments', headers: headers(payer) });
    expect(response.headers['cache-control']).toBe('private, no-store');
    const bad = await t.app.inject({ url: '/api/subscription/payments?page=0', headers: headers(payer) });
    expect(bad.statusCode).toBe(400);
  });
});
