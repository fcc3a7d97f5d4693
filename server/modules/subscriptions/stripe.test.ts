import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { paymentEvents, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { STAND_IN, startStripeStandIn, type StripeStandIn } from './stripe-stand-in';
import { signIn } from '../assessments/assessment-fixtures';

const WEBHOOK_SECRET = 'whsec_acasa_test_secret';
let t: TestApp;
let stripe: StripeStandIn;
let user: { cookie: string; user: { id: string; email: string } };

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_acasa',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_acasa',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_PRO: 'price_pro_standin',
    STRIPE_PRICE_PREMIUM: 'price_premium_standin',
    STRIPE_API_BASE: stripe.url,
  });
  user = await signIn(t.app, t.database.db, 'user', { firstName: 'Ioana', lastName: 'Popescu' });
  // An account that had its Pro trial: subscribing pays at once (the trial: stripe-billing.test.ts).
  await t.database.db.update(users).set({ trialUsedAt: new Date('2025-01-01T00:00:00Z') }).where(eq(users.id, user.user.id));
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const stored = async () => (await t.database.db.select().from(users).where(eq(users.id, user.user.id)))[0];
const eventRows = async () => (await t.database.db.select({ n: count() }).from(paymentEvents))[0].n;

describe('POST /api/get-or-create-subscription with Stripe', () => {
  it('creates the customer and an incomplete subscription, and answers the client secret only', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/get-or-create-subscription', headers: { cookie: user.cookie }, payload: { plan: 'pro' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider: 'stripe', clientSecret: STAND_IN.clientSecret, publishableKey: 'pk_test_acasa', plan: 'pro', intent: 'payment', trialDays: null });
    expect(res.body).not.toContain('cus_');
    expect(res.body).not.toContain('sub_');
    expect(res.body).not.toContain('sk_test');

    const [customer, subscription] = stripe.requests;
    for (const request of [customer, subscription]) {
      expect(request.headers.authorization).toBe('Bearer sk_test_acasa');
      expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(request.headers['idempotency-key']).toMatch(/^acasa-/);
      expect(request.headers['stripe-version']).toBe(Stripe.API_VERSION);
    }
    expect(customer).toMatchObject({ method: 'POST', path: '/v1/customers' });
    expect(Object.fromEntries(customer.form)).toEqual({ email: user.user.email, name: 'Ioana Popescu', 'metadata[userId]': user.user.id });
    expect(customer.headers['idempotency-key']).toBe(`acasa-customer-${user.user.id}`);
    expect(subscription).toMatchObject({ method: 'POST', path: '/v1/subscriptions' });
    expect(Object.fromEntries(subscription.form)).toEqual({
      customer: STAND_IN.customerId,
      'items[0][price]': 'price_pro_standin',
      payment_behavior: 'default_incomplete',
      'payment_settings[save_default_payment_method]': 'on_subscription',
      'metadata[userId]': user.user.id,
      'metadata[plan]': 'pro',
      'expand[0]': 'latest_invoice.confirmation_secret',
      'expand[1]': 'pending_setup_intent',
    });

    // Provider ids are kept, and the plan does not move before the webhook says it was paid.
    expect(await stored()).toMatchObject({
      stripeCustomerId: STAND_IN.customerId,
      stripeSubscriptionId: STAND_IN.subscriptionId,
      subscriptionPlan: 'free',
      subscriptionStatus: null,
    });
  });

  it('reuses the pending subscription on the next visit', async () => {
    const before = stripe.requests.length;
    const res = await t.app.inject({ method: 'POST', url: '/api/get-or-create-subscription', headers: { cookie: user.cookie }, payload: { plan: 'pro' } });
    expect(res.json().clientSecret).toBe(STAND_IN.clientSecret);
    const calls = stripe.requests.slice(before);
    expect(calls.map((request) => `${request.method} ${request.path}`)).toEqual([`GET /v1/subscriptions/${STAND_IN.subscriptionId}`]);
    expect(calls[0].query.getAll('expand[0]')).toEqual(['latest_invoice.confirmation_secret']);
    expect(calls[0].query.getAll('expand[1]')).toEqual(['pending_setup_intent']);
  });

  it("answers 503 with a clear message when Stripe fails, and the test provider's route is absent", async () => {
    stripe.respond((request) => (request.method === 'GET' ? { status: 500, body: { error: { type: 'api_error', message: 'boom' } } } : undefined));
    const res = await t.app.inject({ method: 'POST', url: '/api/get-or-create-subscription', headers: { cookie: user.cookie, 'accept-language': 'en' }, payload: { plan: 'pro' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'The payment provider is not available right now. Please try again in a few minutes.' });
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/test/confirm',
      headers: { cookie: user.cookie },
      payload: { clientSecret: 'x', cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' },
    });
    expect(confirm.statusCode).toBe(404);
  });
});

describe('POST /api/stripe/webhook', () => {
  let created = Math.floor(Date.now() / 1000) - 60;
  const event = (type: string, object: object, id = `evt_${type.replace(/\W/g, '_')}_${created}`) =>
    JSON.stringify({ id, object: 'event', type, created: created++, livemode: false, api_version: Stripe.API_VERSION, data: { object } });
  const invoicePaid = (price = 'price_pro_standin') =>
    event('invoice.paid', {
      id: 'in_StandIn0001',
      object: 'invoice',
      customer: STAND_IN.customerId,
      amount_paid: 2900,
      amount_due: 2900,
      currency: 'eur',
      parent: { type: 'subscription_details', subscription_details: { subscription: STAND_IN.subscriptionId, metadata: { userId: user.user.id, plan: 'pro' } } },
      lines: { object: 'list', data: [{ id: 'il_1', object: 'line_item', pricing: { type: 'price_details', price_details: { price, product: 'prod_1' } } }] },
    });
  const signature = (payload: string, secret = WEBHOOK_SECRET) => Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const deliver = (payload: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json; charset=utf-8', 'accept-language': 'en', ...headers }, payload });

  it('refuses an unsigned, wrongly signed or altered delivery with 400, changing nothing', async () => {
    const payload = invoicePaid();
    const events = await eventRows();
    const attempts: Array<Record<string, string>> = [{}, { 'stripe-signature': signature(payload, 'whsec_wrong') }, { 'stripe-signature': 't=1,v1=deadbeef' }];
    for (const headers of attempts) {
      const res = await deliver(payload, headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Invalid webhook signature' });
    }
    const altered = await deliver(payload.replace('price_pro_standin', 'price_premium_standin'), { 'stripe-signature': signature(payload) });
    expect(altered.statusCode).toBe(400);
    expect(await stored()).toMatchObject({ subscriptionPlan: 'free', subscriptionStatus: null });
    expect(await eventRows()).toBe(events);
  });

  it('applies a signed invoice.paid once: a replay changes nothing', async () => {
    const payload = invoicePaid();
    const header = signature(payload);
    // Stripe calls from its servers: a foreign Origin must not matter on this route.
    const res = await deliver(payload, { 'stripe-signature': header, origin: 'https://hooks.stripe.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await stored()).toMatchObject({ subscriptionPlan: 'pro', subscriptionStatus: 'active', stripeSubscriptionId: STAND_IN.subscriptionId });
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: user.cookie } });
    expect(me.json()).toMatchObject({ subscriptionPlan: 'pro', subscriptionStatus: 'active' });
    expect(me.body).not.toContain('cus_');

    const events = await eventRows();
    await t.database.db.update(users).set({ subscriptionStatus: 'past_due' }).where(eq(users.id, user.user.id));
    const replay = await deliver(payload, { 'stripe-signature': header });
    expect(replay.statusCode).toBe(200);
    expect(await eventRows()).toBe(events);
    expect((await stored()).subscriptionStatus).toBe('past_due');
    await t.database.db.update(users).set({ subscriptionStatus: 'active' }).where(eq(users.id, user.user.id));
  });

  it('ignores an event older than one already applied, and cancels on customer.subscription.deleted', async () => {
    const subscription = { id: STAND_IN.subscriptionId, object: 'subscription', customer: STAND_IN.customerId, metadata: { userId: user.user.id, plan: 'pro' } };
    const deleted = event('customer.subscription.deleted', { ...subscription, status: 'canceled', items: { object: 'list', data: [{ price: { id: 'price_pro_standin' } }] } });
    expect((await deliver(deleted, { 'stripe-signature': signature(deleted) })).statusCode).toBe(200);
    expect(await stored()).toMatchObject({ subscriptionPlan: 'free', subscriptionStatus: 'canceled' });

    // An 'active' update that happened before the deletion but arrives after it.
    created -= 30;
    const late = event('customer.subscription.updated', { ...subscription, status: 'active', items: { object: 'list', data: [{ price: { id: 'price_pro_standin' } }] } });
    expect((await deliver(late, { 'stripe-signature': signature(late) })).statusCode).toBe(200);
    expect(await stored()).toMatchObject({ subscriptionPlan: 'free', subscriptionStatus: 'canceled' });
    const [row] = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, `stripe:${JSON.parse(late).id}`));
    expect(row.outcome).toBe('stale');
  });

  it('acknowledges event types it does not act on', async () => {
    const payload = event('charge.refunded', { id: 'ch_1', object: 'charge' });
    const res = await deliver(payload, { 'stripe-signature': signature(payload) });
    expect(res.statusCode).toBe(200);
  });
});
