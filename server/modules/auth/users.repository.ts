import { eq, sql } from 'drizzle-orm';
import type { Language } from '../../../core/constants';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

export function createUsersRepository(db: Database) {
  return {
    async updateLanguage(userId: string, language: Language) {
      const [row] = await db.update(users).set({ language, updatedAt: sql`now()` }).where(eq(users.id, userId)).returning();
      return row;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
