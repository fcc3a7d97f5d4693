import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { paymentEvents, payments, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { STAND_IN, startStripeStandIn, type StripeStandIn } from './stripe-stand-in';
import { signIn } from '../assessments/assessment-fixtures';

/**
 * Plans a subscriber controls (issue 12) with Stripe, against the local stand-in: the trial's
 * SetupIntent, cancel and resume as subscription updates, the webhooks that follow, past
 * payments from invoice events, and the immediate cancel an account deletion makes.
 */
const WEBHOOK_SECRET = 'whsec_acasa_billing_secret';
let t: TestApp;
let stripe: StripeStandIn;
let account: Awaited<ReturnType<typeof signIn>>;

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
  account = await signIn(t.app, t.database.db, 'user', { firstName: 'Mihai', lastName: 'Ionescu' });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const headers = () => ({ cookie: account.cookie, 'accept-language': 'en' });
const stored = async () => (await t.database.db.select().from(users).where(eq(users.id, account.user.id)))[0];
const summary = async () => (await t.app.inject({ url: '/api/subscription', headers: headers() })).json();
let created = Math.floor(Date.now() / 1000) - 600;
const event = (type: string, object: object) =>
  JSON.stringify({ id: `evt_${type.replace(/\W/g, '_')}_${created}`, object: 'event', type, created: created++, livemode: false, api_version: Stripe.API_VERSION, data: { object } });
const deliver = async (payload: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
};
const subscriptionObject = (overrides: Record<string, unknown>) => ({
  id: STAND_IN.subscriptionId,
  object: 'subscription',
  customer: STAND_IN.customerId,
  metadata: { userId: account.user.id, plan: 'pro' },
  cancel_at_period_end: false,
  cancel_at: null,
  trial_end: null,
  default_payment_method: 'pm_card_visa',
  items: { object: 'list', data: [{ id: 'si_1', current_period_end: STAND_IN.periodEnd, price: { id: 'price_pro_standin' } }] },
  ...overrides,
});
const invoiceObject = (id: string, amount: number) => ({
  id,
  object: 'invoice',
  customer: STAND_IN.customerId,
  amount_paid: amount,
  amount_due: amount,
  currency: 'eur',
  number: `ACASA-${id}`,
  hosted_invoice_url: `https://invoice.stripe.test/${id}`,
  parent: { type: 'subscription_details', subscription_details: { subscription: STAND_IN.subscriptionId, metadata: { userId: account.user.id, plan: 'pro' } } },
  lines: {
    object: 'list',
    data: [{ id: 'il_1', period: { start: STAND_IN.periodEnd - 30 * 86_400, end: STAND_IN.periodEnd }, pricing: { type: 'price_details', price_details: { price: 'price_pro_standin' } } }],
  },
});

describe('the Pro trial with Stripe', () => {
  it('creates a trialing subscription and answers the SetupIntent that saves the card', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/get-or-create-subscription', headers: headers(), payload: { plan: 'pro' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ provider: 'stripe', clientSecret: STAND_IN.setupSecret, publishableKey: 'pk_test_acasa', plan: 'pro', intent: 'setup', trialDays: 14 });
    const create = stripe.requests.find((request) => request.method === 'POST' && request.path === '/v1/subscriptions')!;
    expect(create.form.get('trial_period_days')).toBe('14');
    expect(create.form.get('trial_settings[end_behavior][missing_payment_method]')).toBe('cancel');
    expect(create.form.getAll('expand[1]')).toEqual(['pending_setup_intent']);
    expect(create.headers['idempotency-key']).toBe(`acasa-subscription-${account.user.id}-pro-none-trial`);
  });

  it('is not Pro before the card is saved; with it, trialing Pro until the trial ends', async () => {
    const trialEnd = Math.floor(Date.now() / 1000) + 14 * 86_400;
    await deliver(event('customer.subscription.created', subscriptionObject({ status: 'trialing', trial_end: trialEnd, default_payment_method: null })));
    // Its €0 first invoice is "paid" too: that pays for nothing.
    await deliver(event('invoice.paid', invoiceObject('in_trial0', 0)));
    expect(await stored()).toMatchObject({ subscriptionPlan: 'free', trialUsedAt: null });

    // The page comes back before the card is saved: the same SetupIntent, no new subscription.
    stripe.setSubscription({ trialEnd, metadata: { userId: account.user.id, plan: 'pro' } });
    const again = await t.app.inject({ method: 'POST', url: '/api/get-or-create-subscription', headers: headers(), payload: { plan: 'pro' } });
    expect(again.json()).toMatchObject({ clientSecret: STAND_IN.setupSecret, intent: 'setup' });

    await deliver(event('customer.subscription.updated', subscriptionObject({ status: 'trialing', trial_end: trialEnd, items: { object: 'list', data: [{ current_period_end: trialEnd, price: { id: 'price_pro_standin' } }] } })));
    expect(await stored()).toMatchObject({ subscriptionPlan: 'pro', subscriptionStatus: 'trialing', trialUsedAt: expect.any(Date) });
    expect(await summary()).toMatchObject({ isTrial: true, trialEnd: new Date(trialEnd * 1000).toISOString(), nextPayment: { amount: '29.00', date: new Date(trialEnd * 1000).toISOString() } });
    expect((await t.database.db.select().from(payments).where(eq(payments.userId, account.user.id)))).toEqual([]);
  });
});

describe('cancel, resume and payments with Stripe', () => {
  it('records invoices as past payments: paid, failed, retried, never twice', async () => {
    stripe.setSubscription({ status: 'active', defaultPaymentMethod: 'pm_card_visa', metadata: { userId: account.user.id, plan: 'pro' } });
    await deliver(event('customer.subscription.updated', subscriptionObject({ status: 'active' })));
    const paid = event('invoice.paid', invoiceObject('in_A', 2900));
    await deliver(paid);
    await deliver(paid);
    await deliver(event('invoice.payment_failed', invoiceObject('in_B', 2900)));
    let list = (await t.app.inject({ url: '/api/subscription/payments', headers: headers() })).json();
    expect(list.total).toBe(2);
    expect(list.items.map((item: { invoiceNumber: string; status: string; amount: string; currency: string }) => [item.invoiceNumber, item.status, item.amount, item.currency])).toEqual([
      ['ACASA-in_B', 'failed', '29.00', 'EUR'],
      ['ACASA-in_A', 'paid', '29.00', 'EUR'],
    ]);
    expect(list.items[1].invoiceUrl).toBe('https://invoice.stripe.test/in_A');
    expect(list.items[1].periodEnd).toBe(new Date(STAND_IN.periodEnd * 1000).toISOString());
    // The retry succeeds: the same invoice is now paid; a failure delivered late (older) does not unpay it.
    await deliver(event('invoice.paid', invoiceObject('in_B', 2900)));
    created -= 3;
    await deliver(event('invoice.payment_failed', invoiceObject('in_B', 2900)));
    created += 3;
    expect(await stored()).toMatchObject({ subscriptionStatus: 'active' });
    list = (await t.app.inject({ url: '/api/subscription/payments', headers: headers() })).json();
    expect(list.items.map((item: { status: string }) => item.status)).toEqual(['paid', 'paid']);
    expect(list.total).toBe(2);
  });

  it('cancels at the period end through a subscription update, and the webhook that follows keeps it cancelled', async () => {
    expect(await summary()).toMatchObject({ plan: 'pro', status: 'active', canCancel: true, currentPeriodEnd: new Date(STAND_IN.periodEnd * 1000).toISOString() });
    const before = stripe.requests.length;
    const response = await t.app.inject({ method: 'POST', url: '/api/subscription/cancel', headers: headers() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ cancelAtPeriodEnd: true, canResume: true, nextPayment: null });
    const [update] = stripe.requests.slice(before);
    expect(update).toMatchObject({ method: 'POST', path: `/v1/subscriptions/${STAND_IN.subscriptionId}` });
    expect(Object.fromEntries(update.form)).toEqual({ cancel_at_period_end: 'true' });
    expect(update.headers.authorization).toBe('Bearer sk_test_acasa');

    // Stripe's own customer.subscription.updated for that change arrives after our answer.
    await deliver(event('customer.subscription.updated', subscriptionObject({ status: 'active', cancel_at_period_end: true })));
    expect(await stored()).toMatchObject({ subscriptionPlan: 'pro', subscriptionCancelAtPeriodEnd: true });
  });

  it('resumes before the end, then a period end after a new cancel drops the plan to Free', async () => {
    const before = stripe.requests.length;
    const resumed = await t.app.inject({ method: 'POST', url: '/api/subscription/resume', headers: headers() });
    expect(resumed.json()).toMatchObject({ cancelAtPeriodEnd: false, canCancel: true });
    expect(Object.fromEntries(stripe.requests[before].form)).toEqual({ cancel_at_period_end: 'false' });

    await t.app.inject({ method: 'POST', url: '/api/subscription/cancel', headers: headers() });
    // The period ends: Stripe deletes the subscription (its event is newer than ours).
    created = Math.floor(Date.now() / 1000) + 5;
    await deliver(event('customer.subscription.deleted', subscriptionObject({ status: 'canceled', cancel_at_period_end: true })));
    expect(await summary()).toMatchObject({ plan: 'free', status: 'canceled', effectivePlan: 'free', canCancel: false, canResume: false });
    const rows = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.userId, account.user.id));
    expect(rows.some((row) => row.eventId.startsWith('stripe:sync_'))).toBe(true);
  });

  it('ends a live subscription at once for an account deletion (DELETE at Stripe), and answers 503 when Stripe fails', async () => {
    stripe.setSubscription({ status: 'active', defaultPaymentMethod: 'pm_card_visa', metadata: { userId: account.user.id, plan: 'pro' } });
    await t.database.db.update(users).set({ subscriptionPlan: 'pro', subscriptionStatus: 'active', stripeSubscriptionId: STAND_IN.subscriptionId }).where(eq(users.id, account.user.id));
    const user = await stored();

    stripe.respond((request) => (request.method === 'DELETE' ? { status: 500, body: { error: { type: 'api_error', message: 'down' } } } : undefined));
    await expect(t.app.services.subscriptions.endNow(user)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    stripe.respond(() => undefined);
  });
});
