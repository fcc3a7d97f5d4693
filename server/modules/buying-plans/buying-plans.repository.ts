import { and, asc, eq, sql } from 'drizzle-orm';
import type { BuyingStepKey } from '../../../core/reference-data/buying-steps';
import type { Database } from '../../db/client';
import { assessments, buyingPlans, buyingPlanStepsDone } from '../../db/schema';

export type StoredPlanRow = typeof buyingPlans.$inferSelect;

export function createBuyingPlansRepository(db: Database) {
  return {
    /** What a plan is built from: who owns the assessment, its state, the property's country and the recommended banks. */
    async findAssessment(id: string) {
      const [row] = await db
        .select({
          id: assessments.id,
          userId: assessments.userId,
          status: assessments.status,
          originCountry: assessments.originCountry,
          bankRecommendations: assessments.bankRecommendations,
        })
        .from(assessments)
        .where(eq(assessments.id, id))
        .limit(1);
      return row;
    },

    /** The plan kept for an assessment, if one was stored. */
    async findPlan(assessmentId: string): Promise<StoredPlanRow | undefined> {
      const [row] = await db.select().from(buyingPlans).where(eq(buyingPlans.assessmentId, assessmentId)).limit(1);
      return row;
    },

    /** Stores the plan's settings (one per assessment): a second PUT replaces the first. */
    async savePlan(values: { assessmentId: string; targetDate: string; canTravel: boolean; bankId: number | null }): Promise<StoredPlanRow> {
      const { targetDate, canTravel, bankId } = values;
      const [row] = await db
        .insert(buyingPlans)
        .values(values)
        .onConflictDoUpdate({ target: buyingPlans.assessmentId, set: { targetDate, canTravel, bankId, updatedAt: sql`now()` } })
        .returning();
      return row;
    },

    /** The steps marked done on a plan, in the order they were marked. */
    doneSteps(assessmentId: string) {
      return db
        .select({ key: buyingPlanStepsDone.stepKey, doneAt: buyingPlanStepsDone.doneAt })
        .from(buyingPlanStepsDone)
        .where(eq(buyingPlanStepsDone.assessmentId, assessmentId))
        .orderBy(asc(buyingPlanStepsDone.doneAt), asc(buyingPlanStepsDone.stepKey));
    },

    /** Marks a step done; marking it again keeps the first day it was done. */
    async markDone(assessmentId: string, stepKey: BuyingStepKey): Promise<void> {
      await db.insert(buyingPlanStepsDone).values({ assessmentId, stepKey }).onConflictDoNothing();
    },

    async markNotDone(assessmentId: string, stepKey: BuyingStepKey): Promise<void> {
      await db.delete(buyingPlanStepsDone).where(and(eq(buyingPlanStepsDone.assessmentId, assessmentId), eq(buyingPlanStepsDone.stepKey, stepKey)));
    },
  };
}

export type BuyingPlansRepository = ReturnType<typeof createBuyingPlansRepository>;
