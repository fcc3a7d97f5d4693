import { boolean, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Plan } from '../../../core/constants';
import { users } from './users';

/**
 * Every payment-provider event we received (Stripe webhooks and the offline test provider's
 * events alike), recorded in the same transaction as the user update it caused. The unique
 * event id makes a replayed or re-delivered event a no-op.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    /** `<provider>:<provider's event id>`, e.g. `stripe:evt_123`. */
    eventId: text('event_id').primaryKey(),
    provider: text('provider').$type<'stripe' | 'test'>().notNull(),
    type: text('type').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    subscriptionId: text('subscription_id'),
    /** When the provider says the event happened: an event older than one already applied is not applied. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** applied | ignored (nothing to change, or unknown user) | stale (older than the last applied). */
    outcome: text('outcome').$type<'applied' | 'ignored' | 'stale'>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_user_id_idx').on(t.userId, t.occurredAt)],
);

/**
 * The offline test provider's pending payments: what its client secret stands for. In the
 * database, not in memory, so any instance can confirm what another one created.
 */
export const testPayments = pgTable(
  'test_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').$type<Exclude<Plan, 'free'>>().notNull(),
    /** Opaque and unguessable; only its owner may confirm it. */
    clientSecret: text('client_secret').notNull().unique('test_payments_client_secret_unique'),
    /** requires_payment_method (new or declined) | succeeded */
    status: text('status').$type<'requires_payment_method' | 'succeeded'>().notNull().default('requires_payment_method'),
    /** The test subscription this payment starts (`test_sub_…`). */
    subscriptionId: text('subscription_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_payments_user_id_idx').on(t.userId, t.createdAt)],
);

/**
 * The offline test provider's subscriptions: what Stripe keeps for a real one (plan, period,
 * trial, cancel at period end). Its clock (test-clock.ts) renews or ends them when a period is
 * over, emitting the same events Stripe's webhooks bring.
 */
export const testSubscriptions = pgTable(
  'test_subscriptions',
  {
    /** `test_sub_…`, the id the user row points to (stripe_subscription_id). */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').$type<Exclude<Plan, 'free'>>().notNull(),
    /** trialing | active | canceled */
    status: text('status').$type<'trialing' | 'active' | 'canceled'>().notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_subscriptions_user_id_idx').on(t.userId), index('test_subscriptions_due_idx').on(t.status, t.currentPeriodEnd)],
);

/**
 * Past payments (invoices) as the providers reported them, Stripe's and the test provider's
 * alike, written by the one payment-event path. Kept when an account is deleted: accounting law
 * keeps payment records for years (ADR 061), so the user link is set null, never cascaded.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `<provider>:<provider's invoice id>`: one row per invoice, whichever event told us first. */
    invoiceKey: text('invoice_key').notNull().unique('payments_invoice_key_unique'),
    provider: text('provider').$type<'stripe' | 'test'>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    subscriptionId: text('subscription_id'),
    plan: text('plan').$type<Exclude<Plan, 'free'>>(),
    /** In `currency`, as a decimal string. */
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    /** paid | failed (a later paid wins: see subscriptions.repository.ts) */
    status: text('status').$type<'paid' | 'failed'>().notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    /** The provider's page for the invoice (Stripe's hosted invoice), when there is one. */
    invoiceUrl: text('invoice_url'),
    invoiceNumber: text('invoice_number'),
    /** When the payment was made or failed, as the provider says. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_user_id_idx').on(t.userId, t.occurredAt)],
);
