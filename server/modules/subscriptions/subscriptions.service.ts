import { AppError } from '../../../core/errors';
import type { PaidPlan } from '../../../core/plans';
import type { SubscriptionSetup, ZTestPaymentConfirmRequest } from '../../../core/schemas/subscriptions';
import type { UserRow } from '../auth/auth.repository';
import type { ApplyPaymentEvent } from './payment-events';
import type { PaymentEventOutcome } from './payment-provider';
import type { StripePaymentProvider } from './stripe-provider';
import type { TestPaymentProvider } from './test-provider';
import type { z } from 'zod';

const notFound = () => new AppError('NOT_FOUND', 'errors.notFound');

export function createSubscriptionsService(provider: StripePaymentProvider | TestPaymentProvider, applyPaymentEvent: ApplyPaymentEvent) {
  return {
    providerName: provider.name,
    applyPaymentEvent,

    /** POST /api/get-or-create-subscription */
    async getOrCreate(user: UserRow, plan: PaidPlan): Promise<SubscriptionSetup> {
      const isPaying = user.subscriptionStatus === 'active' || user.subscriptionStatus === 'trialing';
      if (user.subscriptionPlan === plan && isPaying) throw new AppError('CONFLICT', 'errors.subscription.alreadyOnPlan');
      return provider.getOrCreateSubscription(user, plan);
    },

    /** POST /api/subscriptions/test/confirm: exists only while the offline test provider is in use. */
    async confirmTestPayment(user: UserRow, body: z.output<typeof ZTestPaymentConfirmRequest>) {
      if (provider.name !== 'test') throw notFound();
      return provider.confirm(user, body);
    },

    /** POST /api/stripe/webhook: verified, then applied once; exists only with Stripe configured. */
    async handleStripeWebhook(rawBody: Buffer, signature: string | undefined): Promise<PaymentEventOutcome | 'unhandled'> {
      if (provider.name !== 'stripe') throw notFound();
      const event = provider.parseWebhook(rawBody, signature);
      return event ? applyPaymentEvent(event) : 'unhandled';
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
