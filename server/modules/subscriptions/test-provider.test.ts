import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { paymentEvents, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signIn } from '../assessments/assessment-fixtures';
import { setPlan } from '../plans/plan-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const createSubscription = (cookie: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: '/api/get-or-create-subscription', headers: { cookie, 'accept-language': 'en' }, payload });
const confirm = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/subscriptions/test/confirm', headers: { cookie, 'accept-language': 'en' }, payload });
const currentUser = async (cookie: string) => (await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).json();
const eventCount = async () => (await t.database.db.select({ n: count() }).from(paymentEvents))[0].n;
const card = (cardNumber: string, clientSecret: string) => ({ clientSecret, cardNumber, expiry: '12/40', cvc: '123' });

describe('the offline test provider', () => {
  it('answers a client secret for the plan, reused until paid, and no provider ids', async () => {
    const { cookie } = await signIn(t.app, t.database.db);
    const first = await createSubscription(cookie, { plan: 'premium' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ provider: 'test', clientSecret: expect.stringMatching(/^test_secret_[\w-]{32}$/), plan: 'premium', intent: 'payment', trialDays: null });
    expect((await createSubscription(cookie, { plan: 'premium' })).json().clientSecret).toBe(first.json().clientSecret);
    // The first release's client posts no body: Pro, with its free trial for a first subscriber (core/plans.ts).
    expect((await createSubscription(cookie)).json()).toMatchObject({ provider: 'test', plan: 'pro', intent: 'setup', trialDays: 14 });
    const bad = await createSubscription(cookie, { plan: 'free' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ plan: 'Please choose the Pro or Premium plan' });
    expect((await t.app.inject({ method: 'POST', url: '/api/get-or-create-subscription', payload: { plan: 'pro' } })).statusCode).toBe(401);
  });

  it('declines 4000 0000 0000 0002, then subscribes with 4242 4242 4242 4242 through the payment-event path', async () => {
    const { cookie, user } = await signIn(t.app, t.database.db);
    // An account that had its trial pays at once (trials: billing.test.ts).
    await t.database.db.update(users).set({ trialUsedAt: new Date('2025-01-01T00:00:00Z') }).where(eq(users.id, user.id));
    const { clientSecret } = (await createSubscription(cookie, { plan: 'pro' })).json();

    const declined = await confirm(cookie, card('4000 0000 0000 0002', clientSecret));
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ code: 'PAYMENT_REQUIRED', message: 'Your card was declined.' });
    expect(await currentUser(cookie)).toMatchObject({ subscriptionPlan: 'free', subscriptionStatus: null });

    const invalid = await confirm(cookie, { ...card('4111 1111 1111 1111', clientSecret), expiry: '01/20', cvc: '12' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().fieldErrors).sort()).toEqual(['cardNumber', 'cvc', 'expiry']);

    const paid = await confirm(cookie, card('4242 4242 4242 4242', clientSecret));
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ status: 'succeeded', plan: 'pro', subscriptionStatus: 'active' });
    expect(await currentUser(cookie)).toMatchObject({ subscriptionPlan: 'pro', subscriptionStatus: 'active' });
    const [row] = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.userId, user.id)).orderBy(paymentEvents.receivedAt);
    expect(row).toMatchObject({ provider: 'test', type: 'invoice.payment_failed', outcome: 'ignored' });

    // A repeated confirmation is a replay: applied once.
    const events = await eventCount();
    await t.database.db.update(users).set({ subscriptionStatus: 'past_due' }).where(eq(users.id, user.id));
    expect((await confirm(cookie, card('4242424242424242', clientSecret))).statusCode).toBe(200);
    expect(await eventCount()).toBe(events);
    expect((await t.database.db.select({ status: users.subscriptionStatus }).from(users).where(eq(users.id, user.id)))[0].status).toBe('past_due');
    await setPlan(t.app, t.database.db, { cookie, user }, 'pro', 'active');

    // Already on Pro: nothing to pay. Premium is an upgrade.
    const again = await createSubscription(cookie, { plan: 'pro' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You are already subscribed to this plan.');
    const upgrade = (await createSubscription(cookie, { plan: 'premium' })).json();
    expect(upgrade.clientSecret).not.toBe(clientSecret);
    expect((await confirm(cookie, card('4242424242424242', upgrade.clientSecret))).json()).toMatchObject({ plan: 'premium' });
    expect(await currentUser(cookie)).toMatchObject({ subscriptionPlan: 'premium', subscriptionStatus: 'active' });
    expect(JSON.stringify(await currentUser(cookie))).not.toMatch(/test_sub_|stripe/i);
  });

  it("answers 404 for another user's payment and for the Stripe webhook", async () => {
    const owner = await signIn(t.app, t.database.db);
    const other = await signIn(t.app, t.database.db);
    const { clientSecret } = (await createSubscription(owner.cookie, { plan: 'pro' })).json();
    expect((await confirm(other.cookie, card('4242424242424242', clientSecret))).statusCode).toBe(404);
    expect((await confirm(other.cookie, card('4242424242424242', 'test_secret_unknown'))).statusCode).toBe(404);
    expect(await currentUser(owner.cookie)).toMatchObject({ subscriptionPlan: 'free' });
    const webhook = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(webhook.statusCode).toBe(404);
  });
});
