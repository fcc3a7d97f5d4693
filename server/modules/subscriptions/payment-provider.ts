import type { PaidPlan } from '../../../core/plans';
import type { SubscriptionSetup } from '../../../core/schemas/subscriptions';
import type { UserRow } from '../auth/auth.repository';

/**
 * The server talks to payments only through this interface (ADR 009). Two implementations:
 * Stripe (stripe-provider.ts) when its keys are configured, and the offline test provider
 * (test-provider.ts), the default. Neither changes a user's plan directly: each turns what
 * happened at the provider into a PaymentEvent, and applyPaymentEvent (payment-events.ts) is
 * the one code path that moves plan and status, idempotently.
 */
export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  /**
   * Creates (or reuses the pending one) the user's subscription to `plan` with an incomplete
   * first payment, and returns what the payment form needs.
   */
  getOrCreateSubscription(user: UserRow, plan: PaidPlan): Promise<SubscriptionSetup>;
}

export type PaymentEventType =
  | 'subscription.created'
  | 'subscription.updated'
  | 'subscription.deleted'
  | 'invoice.paid'
  | 'invoice.payment_failed';

/** What happened at a provider, in provider-neutral terms. */
export interface PaymentEvent {
  provider: 'stripe' | 'test';
  /** The provider's event id: the idempotency key (a replay carries the same id). */
  id: string;
  type: PaymentEventType;
  /** When the provider says it happened (Stripe: event.created). */
  occurredAt: Date;
  subscriptionId: string | null;
  customerId: string | null;
  /** Our user id, from the provider object's metadata when present. */
  userId: string | null;
  /** The paid plan the subscription or invoice is for, when it could be determined. */
  plan: PaidPlan | null;
  /** The subscription's status (subscription.* events). */
  subscriptionStatus: string | null;
}

export type PaymentEventOutcome = 'applied' | 'ignored' | 'stale' | 'duplicate';

/** What a provider may record on the user (provider ids only, never plan or status). */
export interface ProviderIdStore {
  saveCustomerId(userId: string, customerId: string): Promise<void>;
  saveSubscriptionId(userId: string, subscriptionId: string): Promise<void>;
}
