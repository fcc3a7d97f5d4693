import { describe, expect, it } from 'vitest';
import { decideChange } from './payment-events';
import type { PaymentEvent } from './payment-provider';
import type { SubscriptionState } from './subscriptions.repository';

const free: SubscriptionState = { id: 'u', subscriptionPlan: 'free', subscriptionStatus: null, stripeSubscriptionId: 'sub_new', trialUsedAt: null };
const pro: SubscriptionState = { id: 'u', subscriptionPlan: 'pro', subscriptionStatus: 'active', stripeSubscriptionId: 'sub_current', trialUsedAt: null };
const event = (overrides: Partial<PaymentEvent>): PaymentEvent => ({
  provider: 'stripe',
  id: 'evt_1',
  type: 'invoice.paid',
  occurredAt: new Date(),
  subscriptionId: 'sub_current',
  customerId: 'cus_1',
  userId: 'u',
  plan: 'pro',
  subscriptionStatus: null,
  ...overrides,
});

describe('decideChange', () => {
  it('puts the user on the plan when a payment succeeds or a subscription becomes active', () => {
    expect(decideChange(free, event({ subscriptionId: 'sub_new' }))).toEqual({ subscriptionPlan: 'pro', subscriptionStatus: 'active', stripeSubscriptionId: 'sub_new' });
    expect(decideChange(free, event({ type: 'subscription.updated', subscriptionStatus: 'trialing', plan: 'premium' }))).toMatchObject({
      subscriptionPlan: 'premium',
      subscriptionStatus: 'trialing',
    });
  });

  it('changes nothing while the first payment is pending, or for an unknown price', () => {
    expect(decideChange(free, event({ type: 'subscription.created', subscriptionStatus: 'incomplete', subscriptionId: 'sub_new' }))).toBeNull();
    expect(decideChange(free, event({ plan: null }))).toBeNull();
    expect(decideChange(free, event({ type: 'invoice.payment_failed', subscriptionId: 'sub_new' }))).toBeNull();
  });

  it('marks the current paid subscription past_due when a renewal fails', () => {
    expect(decideChange(pro, event({ type: 'invoice.payment_failed' }))).toEqual({ subscriptionStatus: 'past_due' });
    expect(decideChange(pro, event({ type: 'subscription.updated', subscriptionStatus: 'past_due' }))).toEqual({ subscriptionStatus: 'past_due' });
  });

  it('moves back to Free when the current subscription ends, but not when an old one does', () => {
    const ended = { subscriptionPeriodEnd: null, subscriptionCancelAtPeriodEnd: false, subscriptionTrialEnd: null };
    expect(decideChange(pro, event({ type: 'subscription.deleted' }))).toEqual({ subscriptionPlan: 'free', subscriptionStatus: 'canceled', ...ended });
    expect(decideChange(pro, event({ type: 'subscription.updated', subscriptionStatus: 'unpaid' }))).toEqual({ subscriptionPlan: 'free', subscriptionStatus: 'unpaid', ...ended });
    expect(decideChange(pro, event({ type: 'subscription.deleted', subscriptionId: 'sub_old' }))).toBeNull();
    expect(decideChange(pro, event({ type: 'invoice.payment_failed', subscriptionId: 'sub_old' }))).toBeNull();
  });
});

describe('decideChange: periods, cancels and trials', () => {
  const periodEnd = new Date('2031-03-01T00:00:00Z');
  const details = (overrides: Partial<NonNullable<PaymentEvent['subscription']>> = {}) => ({
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: false,
    trialEnd: null,
    hasPaymentMethod: true,
    ...overrides,
  });

  it('keeps the period end and the cancel flag a subscription update reports, and a resume clears it', () => {
    expect(decideChange(pro, event({ type: 'subscription.updated', subscriptionStatus: 'active', subscription: details({ cancelAtPeriodEnd: true }) }))).toMatchObject({
      subscriptionPlan: 'pro',
      subscriptionStatus: 'active',
      subscriptionPeriodEnd: periodEnd,
      subscriptionCancelAtPeriodEnd: true,
    });
    expect(decideChange(pro, event({ type: 'subscription.updated', subscriptionStatus: 'active', subscription: details() }))).toMatchObject({ subscriptionCancelAtPeriodEnd: false });
  });

  it('starts a trial only with a saved card, and records that the account used its trial', () => {
    const trialing = (hasPaymentMethod: boolean) =>
      event({ type: 'subscription.created', subscriptionId: 'sub_new', subscriptionStatus: 'trialing', subscription: details({ trialEnd: periodEnd, hasPaymentMethod }) });
    expect(decideChange(free, trialing(false))).toBeNull();
    const change = decideChange(free, trialing(true));
    expect(change).toMatchObject({ subscriptionPlan: 'pro', subscriptionStatus: 'trialing', subscriptionTrialEnd: periodEnd, trialUsedAt: expect.any(Date) });
    expect(decideChange({ ...free, trialUsedAt: new Date() }, trialing(true))).not.toHaveProperty('trialUsedAt');
  });

  it("a €0 invoice (a trial's first) activates nothing; a paid renewal sets the next period", () => {
    const invoice = (amount: string) => ({ id: 'in_1', amount, currency: 'EUR', periodStart: null, periodEnd: periodEnd, url: null, number: null });
    expect(decideChange(free, event({ subscriptionId: 'sub_new', invoice: invoice('0.00') }))).toBeNull();
    expect(decideChange(pro, event({ invoice: invoice('29.00') }))).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionPeriodEnd: periodEnd,
      subscriptionCancelAtPeriodEnd: false,
      subscriptionTrialEnd: null,
    });
  });
});
