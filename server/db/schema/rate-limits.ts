import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Fixed-window counters for login and register attempts, in the database so that
 * several instances share them and no extra service is needed.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/**
 * Browsers that signed in successfully before (OWASP's device cookie, issue 11): the cookie
 * carries a random token, this table its SHA-256 and whose it is. Failed logins from such a
 * browser count against the browser, not the account, so an attacker's guesses elsewhere
 * cannot lock the owner out of a browser they already use.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trusted_devices_user_id_idx').on(t.userId)],
);
