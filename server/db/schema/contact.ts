import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '../../../core/constants';
import { users } from './users';

/**
 * Messages sent through the contact form, by guests and signed-in users, for the admins.
 * A signed-in sender's messages are erased with the account (they are in the data export too).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** billing | account | assessment | documents | other */
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    /** The interface language it was written in, so an answer can be in it too. */
    language: text('language').$type<Language>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt, t.id), index('contact_messages_user_id_idx').on(t.userId)],
);
