import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimitHits, sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export function createAuthRepository(db: Database) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
      return row;
    },

    /** Inserts unless the e-mail is taken (case-insensitive); returns undefined when taken. */
    async insertUser(values: typeof users.$inferInsert): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return row;
    },

    async insertSession(values: typeof sessions.$inferInsert) {
      await db.insert(sessions).values(values);
    },

    /** The session and its user in one query (this runs on every signed-in request). */
    async findSessionWithUser(sid: string) {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.sid, sid))
        .limit(1);
      return row;
    },

    async touchSession(sid: string, expire: Date) {
      await db.update(sessions).set({ expire }).where(eq(sessions.sid, sid));
    },

    async deleteSession(sid: string) {
      await db.delete(sessions).where(eq(sessions.sid, sid));
    },

    async deleteSessionsOfUser(userId: string) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    async deleteExpiredSessions(now: Date) {
      await db.delete(sessions).where(lt(sessions.expire, now));
    },

    /**
     * Counts one attempt in a fixed window and returns the count so far, atomically,
     * so that concurrent attempts (from several instances too) are all counted.
     */
    async countAttempt(key: string, windowSeconds: number): Promise<number> {
      const result = await db
        .insert(rateLimitHits)
        .values({ key, windowStart: sql`now()`, count: 1 })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            count: sql`case when ${rateLimitHits.windowStart} < now() - make_interval(secs => ${windowSeconds}) then 1 else ${rateLimitHits.count} + 1 end`,
            windowStart: sql`case when ${rateLimitHits.windowStart} < now() - make_interval(secs => ${windowSeconds}) then now() else ${rateLimitHits.windowStart} end`,
          },
        })
        .returning({ count: rateLimitHits.count });
      return result[0]?.count ?? 1;
    },

    async deleteOldAttempts(olderThanSeconds: number) {
      await db.delete(rateLimitHits).where(and(lt(rateLimitHits.windowStart, sql`now() - make_interval(secs => ${olderThanSeconds})`)));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
