import { and, count, desc, eq, gt, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Plan } from '../../../core/constants';
import type { PaidPlan } from '../../../core/plans';
import type { Database } from '../../db/client';
import { paymentEvents, payments, testPayments, testSubscriptions, users } from '../../db/schema';
import type { Transaction } from '../../jobs/sql-executor';
import type { PaymentEvent, PaymentEventOutcome } from './payment-provider';

export interface SubscriptionState {
  id: string;
  subscriptionPlan: Plan;
  subscriptionStatus: string | null;
  stripeSubscriptionId: string | null;
  trialUsedAt: Date | null;
}

export interface SubscriptionChange {
  subscriptionPlan?: Plan;
  subscriptionStatus?: string;
  stripeSubscriptionId?: string;
  subscriptionPeriodEnd?: Date | null;
  subscriptionCancelAtPeriodEnd?: boolean;
  subscriptionTrialEnd?: Date | null;
  trialUsedAt?: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type TestPaymentRow = typeof testPayments.$inferSelect;
export type TestSubscriptionRow = typeof testSubscriptions.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** Statuses of a test subscription that still renews or ends on its own. */
const LIVE_TEST_STATUSES = ['trialing', 'active'] as const;

/** The receipt e-mail of a paid invoice, queued in the payment's transaction (ADR 025). */
export interface PaymentNotifier {
  paymentReceived(tx: Transaction, payment: { userId: string; paymentId: string; invoiceKey: string }): Promise<unknown>;
  nudge(): void;
}

export function createSubscriptionsRepository(db: Database, notifier?: PaymentNotifier) {
  return {
    /**
     * Records the event and applies the change `decide` picks for its user, in one
     * transaction: the event row and the user update commit together or not at all, so a
     * replay (same event id) can never apply twice, and a failure leaves the event
     * unrecorded for the provider's retry. The user row is locked, so concurrent events of
     * one user are applied one after the other.
     */
    async recordAndApply(
      event: PaymentEvent,
      decide: (user: SubscriptionState) => SubscriptionChange | null,
    ): Promise<{ outcome: PaymentEventOutcome; userId: string | null }> {
      let hasReceipt = false;
      const result = await db.transaction(async (tx) => {
        const columns = {
          id: users.id,
          subscriptionPlan: users.subscriptionPlan,
          subscriptionStatus: users.subscriptionStatus,
          stripeSubscriptionId: users.stripeSubscriptionId,
          trialUsedAt: users.trialUsedAt,
        };
        let user: SubscriptionState | undefined;
        if (event.userId && UUID.test(event.userId)) {
          [user] = await tx.select(columns).from(users).where(eq(users.id, event.userId)).for('update');
        }
        if (!user && event.customerId) {
          [user] = await tx.select(columns).from(users).where(eq(users.stripeCustomerId, event.customerId)).limit(1).for('update');
        }

        let outcome: Exclude<PaymentEventOutcome, 'duplicate'> = 'ignored';
        let change: SubscriptionChange | null = null;
        if (user) {
          const [newer] = await tx
            .select({ id: paymentEvents.eventId })
            .from(paymentEvents)
            .where(and(eq(paymentEvents.userId, user.id), eq(paymentEvents.outcome, 'applied'), gt(paymentEvents.occurredAt, event.occurredAt)))
            .limit(1);
          if (newer) outcome = 'stale';
          else {
            change = decide(user);
            if (change) outcome = 'applied';
          }
        }

        const inserted = await tx
          .insert(paymentEvents)
          .values({
            eventId: `${event.provider}:${event.id}`,
            provider: event.provider,
            type: event.type,
            userId: user?.id ?? null,
            subscriptionId: event.subscriptionId,
            occurredAt: event.occurredAt,
            outcome,
          })
          .onConflictDoNothing()
          .returning({ eventId: paymentEvents.eventId });
        if (inserted.length === 0) return { outcome: 'duplicate' as const, userId: user?.id ?? null };
        if (user && change) await tx.update(users).set({ ...change, updatedAt: sql`now()` }).where(eq(users.id, user.id));
        // A payment happened whatever it changes now (even stale): every invoice with an amount is kept.
        if (event.invoice && Number(event.invoice.amount) > 0) {
          const status = event.type === 'invoice.paid' ? 'paid' : 'failed';
          const invoiceKey = `${event.provider}:${event.invoice.id}`;
          const [payment] = await tx
            .insert(payments)
            .values({
              invoiceKey,
              provider: event.provider,
              userId: user?.id ?? null,
              subscriptionId: event.subscriptionId,
              plan: event.plan,
              amount: event.invoice.amount,
              currency: event.invoice.currency,
              status,
              periodStart: event.invoice.periodStart,
              periodEnd: event.invoice.periodEnd,
              invoiceUrl: event.invoice.url,
              invoiceNumber: event.invoice.number,
              occurredAt: event.occurredAt,
            })
            // Retried invoices: a failure then a success is one paid row; a late failure never unpays it.
            .onConflictDoUpdate({
              target: payments.invoiceKey,
              set: {
                status: sql`case when ${payments.status} = 'paid' then 'paid' else excluded.status end`,
                amount: sql`case when ${payments.status} = 'paid' then ${payments.amount} else excluded.amount end`,
                occurredAt: sql`case when ${payments.status} = 'paid' then ${payments.occurredAt} else excluded.occurred_at end`,
                invoiceUrl: sql`coalesce(excluded.invoice_url, ${payments.invoiceUrl})`,
                userId: sql`coalesce(${payments.userId}, excluded.user_id)`,
              },
            })
            .returning({ id: payments.id, status: payments.status, userId: payments.userId });
          // One receipt per invoice: its job id comes from the invoice, so a repeated event adds none.
          if (notifier && payment?.status === 'paid' && payment.userId) {
            await notifier.paymentReceived(tx, { userId: payment.userId, paymentId: payment.id, invoiceKey });
            hasReceipt = true;
          }
        }
        return { outcome, userId: user?.id ?? null };
      });
      if (hasReceipt) notifier?.nudge();
      return result;
    },

    async findUser(userId: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },

    /** One page of a user's payments, newest first (index payments(user_id, occurred_at)). */
    async listPayments(userId: string, page: { limit: number; offset: number }): Promise<{ rows: PaymentRow[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(payments)
          .where(eq(payments.userId, userId))
          .orderBy(desc(payments.occurredAt), desc(payments.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(payments).where(eq(payments.userId, userId)),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** Creates the test subscription a confirmed test payment starts (again: a no-op). */
    async insertTestSubscription(values: typeof testSubscriptions.$inferInsert) {
      await db.insert(testSubscriptions).values(values).onConflictDoNothing();
    },

    async findTestSubscription(id: string): Promise<TestSubscriptionRow | undefined> {
      const [row] = await db.select().from(testSubscriptions).where(eq(testSubscriptions.id, id)).limit(1);
      return row;
    },

    /** A new subscription replaces the user's others (an upgrade): they neither renew nor end later. */
    async endOtherTestSubscriptions(userId: string, keepId: string, at: Date) {
      await db
        .update(testSubscriptions)
        .set({ status: 'canceled', endedAt: at, updatedAt: sql`now()` })
        .where(and(eq(testSubscriptions.userId, userId), ne(testSubscriptions.id, keepId), inArray(testSubscriptions.status, [...LIVE_TEST_STATUSES])));
    },

    async updateTestSubscription(id: string, values: Partial<Omit<typeof testSubscriptions.$inferInsert, 'id' | 'userId'>>): Promise<TestSubscriptionRow | undefined> {
      const [row] = await db.update(testSubscriptions).set({ ...values, updatedAt: sql`now()` }).where(eq(testSubscriptions.id, id)).returning();
      return row;
    },

    /** Live test subscriptions whose period is over at `now`, oldest first (index on status, period end). */
    dueTestSubscriptions: (now: Date, limit: number): Promise<TestSubscriptionRow[]> =>
      db
        .select()
        .from(testSubscriptions)
        .where(and(inArray(testSubscriptions.status, [...LIVE_TEST_STATUSES]), lte(testSubscriptions.currentPeriodEnd, now)))
        .orderBy(testSubscriptions.currentPeriodEnd)
        .limit(limit),

    async saveCustomerId(userId: string, customerId: string) {
      await db.update(users).set({ stripeCustomerId: customerId, updatedAt: sql`now()` }).where(eq(users.id, userId));
    },

    async saveSubscriptionId(userId: string, subscriptionId: string) {
      await db.update(users).set({ stripeSubscriptionId: subscriptionId, updatedAt: sql`now()` }).where(eq(users.id, userId));
    },

    /** The user's newest unpaid test payment for `plan` created after `since`. */
    async findOpenTestPayment(userId: string, plan: PaidPlan, since: Date): Promise<TestPaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(testPayments)
        .where(
          and(
            eq(testPayments.userId, userId),
            eq(testPayments.plan, plan),
            eq(testPayments.status, 'requires_payment_method'),
            gte(testPayments.createdAt, since),
          ),
        )
        .orderBy(desc(testPayments.createdAt))
        .limit(1);
      return row;
    },

    async insertTestPayment(values: typeof testPayments.$inferInsert): Promise<TestPaymentRow> {
      const [row] = await db.insert(testPayments).values(values).returning();
      return row;
    },

    async findTestPaymentBySecret(clientSecret: string): Promise<TestPaymentRow | undefined> {
      const [row] = await db.select().from(testPayments).where(eq(testPayments.clientSecret, clientSecret)).limit(1);
      return row;
    },

    async markTestPaymentSucceeded(id: string) {
      await db.update(testPayments).set({ status: 'succeeded', updatedAt: sql`now()` }).where(eq(testPayments.id, id));
    },

    async touchTestPayment(id: string) {
      await db.update(testPayments).set({ updatedAt: sql`now()` }).where(eq(testPayments.id, id));
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
