import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Language, Plan, Role } from '../../../core/constants';

/**
 * Letters folded by the people search (brokers' and admins' lists): accented letters
 * of the product's languages and corridors (upper case too: lower() folds only ASCII under the C
 * locale), and what they read as. "Stefanescu" finds
 * "Ștefănescu". The same two strings fold the search term (broker.repository.ts), so both
 * sides are folded by one SQL expression.
 */
export const SEARCH_FOLD_FROM = 'ăâîșşțţéèêëàáçíïìôóòöőûùúüűÿäñłńśźżąćęčďěňřšťůžĂÂÎȘŞȚŢÉÈÊËÀÁÇÍÏÌÔÓÒÖŐÛÙÚÜŰŸÄÑŁŃŚŹŻĄĆĘČĎĚŇŘŠŤŮŽ';
export const SEARCH_FOLD_TO = 'aaisstteeeeaaciiiooooouuuuuyanlnszzacecdenrstuzaaisstteeeeaaciiiooooouuuuuyanlnszzacecdenrstuz';

/** The folded, lowercase text a person search matches: first name, last name and e-mail. */
export const foldSearchText = (value: ReturnType<typeof sql>) => sql`translate(lower(${value}), ${sql.raw(`'${SEARCH_FOLD_FROM}'`)}, ${sql.raw(`'${SEARCH_FOLD_TO}'`)})`;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lowercase; uniqueness is case-insensitive through that. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    subscriptionPlan: text('subscription_plan').$type<Plan>().notNull().default('free'),
    subscriptionStatus: text('subscription_status'),
    language: text('language').$type<Language>().notNull().default('ro'),
    role: text('role').$type<Role>().notNull().default('user'),
    /** End of the paid (or trial) period the provider last reported: the next payment date, or the end after a cancel. */
    subscriptionPeriodEnd: timestamp('subscription_period_end', { withTimezone: true }),
    /** The subscription ends at subscriptionPeriodEnd instead of renewing (cancelled, may still be resumed). */
    subscriptionCancelAtPeriodEnd: boolean('subscription_cancel_at_period_end').notNull().default(false),
    /** End of the free trial, while the subscription is trialing. */
    subscriptionTrialEnd: timestamp('subscription_trial_end', { withTimezone: true }),
    /** When the user's one free trial started (core/plans.ts trialDays); null = not used yet. */
    trialUsedAt: timestamp('trial_used_at', { withTimezone: true }),
    /** Set when the account was deleted: the row stays, anonymised, for the records the law keeps (ADR 061). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Folded "first last email" for the people search (kept by the database itself). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): ReturnType<typeof sql> =>
          foldSearchText(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '') || ' ' || ${users.email}`),
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Server-side sessions. `sid` is the SHA-256 (hex) of the 32-byte token that only the
 * httpOnly cookie carries, so a leaked table yields no usable token.
 */
export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    /** ip: where the session signed in from (shown to its owner in Settings). */
    sess: jsonb('sess').$type<{ userId: string; createdAt: string; userAgent?: string; ip?: string }>().notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The id Settings shows and signs out by: the sid itself never leaves the server. */
    publicId: uuid('public_id').notNull().defaultRandom(),
    /** Last request, to within the idle-expiry refresh interval (auth.service.ts). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expire_idx').on(t.expire)],
);
