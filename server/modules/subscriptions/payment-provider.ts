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
  /**
   * Asks the provider to cancel the user's subscription at the end of the paid period (true) or
   * to keep renewing it (false, a resume), and answers the subscription's new state as an event
   * for applyPaymentEvent: the same path as the provider's own notification of the change.
   */
  setCancelAtPeriodEnd(user: UserRow, cancel: boolean): Promise<PaymentEvent>;
  /** Ends the user's live subscription now (the account is being deleted); null when there is none. */
  cancelNow(user: UserRow): Promise<PaymentEvent | null>;
}

/** A subscription's state as a subscription.* event carries it. */
export interface SubscriptionDetails {
  /** End of the current period: the next renewal, or the end after a cancel. */
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  trialEnd: Date | null;
  /** Whether a card is saved to charge when a trial ends (a trial starts only with one). */
  hasPaymentMethod: boolean;
}

/** An invoice as an invoice.* event carries it (one row of the user's past payments). */
export interface InvoiceDetails {
  id: string;
  /** Decimal string in `currency` (paid for invoice.paid, due for invoice.payment_failed). */
  amount: string;
  /** ISO code, upper case. */
  currency: string;
  periodStart: Date | null;
  periodEnd: Date | null;
  url: string | null;
  number: string | null;
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
  /** subscription.* events: period, cancel and trial. */
  subscription?: SubscriptionDetails;
  /** invoice.* events: the invoice. */
  invoice?: InvoiceDetails;
}

export type PaymentEventOutcome = 'applied' | 'ignored' | 'stale' | 'duplicate';

/** What a provider may record on the user (provider ids only, never plan or status). */
export interface ProviderIdStore {
  saveCustomerId(userId: string, customerId: string): Promise<void>;
  saveSubscriptionId(userId: string, subscriptionId: string): Promise<void>;
}
