import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Password-reset links (issue 20, ADR 068). The e-mail carries a random 32-byte token; this
 * table only its SHA-256, so a copy of the database opens no account. A link is valid an hour
 * and once: `used_at` is set by the reset, and asking again voids the older unused links.
 * The retention job deletes rows a day after they expired or were used (core/retention.ts).
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId), index('password_reset_tokens_expires_at_idx').on(t.expiresAt)],
);
