import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
