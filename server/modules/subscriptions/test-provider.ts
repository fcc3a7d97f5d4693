import { randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '../../../core/errors';
import { PLAN_DEFINITIONS, trialDaysFor, type PaidPlan } from '../../../core/plans';
import { TEST_CARD_DECLINED, type ZTestPaymentConfirmRequest } from '../../../core/schemas/subscriptions';
import type { UserRow } from '../auth/auth.repository';
import { addDays, addMonthsUtc } from './billing-period';
import type { ApplyPaymentEvent } from './payment-events';
import type { PaymentEvent, PaymentProvider } from './payment-provider';
import type { SubscriptionsRepository, TestSubscriptionRow } from './subscriptions.repository';
import type { z } from 'zod';

/** A pending test payment is reused for a day, like an incomplete Stripe subscription. */
const REUSE_MS = 23 * 3600_000;
/** Test subscriptions the clock handles per pass; it loops until none is due. */
const CLOCK_BATCH = 100;

export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
  /**
   * Confirms a pending test payment with a test card: 4242… succeeds, starts the test
   * subscription and emits `invoice.paid` (or, for a trial, `subscription.updated` trialing)
   * through applyPaymentEvent; 4000…0002 is declined (402, the provider's message) and emits
   * `invoice.payment_failed`, except for a trial, which charges nothing today and so saves
   * either card. Confirming an already paid payment again is a no-op success.
   */
  confirm(user: UserRow, body: z.output<typeof ZTestPaymentConfirmRequest>): Promise<{ status: 'succeeded'; plan: PaidPlan; subscriptionStatus: string }>;
  /**
   * The provider's clock, as Stripe's runs: every live test subscription whose period is over at
   * `now` renews (`invoice.paid` for the next month) or, when cancelled, ends
   * (`subscription.deleted`, the plan drops to Free). Event ids are fixed per period, so two
   * instances running it at once apply each event once. Answers how many events it emitted.
   */
  runClock(now?: Date): Promise<number>;
}

const priceOf = (plan: PaidPlan) => PLAN_DEFINITIONS[plan].priceEur.toFixed(2);

function subscriptionEvent(row: TestSubscriptionRow, type: PaymentEvent['type'], id: string, occurredAt: Date, status: string): PaymentEvent {
  return {
    provider: 'test',
    id,
    type,
    occurredAt,
    subscriptionId: row.id,
    customerId: null,
    userId: row.userId,
    plan: row.plan,
    subscriptionStatus: status,
    subscription: {
      currentPeriodEnd: row.currentPeriodEnd,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      trialEnd: row.trialEnd,
      hasPaymentMethod: true,
    },
  };
}

function invoicePaidEvent(row: Pick<TestSubscriptionRow, 'id' | 'userId' | 'plan'>, id: string, invoiceId: string, periodStart: Date, periodEnd: Date): PaymentEvent {
  return {
    provider: 'test',
    id,
    type: 'invoice.paid',
    occurredAt: periodStart,
    subscriptionId: row.id,
    customerId: null,
    userId: row.userId,
    plan: row.plan,
    subscriptionStatus: null,
    invoice: { id: invoiceId, amount: priceOf(row.plan), currency: 'EUR', periodStart, periodEnd, url: null, number: null },
  };
}

/**
 * The offline provider (the default): the product's whole paid journey, with no account
 * anywhere and no network. Payments and subscriptions live in the test_payments and
 * test_subscriptions tables so that any instance can continue what another started.
 */
export function createTestPaymentProvider(repo: SubscriptionsRepository, applyPaymentEvent: ApplyPaymentEvent): TestPaymentProvider {
  /** The user's current test subscription while it is live, else a 409. */
  async function liveSubscription(user: UserRow): Promise<TestSubscriptionRow> {
    const id = user.stripeSubscriptionId;
    const row = id?.startsWith('test_sub_') ? await repo.findTestSubscription(id) : undefined;
    if (!row || row.userId !== user.id || row.status === 'canceled') throw new AppError('CONFLICT', 'errors.subscription.none');
    return row;
  }

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
      const trialDays = trialDaysFor(payment.plan, user);
      return { provider: 'test', clientSecret: payment.clientSecret, plan: payment.plan, intent: trialDays ? 'setup' : 'payment', trialDays };
    },

    async confirm(user, body) {
      const payment = await repo.findTestPaymentBySecret(body.clientSecret);
      if (!payment || payment.userId !== user.id) throw new AppError('NOT_FOUND', 'errors.notFound');
      const now = new Date();
      const trialDays = trialDaysFor(payment.plan, user);

      // The declined card is declined when it is charged. A trial charges nothing today (€0 is
      // never sent as a charge; Stripe saves the card with a SetupIntent): it is only saved, and
      // the trial starts with either card (issue 20: a card was refused for a free trial).
      if (payment.status !== 'succeeded' && body.cardNumber === TEST_CARD_DECLINED && !trialDays) {
        await repo.touchTestPayment(payment.id);
        await applyPaymentEvent({
          provider: 'test',
          id: `evt_${randomUUID()}`,
          type: 'invoice.payment_failed',
          occurredAt: now,
          subscriptionId: payment.subscriptionId,
          customerId: null,
          userId: user.id,
          plan: payment.plan,
          subscriptionStatus: null,
        });
        throw new AppError('PAYMENT_REQUIRED', 'errors.payment.cardDeclined');
      }

      if (payment.status === 'succeeded') {
        // A repeated confirmation is a replay: the same events again, applied once.
        const existing = await repo.findTestSubscription(payment.subscriptionId);
        return { status: 'succeeded', plan: payment.plan, subscriptionStatus: existing?.status === 'trialing' ? 'trialing' : 'active' };
      }

      await repo.markTestPaymentSucceeded(payment.id);
      const periodEnd = trialDays ? addDays(now, trialDays) : addMonthsUtc(now, 1);
      const row: TestSubscriptionRow = {
        id: payment.subscriptionId,
        userId: user.id,
        plan: payment.plan,
        status: trialDays ? 'trialing' : 'active',
        currentPeriodStart: now,
        currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd: false,
        trialEnd: trialDays ? periodEnd : null,
        endedAt: null,
        createdAt: now,
        updatedAt: now,
      };
      await repo.insertTestSubscription(row);
      await repo.endOtherTestSubscriptions(user.id, row.id, now);
      // One event id per payment: a repeated confirmation is a replay, applied once.
      await applyPaymentEvent(
        trialDays
          ? subscriptionEvent(row, 'subscription.updated', `evt_trial_${payment.id}`, now, 'trialing')
          : invoicePaidEvent(row, `evt_paid_${payment.id}`, `test_in_${payment.id}`, now, periodEnd),
      );
      return { status: 'succeeded', plan: payment.plan, subscriptionStatus: row.status };
    },

    async setCancelAtPeriodEnd(user, cancel) {
      const current = await liveSubscription(user);
      const row = (await repo.updateTestSubscription(current.id, { cancelAtPeriodEnd: cancel })) ?? current;
      return subscriptionEvent(row, 'subscription.updated', `evt_${randomUUID()}`, new Date(), row.status);
    },

    async cancelNow(user) {
      const id = user.stripeSubscriptionId;
      const current = id?.startsWith('test_sub_') ? await repo.findTestSubscription(id) : undefined;
      if (!current || current.status === 'canceled') return null;
      const now = new Date();
      const row = (await repo.updateTestSubscription(current.id, { status: 'canceled', endedAt: now })) ?? current;
      return subscriptionEvent(row, 'subscription.deleted', `evt_${randomUUID()}`, now, 'canceled');
    },

    async runClock(now = new Date()) {
      let emitted = 0;
      for (;;) {
        const due = await repo.dueTestSubscriptions(now, CLOCK_BATCH);
        if (due.length === 0) return emitted;
        for (const row of due) {
          const end = row.currentPeriodEnd;
          // The event first (idempotent by its id), then the row: a crash between the two
          // repeats the event on the next pass, which applies it once.
          if (row.cancelAtPeriodEnd) {
            await applyPaymentEvent(subscriptionEvent({ ...row, status: 'canceled' }, 'subscription.deleted', `evt_end_${row.id}`, end, 'canceled'));
            await repo.updateTestSubscription(row.id, { status: 'canceled', endedAt: end });
          } else {
            const next = addMonthsUtc(end, 1);
            const key = `${row.id}_${end.getTime()}`;
            await applyPaymentEvent(invoicePaidEvent(row, `evt_renew_${key}`, `test_in_${key}`, end, next));
            await repo.updateTestSubscription(row.id, { status: 'active', currentPeriodStart: end, currentPeriodEnd: next, trialEnd: null });
          }
          emitted += 1;
        }
      }
    },
  };
}
