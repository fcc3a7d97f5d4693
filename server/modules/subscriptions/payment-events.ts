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
 *   plan (status active/trialing) and makes it the user's current subscription; a trial counts
 *   only once a card is saved to charge when it ends, and a €0 invoice (a trial's) pays nothing;
 * - a failed payment, or a subscription gone past_due, marks the current paid subscription
 *   past_due (the plan stays while the provider retries);
 * - a subscription that ended (deleted, canceled, unpaid, expired, paused) moves the user back
 *   to Free, but only if it is the user's current subscription: the end of an old one never
 *   downgrades a newer one;
 * - an incomplete subscription (created, first payment pending) changes nothing: only payment does.
 * Each change also carries the period end, cancel-at-period-end and trial end the event reports.
 */
export function decideChange(user: SubscriptionState, event: PaymentEvent): SubscriptionChange | null {
  const isCurrent = event.subscriptionId !== null && event.subscriptionId === user.stripeSubscriptionId;
  const isOnPaidPlan = user.subscriptionPlan !== 'free';
  const details = (): SubscriptionChange => {
    if (event.subscription) {
      return {
        subscriptionPeriodEnd: event.subscription.currentPeriodEnd,
        subscriptionCancelAtPeriodEnd: event.subscription.cancelAtPeriodEnd,
        subscriptionTrialEnd: event.subscription.trialEnd,
      };
    }
    // A paid invoice renews: the period it paid for, no trial any more, nothing cancelled.
    if (event.invoice) return { subscriptionPeriodEnd: event.invoice.periodEnd, subscriptionCancelAtPeriodEnd: false, subscriptionTrialEnd: null };
    return {};
  };
  const activate = (status: string): SubscriptionChange | null =>
    event.plan && event.subscriptionId
      ? {
          subscriptionPlan: event.plan,
          subscriptionStatus: status,
          stripeSubscriptionId: event.subscriptionId,
          ...details(),
          ...(status === 'trialing' && !user.trialUsedAt ? { trialUsedAt: event.occurredAt } : {}),
        }
      : null;
  const ended = (status: string): SubscriptionChange => ({
    subscriptionPlan: 'free',
    subscriptionStatus: status,
    subscriptionPeriodEnd: null,
    subscriptionCancelAtPeriodEnd: false,
    subscriptionTrialEnd: null,
  });

  switch (event.type) {
    case 'invoice.paid':
      if (event.invoice && Number(event.invoice.amount) === 0) return null;
      return activate('active');
    case 'invoice.payment_failed':
      return isCurrent && isOnPaidPlan ? { subscriptionStatus: 'past_due' } : null;
    case 'subscription.deleted':
      return isCurrent && isOnPaidPlan ? ended('canceled') : null;
    case 'subscription.created':
    case 'subscription.updated': {
      const status = event.subscriptionStatus ?? '';
      if (status === 'trialing' && event.subscription?.hasPaymentMethod === false) return null;
      if (PAID_STATUSES.has(status)) return activate(status);
      if (status === 'past_due') return isCurrent && isOnPaidPlan ? { subscriptionStatus: 'past_due', ...details() } : null;
      if (ENDED_STATUSES.has(status)) return isCurrent && isOnPaidPlan ? ended(status) : null;
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
