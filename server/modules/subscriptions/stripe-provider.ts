import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { AppError } from '../../../core/errors';
import { PAID_PLANS, trialDaysFor, type PaidPlan } from '../../../core/plans';
import type { UserRow } from '../auth/auth.repository';
import type { InvoiceDetails, PaymentEvent, PaymentEventType, PaymentProvider, ProviderIdStore, SubscriptionDetails } from './payment-provider';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  prices: Record<PaidPlan, string>;
  /** Another API host (tests: a local stand-in), e.g. http://127.0.0.1:12111 */
  apiBase?: string;
}

export interface StripePaymentProvider extends PaymentProvider {
  readonly name: 'stripe';
  /**
   * Verifies a webhook delivery's Stripe-Signature against the raw body and turns the event
   * into a PaymentEvent; null for event types that move nothing. Throws 400 when the
   * signature is missing or wrong (then nothing may change).
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent | null;
}

const EVENT_TYPES: Partial<Record<string, PaymentEventType>> = {
  'customer.subscription.created': 'subscription.created',
  'customer.subscription.updated': 'subscription.updated',
  'customer.subscription.deleted': 'subscription.deleted',
  'invoice.paid': 'invoice.paid',
  'invoice.payment_failed': 'invoice.payment_failed',
};

/** Statuses of a subscription the user is paying for: a new one would be charged twice. */
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);

/** What a subscription's API answer carries: the confirmation secrets of a first payment or a trial's card. */
const EXPAND = ['latest_invoice.confirmation_secret', 'pending_setup_intent'];

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));
const dateOf = (seconds: number | null | undefined) => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);
/** Stripe amounts are in the currency's minor unit (cents for EUR). */
const decimalOf = (minor: number) => (minor / 100).toFixed(2);

/**
 * Period, cancel and trial of a subscription object. Since API version 2025-03 the period is
 * on the subscription's item; `cancel_at` (a cancel set for a date) counts as a cancel too.
 */
export function subscriptionDetails(subscription: Stripe.Subscription): SubscriptionDetails {
  const item = subscription.items?.data?.[0];
  const cancelAt = dateOf(subscription.cancel_at);
  return {
    currentPeriodEnd: cancelAt ?? dateOf(item?.current_period_end),
    cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end) || cancelAt !== null,
    trialEnd: subscription.status === 'trialing' ? dateOf(subscription.trial_end) : null,
    hasPaymentMethod: Boolean(subscription.default_payment_method),
  };
}

function invoiceDetails(invoice: Stripe.Invoice, type: PaymentEventType): InvoiceDetails {
  const period = invoice.lines?.data?.[0]?.period;
  return {
    id: invoice.id ?? '',
    amount: decimalOf(type === 'invoice.paid' ? (invoice.amount_paid ?? 0) : (invoice.amount_due ?? 0)),
    currency: (invoice.currency ?? 'eur').toUpperCase(),
    periodStart: dateOf(period?.start),
    periodEnd: dateOf(period?.end),
    url: invoice.hosted_invoice_url ?? null,
    number: invoice.number ?? null,
  };
}
const isPaidPlan = (value: unknown): value is PaidPlan => typeof value === 'string' && (PAID_PLANS as readonly string[]).includes(value);

function clientOptions(apiBase: string | undefined): ConstructorParameters<typeof Stripe>[1] {
  const options: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 1, timeout: 20_000, telemetry: false };
  if (!apiBase) return options;
  const url = new URL(apiBase);
  return { ...options, host: url.hostname, port: url.port || (url.protocol === 'http:' ? 80 : 443), protocol: url.protocol === 'http:' ? 'http' : 'https' };
}

/**
 * `StripeClient` is the stripe package's default export, passed in by the caller that imported it
 * (create-subscriptions.ts, only when Stripe is configured): a server on the test provider never
 * loads the package (~21 MB resident, ADR 072).
 */
export function createStripePaymentProvider(
  StripeClient: typeof Stripe,
  settings: StripeSettings,
  store: ProviderIdStore,
  log: FastifyBaseLogger,
): StripePaymentProvider {
  const stripe = new StripeClient(settings.secretKey, clientOptions(settings.apiBase));
  const planOfPrice = (priceId: string | null | undefined): PaidPlan | null =>
    PAID_PLANS.find((plan) => settings.prices[plan] === priceId) ?? null;
  const planOfSubscription = (subscription: Stripe.Subscription): PaidPlan | null =>
    planOfPrice(subscription.items?.data?.[0]?.price?.id) ?? (isPaidPlan(subscription.metadata?.plan) ? subscription.metadata.plan : null);

  /**
   * What the payment form confirms: the first invoice's payment, or for a trial (nothing to pay
   * yet) the SetupIntent that saves the card charged when the trial ends.
   */
  const setupOf = (subscription: Stripe.Subscription, plan: PaidPlan) => {
    const setupIntent = subscription.pending_setup_intent;
    if (subscription.status === 'trialing' && setupIntent && typeof setupIntent !== 'string' && setupIntent.client_secret) {
      const trialEnd = dateOf(subscription.trial_end);
      const trialDays = trialEnd ? Math.max(1, Math.round((trialEnd.getTime() - Date.now()) / 86_400_000)) : null;
      return { provider: 'stripe' as const, clientSecret: setupIntent.client_secret, publishableKey: settings.publishableKey, plan, intent: 'setup' as const, trialDays };
    }
    const invoice = subscription.latest_invoice;
    const secret = invoice && typeof invoice !== 'string' ? invoice.confirmation_secret?.client_secret : undefined;
    if (!secret) throw new AppError('SERVICE_UNAVAILABLE', 'errors.payment.providerUnavailable');
    return { provider: 'stripe' as const, clientSecret: secret, publishableKey: settings.publishableKey, plan, intent: 'payment' as const, trialDays: null };
  };

  /** A subscription object as a subscription.* event (webhooks, and the answers to our own updates). */
  const subscriptionEvent = (subscription: Stripe.Subscription, base: Pick<PaymentEvent, 'id' | 'type' | 'occurredAt'>): PaymentEvent => ({
    provider: 'stripe',
    ...base,
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer),
    userId: subscription.metadata?.userId ?? null,
    plan: planOfSubscription(subscription),
    subscriptionStatus: subscription.status,
    subscription: subscriptionDetails(subscription),
  });

  /**
   * Our own change, answered by Stripe, applied at once (the id marks it as ours). Stripe's
   * webhook for the same change follows with an older timestamp and is then recorded as stale.
   */
  const syncEvent = (subscription: Stripe.Subscription, type: PaymentEventType) =>
    subscriptionEvent(subscription, { id: `sync_${randomUUID()}`, type, occurredAt: new Date() });

  /** The user's Stripe subscription while it is live, else a 409 (nothing to cancel or resume). */
  function liveSubscriptionId(user: UserRow): string {
    const id = user.stripeSubscriptionId;
    if (!id?.startsWith('sub_')) throw new AppError('CONFLICT', 'errors.subscription.none');
    return id;
  }

  /** Stripe's failures are not the user's: logged, then 503 with a try-again message. */
  async function call<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      if (error instanceof AppError) throw error;
      log.error({ err: error }, 'Stripe request failed');
      throw new AppError('SERVICE_UNAVAILABLE', 'errors.payment.providerUnavailable');
    }
  }

  async function existingSubscription(id: string): Promise<Stripe.Subscription | null> {
    try {
      return await stripe.subscriptions.retrieve(id, { expand: EXPAND });
    } catch (error) {
      // A subscription of another account or mode (e.g. keys changed): start afresh.
      if (error instanceof StripeClient.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
      throw error;
    }
  }

  return {
    name: 'stripe',

    async getOrCreateSubscription(user: UserRow, plan: PaidPlan) {
      return call(async () => {
        let customerId = user.stripeCustomerId;
        if (!customerId) {
          const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || undefined;
          // Keyed by user: a retry after a lost answer gets the same customer, not a second one.
          const customer = await stripe.customers.create({ email: user.email, name, metadata: { userId: user.id } }, { idempotencyKey: `acasa-customer-${user.id}` });
          customerId = customer.id;
          await store.saveCustomerId(user.id, customerId);
        }

        const previous = user.stripeSubscriptionId?.startsWith('sub_') ? await existingSubscription(user.stripeSubscriptionId) : null;
        if (previous) {
          const previousPlan = planOfSubscription(previous);
          if (previous.status === 'incomplete' && previousPlan === plan) return setupOf(previous, plan);
          // A trial whose card was never saved: the same setup, continued.
          if (previous.status === 'trialing' && !previous.default_payment_method && previousPlan === plan) return setupOf(previous, plan);
          if (LIVE_STATUSES.has(previous.status)) {
            throw new AppError('CONFLICT', previousPlan === plan ? 'errors.subscription.alreadyOnPlan' : 'errors.subscription.changeNotSupported');
          }
        }

        // One trial per account (core/plans.ts): the card is saved now and charged when it ends;
        // without a card by then, Stripe cancels the subscription instead of billing.
        const trialDays = trialDaysFor(plan, user);
        const subscription = await stripe.subscriptions.create(
          {
            customer: customerId,
            items: [{ price: settings.prices[plan] }],
            payment_behavior: 'default_incomplete',
            payment_settings: { save_default_payment_method: 'on_subscription' },
            metadata: { userId: user.id, plan },
            ...(trialDays ? { trial_period_days: trialDays, trial_settings: { end_behavior: { missing_payment_method: 'cancel' } } } : {}),
            expand: EXPAND,
          },
          // The same state (user, plan, previous subscription, trial) asks for the same subscription.
          { idempotencyKey: `acasa-subscription-${user.id}-${plan}-${user.stripeSubscriptionId ?? 'none'}${trialDays ? '-trial' : ''}` },
        );
        await store.saveSubscriptionId(user.id, subscription.id);
        return setupOf(subscription, plan);
      });
    },

    setCancelAtPeriodEnd(user, cancel) {
      return call(async () => {
        const id = liveSubscriptionId(user);
        const subscription = await stripe.subscriptions.update(id, { cancel_at_period_end: cancel });
        return syncEvent(subscription, 'subscription.updated');
      });
    },

    cancelNow(user) {
      return call(async () => {
        const id = user.stripeSubscriptionId;
        if (!id?.startsWith('sub_')) return null;
        const current = await existingSubscription(id);
        if (!current || !LIVE_STATUSES.has(current.status)) return null;
        // Now, not at the period's end: no further charge once the account is gone.
        return syncEvent(await stripe.subscriptions.cancel(id), 'subscription.deleted');
      });
    },

    parseWebhook(rawBody, signature) {
      if (!signature) throw new AppError('VALIDATION_ERROR', 'errors.webhook.invalidSignature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch {
        throw new AppError('VALIDATION_ERROR', 'errors.webhook.invalidSignature');
      }
      const type = EVENT_TYPES[event.type];
      if (!type) return null;
      const base = { provider: 'stripe' as const, id: event.id, type, occurredAt: new Date(event.created * 1000) };

      if (type.startsWith('subscription.')) return subscriptionEvent(event.data.object as Stripe.Subscription, base);
      const invoice = event.data.object as Stripe.Invoice;
      const details = invoice.parent?.subscription_details ?? null;
      const metadata = details?.metadata ?? {};
      return {
        ...base,
        subscriptionId: idOf(details?.subscription),
        customerId: idOf(invoice.customer),
        userId: metadata.userId ?? null,
        plan: planOfPrice(idOf(invoice.lines?.data?.[0]?.pricing?.price_details?.price)) ?? (isPaidPlan(metadata.plan) ? metadata.plan : null),
        subscriptionStatus: null,
        invoice: invoiceDetails(invoice, type),
      };
    },
  };
}
