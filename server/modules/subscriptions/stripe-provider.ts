import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { AppError } from '../../../core/errors';
import { PAID_PLANS, type PaidPlan } from '../../../core/plans';
import type { UserRow } from '../auth/auth.repository';
import type { PaymentEvent, PaymentEventType, PaymentProvider, ProviderIdStore } from './payment-provider';

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

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));
const isPaidPlan = (value: unknown): value is PaidPlan => typeof value === 'string' && (PAID_PLANS as readonly string[]).includes(value);

function clientOptions(apiBase: string | undefined): ConstructorParameters<typeof Stripe>[1] {
  const options: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 1, timeout: 20_000, telemetry: false };
  if (!apiBase) return options;
  const url = new URL(apiBase);
  return { ...options, host: url.hostname, port: url.port || (url.protocol === 'http:' ? 80 : 443), protocol: url.protocol === 'http:' ? 'http' : 'https' };
}

export function createStripePaymentProvider(settings: StripeSettings, store: ProviderIdStore, log: FastifyBaseLogger): StripePaymentProvider {
  const stripe = new Stripe(settings.secretKey, clientOptions(settings.apiBase));
  const planOfPrice = (priceId: string | null | undefined): PaidPlan | null =>
    PAID_PLANS.find((plan) => settings.prices[plan] === priceId) ?? null;
  const planOfSubscription = (subscription: Stripe.Subscription): PaidPlan | null =>
    planOfPrice(subscription.items?.data?.[0]?.price?.id) ?? (isPaidPlan(subscription.metadata?.plan) ? subscription.metadata.plan : null);

  const clientSecretOf = (subscription: Stripe.Subscription): string => {
    const invoice = subscription.latest_invoice;
    const secret = invoice && typeof invoice !== 'string' ? invoice.confirmation_secret?.client_secret : undefined;
    if (!secret) throw new AppError('SERVICE_UNAVAILABLE', 'errors.payment.providerUnavailable');
    return secret;
  };

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
      return await stripe.subscriptions.retrieve(id, { expand: ['latest_invoice.confirmation_secret'] });
    } catch (error) {
      // A subscription of another account or mode (e.g. keys changed): start afresh.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
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
          if (previous.status === 'incomplete' && previousPlan === plan) {
            return { provider: 'stripe' as const, clientSecret: clientSecretOf(previous), publishableKey: settings.publishableKey, plan };
          }
          if (LIVE_STATUSES.has(previous.status)) {
            throw new AppError('CONFLICT', previousPlan === plan ? 'errors.subscription.alreadyOnPlan' : 'errors.subscription.changeNotSupported');
          }
        }

        const subscription = await stripe.subscriptions.create(
          {
            customer: customerId,
            items: [{ price: settings.prices[plan] }],
            payment_behavior: 'default_incomplete',
            payment_settings: { save_default_payment_method: 'on_subscription' },
            metadata: { userId: user.id, plan },
            expand: ['latest_invoice.confirmation_secret'],
          },
          // The same state (user, plan, previous subscription) asks for the same subscription.
          { idempotencyKey: `acasa-subscription-${user.id}-${plan}-${user.stripeSubscriptionId ?? 'none'}` },
        );
        await store.saveSubscriptionId(user.id, subscription.id);
        return { provider: 'stripe' as const, clientSecret: clientSecretOf(subscription), publishableKey: settings.publishableKey, plan };
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

      if (type.startsWith('subscription.')) {
        const subscription = event.data.object as Stripe.Subscription;
        return {
          ...base,
          subscriptionId: subscription.id,
          customerId: idOf(subscription.customer),
          userId: subscription.metadata?.userId ?? null,
          plan: planOfSubscription(subscription),
          subscriptionStatus: subscription.status,
        };
      }
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
      };
    },
  };
}
