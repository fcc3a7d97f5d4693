import { describe, expect, it } from 'vitest';
import { decideChange } from './payment-events';
import type { PaymentEvent } from './payment-provider';
import type { SubscriptionState } from './subscriptions.repository';

const free: SubscriptionState = { id: 'u', subscriptionPlan: 'free', subscriptionStatus: null, stripeSubscriptionId: 'sub_new' };
const pro: SubscriptionState = { id: 'u', subscriptionPlan: 'pro', subscriptionStatus: 'active', stripeSubscriptionId: 'sub_current' };
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
    expect(decideChange(pro, event({ type: 'subscription.deleted' }))).toEqual({ subscriptionPlan: 'free', subscriptionStatus: 'canceled' });
    expect(decideChange(pro, event({ type: 'subscription.updated', subscriptionStatus: 'unpaid' }))).toEqual({ subscriptionPlan: 'free', subscriptionStatus: 'unpaid' });
    expect(decideChange(pro, event({ type: 'subscription.deleted', subscriptionId: 'sub_old' }))).toBeNull();
    expect(decideChange(pro, event({ type: 'invoice.payment_failed', subscriptionId: 'sub_old' }))).toBeNull();
  });
});
