import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { EmailKind } from '../../../core/schemas/notifications';
import { users } from './users';

/**
 * Each user's e-mail choices (issue 15, ADR 025). No row: every kind is on. The row is made
 * when the user first changes a choice or is first sent an e-mail (which needs the token).
 */
export const emailPreferences = pgTable('email_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /**
   * 32 random bytes (base64url): the credential of the one-click unsubscribe link in every
   * e-mail. It can only turn e-mails off, so it is kept as it is (each e-mail must carry it).
   */
  unsubscribeToken: text('unsubscribe_token').notNull().unique('email_preferences_unsubscribe_token_unique'),
  /** The kinds turned off; any other kind is sent. */
  disabledKinds: text('disabled_kinds').array().$type<EmailKind[]>().notNull().default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per e-mail job that reached its end: the send's idempotency record. The key is the
 * pg-boss job id (also the e-mail's Message-ID), so a job run again after a crash or a retry
 * finds its row and sends nothing more. Rows older than 30 days are purged (the queue keeps a
 * job at most 14 + 7 days).
 */
export const emailDeliveries = pgTable(
  'email_deliveries',
  {
    jobId: uuid('job_id').primaryKey(),
    kind: text('kind').$type<EmailKind>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** sent | skipped (turned off, no recipient any more, or nothing left to say). */
    outcome: text('outcome').$type<'sent' | 'skipped'>().notNull(),
    /** Why a job was skipped: unsubscribed | no-recipient | nothing-to-send. */
    reason: text('reason'),
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_deliveries_created_at_idx').on(t.createdAt), index('email_deliveries_user_id_idx').on(t.userId)],
);
