import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Language, Plan, Role } from '../../../core/constants';

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
    sess: jsonb('sess').$type<{ userId: string; createdAt: string; userAgent?: string }>().notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expire_idx').on(t.expire)],
);
