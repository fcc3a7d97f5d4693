import { and, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Plan } from '../../../core/constants';
import type { PaidPlan } from '../../../core/plans';
import type { Database } from '../../db/client';
import { paymentEvents, testPayments, users } from '../../db/schema';
import type { PaymentEvent, PaymentEventOutcome } from './payment-provider';

export interface SubscriptionState {
  id: string;
  subscriptionPlan: Plan;
  subscriptionStatus: string | null;
  stripeSubscriptionId: string | null;
}

export interface SubscriptionChange {
  subscriptionPlan?: Plan;
  subscriptionStatus?: string;
  stripeSubscriptionId?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type TestPaymentRow = typeof testPayments.$inferSelect;

export function createSubscriptionsRepository(db: Database) {
  return {
    /**
     * Records the event and applies the change `decide` picks for its user, in one
     * transaction: the event row and the user update commit together or not at all, so a
     * replay (same event id) can never apply twice, and a failure leaves the event
     * unrecorded for the provider's retry. The user row is locked, so concurrent events of
     * one user are applied one after the other.
     */
    recordAndApply(
      event: PaymentEvent,
      decide: (user: SubscriptionState) => SubscriptionChange | null,
    ): Promise<{ outcome: PaymentEventOutcome; userId: string | null }> {
      return db.transaction(async (tx) => {
        const columns = {
          id: users.id,
          subscriptionPlan: users.subscriptionPlan,
          subscriptionStatus: users.subscriptionStatus,
          stripeSubscriptionId: users.stripeSubscriptionId,
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
        return { outcome, userId: user?.id ?? null };
      });
    },

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
