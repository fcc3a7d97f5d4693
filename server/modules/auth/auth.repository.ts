import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimitHits, sessions, trustedDevices, users } from '../../db/schema';

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
      await db.update(sessions).set({ expire, lastSeenAt: sql`now()` }).where(eq(sessions.sid, sid));
    },

    /** A user's sessions that have not expired, most recently used first. */
    listSessionsOfUser: (userId: string, now: Date) =>
      db
        .select({ sid: sessions.sid, publicId: sessions.publicId, sess: sessions.sess, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expire, now)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt)),

    /** Deletes one of the user's sessions by its public id; answers its sid, or undefined (not theirs, or gone). */
    async deleteSessionOfUser(userId: string, publicId: string): Promise<string | undefined> {
      const [row] = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
        .returning({ sid: sessions.sid });
      return row?.sid;
    },

    async deleteOtherSessionsOfUser(userId: string, keepSid: string) {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.sid, keepSid)));
    },

    async deleteSession(sid: string) {
      await db.delete(sessions).where(eq(sessions.sid, sid));
    },

    async deleteSessionsOfUser(userId: string) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    /** Whose browser this device token is, if it signed in before. */
    async findTrustedDevice(tokenHash: string): Promise<{ userId: string } | undefined> {
      const [row] = await db.select({ userId: trustedDevices.userId }).from(trustedDevices).where(eq(trustedDevices.tokenHash, tokenHash)).limit(1);
      return row;
    },

    async trustDevice(tokenHash: string, userId: string) {
      await db
        .insert(trustedDevices)
        .values({ tokenHash, userId })
        .onConflictDoUpdate({ target: trustedDevices.tokenHash, set: { userId, lastUsedAt: sql`now()` } });
    },

    async deleteStaleDevices(before: Date) {
      await db.delete(trustedDevices).where(lt(trustedDevices.lastUsedAt, before));
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
