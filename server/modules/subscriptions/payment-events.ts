import type { FastifyBaseLogger } from 'fastify';
import type { PaymentEvent, PaymentEventOutcome } from './payment-provider';
import type { SubscriptionChange, SubscriptionState, SubscriptionsRepository } from './subscriptions.repository';

/** Provider statuses under which a subscription is paid for and its plan applies. */
const PAID_STATUSES = new Set(['active', 'trialing']);
/** Statuses that end a subscription's entitlement. */
const ENDED_STATUSES = new Set(['canceled', 'unpaid', 'incomplete_expired', 'paused']);

/**
 * The change one provider event makes to a user, or null for none. The rules:
 * - a paid invoice, or a subscription that became active or trialing, puts the user on its
 *   plan (status active/trialing) and makes it the user's current subscription;
 * - a failed payment, or a subscription gone past_due, marks the current paid subscription
 *   past_due (the plan stays while the provider retries);
 * - a subscription that ended (deleted, canceled, unpaid, expired, paused) moves the user back
 *   to Free, but only if it is the user's current subscription: the end of an old one never
 *   downgrades a newer one;
 * - an incomplete subscription (created, first payment pending) changes nothing: only payment does.
 */
export function decideChange(user: SubscriptionState, event: PaymentEvent): SubscriptionChange | null {
  const isCurrent = event.subscriptionId !== null && event.subscriptionId === user.stripeSubscriptionId;
  const isOnPaidPlan = user.subscriptionPlan !== 'free';
  const activate = (status: string): SubscriptionChange | null =>
    event.plan && event.subscriptionId
      ? { subscriptionPlan: event.plan, subscriptionStatus: status, stripeSubscriptionId: event.subscriptionId }
      : null;

  switch (event.type) {
    case 'invoice.paid':
      return activate('active');
    case 'invoice.payment_failed':
      return isCurrent && isOnPaidPlan ? { subscriptionStatus: 'past_due' } : null;
    case 'subscription.deleted':
      return isCurrent && isOnPaidPlan ? { subscriptionPlan: 'free', subscriptionStatus: 'canceled' } : null;
    case 'subscription.created':
    case 'subscription.updated': {
      const status = event.subscriptionStatus ?? '';
      if (PAID_STATUSES.has(status)) return activate(status);
      if (status === 'past_due') return isCurrent && isOnPaidPlan ? { subscriptionStatus: 'past_due' } : null;
      if (ENDED_STATUSES.has(status)) return isCurrent && isOnPaidPlan ? { subscriptionPlan: 'free', subscriptionStatus: status } : null;
      return null;
    }
  }
}

export type ApplyPaymentEvent = (event: PaymentEvent) => Promise<PaymentEventOutcome>;

/**
 * THE code path that moves a user's plan and status, for Stripe's webhooks and the test
 * provider alike. Idempotent: an event id seen before changes nothing ('duplicate').
 */
export function createApplyPaymentEvent(
  repo: SubscriptionsRepository,
  log: FastifyBaseLogger,
  /** Called after a change commits. Other instances learn of it through the users trigger's NOTIFY. */
  onUserChanged: (userId: string) => void = () => {},
): ApplyPaymentEvent {
  return async (event) => {
    const { outcome, userId } = await repo.recordAndApply(event, (user) => decideChange(user, event));
    log.info({ provider: event.provider, eventId: event.id, type: event.type, outcome }, 'payment event');
    // This instance drops its cached session user now, so the very next request sees the plan.
    if (outcome === 'applied' && userId) onUserChanged(userId);
    return outcome;
  };
}
