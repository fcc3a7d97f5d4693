import { randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '../../../core/errors';
import type { PaidPlan } from '../../../core/plans';
import { TEST_CARD_DECLINED, type ZTestPaymentConfirmRequest } from '../../../core/schemas/subscriptions';
import type { UserRow } from '../auth/auth.repository';
import type { ApplyPaymentEvent } from './payment-events';
import type { PaymentProvider } from './payment-provider';
import type { SubscriptionsRepository } from './subscriptions.repository';
import type { z } from 'zod';

/** A pending test payment is reused for a day, like an incomplete Stripe subscription. */
const REUSE_MS = 23 * 3600_000;

export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
  /**
   * Confirms a pending test payment with a test card: 4242… succeeds and emits `invoice.paid`
   * through applyPaymentEvent; 4000…0002 is declined (402, the provider's message) and emits
   * `invoice.payment_failed`. Confirming an already paid payment again is a no-op success.
   */
  confirm(user: UserRow, body: z.output<typeof ZTestPaymentConfirmRequest>): Promise<{ status: 'succeeded'; plan: PaidPlan; subscriptionStatus: string }>;
}

/**
 * The offline provider (the default): the product's whole paid journey, with no account
 * anywhere and no network. Payments live in the test_payments table so that any instance
 * can confirm what another created.
 */
export function createTestPaymentProvider(repo: SubscriptionsRepository, applyPaymentEvent: ApplyPaymentEvent): TestPaymentProvider {
  return {
    name: 'test',

    async getOrCreateSubscription(user, plan) {
      const open = await repo.findOpenTestPayment(user.id, plan, new Date(Date.now() - REUSE_MS));
      const payment =
        open ??
        (await repo.insertTestPayment({
          userId: user.id,
          plan,
          clientSecret: `test_secret_${randomBytes(24).toString('base64url')}`,
          subscriptionId: `test_sub_${randomBytes(12).toString('hex')}`,
        }));
      return { provider: 'test', clientSecret: payment.clientSecret, plan: payment.plan };
    },

    async confirm(user, body) {
      const payment = await repo.findTestPaymentBySecret(body.clientSecret);
      if (!payment || payment.userId !== user.id) throw new AppError('NOT_FOUND', 'errors.notFound');
      const event = {
        provider: 'test' as const,
        occurredAt: new Date(),
        subscriptionId: payment.subscriptionId,
        customerId: null,
        userId: user.id,
        plan: payment.plan,
        subscriptionStatus: null,
      };

      if (payment.status !== 'succeeded' && body.cardNumber === TEST_CARD_DECLINED) {
        await repo.touchTestPayment(payment.id);
        await applyPaymentEvent({ ...event, id: `evt_${randomUUID()}`, type: 'invoice.payment_failed' });
        throw new AppError('PAYMENT_REQUIRED', 'errors.payment.cardDeclined');
      }

      await repo.markTestPaymentSucceeded(payment.id);
      // One event id per payment: a repeated confirmation is a replay, applied once.
      await applyPaymentEvent({ ...event, id: `evt_paid_${payment.id}`, type: 'invoice.paid' });
      return { status: 'succeeded', plan: payment.plan, subscriptionStatus: 'active' };
    },
  };
}
