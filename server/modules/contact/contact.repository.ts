import { count, desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export function createContactRepository(db: Database) {
  return {
    async insert(values: typeof contactMessages.$inferInsert) {
      await db.insert(contactMessages).values(values);
    },

    /** One page, newest first (index contact_messages(created_at, id)). */
    async list(page: { limit: number; offset: number }): Promise<{ rows: ContactMessageRow[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(page.limit).offset(page.offset),
        db.select({ n: count() }).from(contactMessages),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
