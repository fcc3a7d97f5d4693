import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetTokens, sessions, users } from '../../db/schema';

export type ResetTokenState = 'valid' | 'expired' | 'used';

/** Only repositories touch the database: reset links, and the password and sessions they change. */
export function createPasswordResetRepository(db: Database) {
  return {
    /** The account an address belongs to, unless it was deleted. */
    async findAccount(email: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)))
        .limit(1);
      return row;
    },

    /**
     * A new link for the user; the older unused ones stop working (they expire now), so only
     * the newest e-mail's link opens the account.
     */
    async replaceToken(userId: string, tokenHash: string, validForMs: number): Promise<{ id: string }> {
      return db.transaction(async (tx) => {
        await tx
          .update(passwordResetTokens)
          .set({ expiresAt: sql`now()` })
          .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`)));
        const [row] = await tx
          .insert(passwordResetTokens)
          .values({ userId, tokenHash, expiresAt: sql`now() + make_interval(secs => ${validForMs / 1000})` })
          .returning({ id: passwordResetTokens.id });
        return row!;
      });
    },

    /** What a link's hash is now, by the database's clock; undefined when no link has it (or its account was deleted). */
    async findToken(tokenHash: string): Promise<{ id: string; userId: string; state: ResetTokenState } | undefined> {
      const [row] = await db
        .select({
          id: passwordResetTokens.id,
          userId: passwordResetTokens.userId,
          isUsed: sql<boolean>`${passwordResetTokens.usedAt} is not null`,
          isExpired: sql<boolean>`${passwordResetTokens.expiresAt} <= now()`,
        })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(users.deletedAt)))
        .limit(1);
      if (!row) return undefined;
      return { id: row.id, userId: row.userId, state: row.isUsed ? 'used' : row.isExpired ? 'expired' : 'valid' };
    },

    /**
     * In one transaction: the link is used (only if it still was valid: two clicks at once
     * change the password once), the password replaced and every session of the user deleted
     * (the sessions table's trigger tells every instance's session cache). False when the link
     * was used or expired meanwhile.
     */
    async consumeToken(tokenId: string, userId: string, passwordHash: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResetTokens.id, tokenId), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`)))
          .returning({ id: passwordResetTokens.id });
        if (!used) return false;
        await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        return true;
      });
    },

    /** The signed-in user row after the change (for the new session). */
    async findUser(userId: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },

    /**
     * Retention (core/retention.ts, `passwordResetTokens`): links that expired or were used
     * before `cutoff`. Called by the purge job; answers how many went.
     */
    async deleteResetTokensExpiredBefore(cutoff: Date): Promise<number> {
      const rows = await db
        .delete(passwordResetTokens)
        .where(or(lt(passwordResetTokens.expiresAt, cutoff), lt(passwordResetTokens.usedAt, cutoff)))
        .returning({ id: passwordResetTokens.id });
      return rows.length;
    },
  };
}

export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
