import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assessments, pinnedScenarios, users } from '../../db/schema';

export type PinnedScenarioRow = typeof pinnedScenarios.$inferSelect;
export type NewPinnedScenario = Omit<typeof pinnedScenarios.$inferInsert, 'id' | 'createdAt'>;

export function createScenariosRepository(db: Database) {
  return {
    /** The user's scenarios in the order they were pinned (the compare view's columns). */
    listByUser: (userId: string): Promise<PinnedScenarioRow[]> =>
      db.select().from(pinnedScenarios).where(eq(pinnedScenarios.userId, userId)).orderBy(asc(pinnedScenarios.createdAt), asc(pinnedScenarios.id)),

    async isOwnAssessment(userId: string, assessmentId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: assessments.id })
        .from(assessments)
        .where(and(eq(assessments.id, assessmentId), eq(assessments.userId, userId)));
      return row !== undefined;
    },

    /**
     * Inserts unless the user already has `max`: the user's row is locked first, so two pins sent
     * at once (two tabs, two instances) cannot both pass the count. Null when the limit is reached.
     */
    insertWithinLimit: (values: NewPinnedScenario, max: number): Promise<PinnedScenarioRow | null> =>
      db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for('update');
        const [held] = await tx.select({ n: count() }).from(pinnedScenarios).where(eq(pinnedScenarios.userId, values.userId));
        if (Number(held?.n ?? 0) >= max) return null;
        const [row] = await tx.insert(pinnedScenarios).values(values).returning();
        return row ?? null;
      }),

    /** True when a scenario of this user was deleted. */
    async deleteOwn(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(pinnedScenarios)
        .where(and(eq(pinnedScenarios.id, id), eq(pinnedScenarios.userId, userId)))
        .returning({ id: pinnedScenarios.id });
      return deleted.length > 0;
    },
  };
}

export type ScenariosRepository = ReturnType<typeof createScenariosRepository>;
