import { AppError } from '../../../core/errors';
import { effectivePlan, PLAN_DEFINITIONS, type PaidPlan } from '../../../core/plans';
import type { Payment, PaymentPage, SubscriptionSetup, SubscriptionSummary, ZTestPaymentConfirmRequest } from '../../../core/schemas/subscriptions';
import type { UserRow } from '../auth/auth.repository';
import type { ApplyPaymentEvent } from './payment-events';
import type { PaymentEventOutcome } from './payment-provider';
import type { StripePaymentProvider } from './stripe-provider';
import type { PaymentRow, SubscriptionsRepository } from './subscriptions.repository';
import type { TestPaymentProvider } from './test-provider';
import type { z } from 'zod';

const notFound = () => new AppError('NOT_FOUND', 'errors.notFound');

/** Statuses under which a provider subscription still renews, can be cancelled or resumed. */
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    date: row.occurredAt.toISOString(),
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    plan: row.plan,
    periodStart: iso(row.periodStart),
    periodEnd: iso(row.periodEnd),
    invoiceNumber: row.invoiceNumber,
    invoiceUrl: row.invoiceUrl,
  };
}

/** The plan card's facts for a user row (no provider call: webhooks keep the row current). */
export function summaryOf(user: UserRow, now: Date = new Date()): SubscriptionSummary {
  const isProviderManaged = Boolean(user.stripeSubscriptionId) && user.subscriptionPlan !== 'free';
  const isLive = isProviderManaged && LIVE_STATUSES.has(user.subscriptionStatus ?? '');
  const periodEnd = user.subscriptionPeriodEnd;
  const isCancelled = user.subscriptionCancelAtPeriodEnd;
  const plan = user.subscriptionPlan;
  return {
    plan,
    status: user.subscriptionStatus,
    effectivePlan: effectivePlan(user),
    isTrial: user.subscriptionStatus === 'trialing',
    trialEnd: user.subscriptionStatus === 'trialing' ? iso(user.subscriptionTrialEnd ?? periodEnd) : null,
    currentPeriodEnd: iso(periodEnd),
    cancelAtPeriodEnd: isCancelled,
    nextPayment:
      isLive && !isCancelled && periodEnd && plan !== 'free'
        ? { date: periodEnd.toISOString(), amount: PLAN_DEFINITIONS[plan].priceEur.toFixed(2), currency: 'EUR' }
        : null,
    canCancel: isLive && !isCancelled,
    canResume: isLive && isCancelled && (periodEnd === null || periodEnd > now),
  };
}

export function createSubscriptionsService(
  provider: StripePaymentProvider | TestPaymentProvider,
  applyPaymentEvent: ApplyPaymentEvent,
  repo: SubscriptionsRepository,
) {
  /** Asks the provider, applies its answer through the one event path, answers the new state. */
  async function changeCancel(user: UserRow, cancel: boolean): Promise<SubscriptionSummary> {
    const current = summaryOf(user);
    if (cancel ? !current.canCancel : !current.canResume) {
      throw new AppError('CONFLICT', cancel ? 'errors.subscription.notCancellable' : 'errors.subscription.notResumable');
    }
    await applyPaymentEvent(await provider.setCancelAtPeriodEnd(user, cancel));
    const updated = await repo.findUser(user.id);
    if (!updated) throw notFound();
    return summaryOf(updated);
  }

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

    /** GET /api/subscription */
    summary: (user: UserRow) => summaryOf(user),

    /** POST /api/subscription/cancel: at the end of the paid period (or the trial: nothing is charged). */
    cancel: (user: UserRow) => changeCancel(user, true),

    /** POST /api/subscription/resume: before the period ends, the subscription renews again. */
    resume: (user: UserRow) => changeCancel(user, false),

    /** GET /api/subscription/payments */
    async payments(user: UserRow, query: { page: number; pageSize: number }): Promise<PaymentPage> {
      const { rows, total } = await repo.listPayments(user.id, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
      return { items: rows.map(toPayment), total, page: query.page, pageSize: query.pageSize };
    },

    /** Every payment of a user (the data export). */
    async allPayments(userId: string): Promise<Payment[]> {
      const { rows } = await repo.listPayments(userId, { limit: 10_000, offset: 0 });
      return rows.map(toPayment);
    },

    /**
     * Ends the user's subscription at once, through the provider and the event path (account
     * deletion): nothing is charged after the account is gone. A provider failure throws, so
     * the account is not deleted while a subscription could still bill it.
     */
    async endNow(user: UserRow): Promise<void> {
      const event = await provider.cancelNow(user);
      if (event) await applyPaymentEvent(event);
    },

    /** The test provider's clock (renewals, ends after a cancel); nothing with Stripe, whose clock is Stripe's. */
    runClock: (now?: Date) => (provider.name === 'test' ? provider.runClock(now) : Promise.resolve(0)),
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
