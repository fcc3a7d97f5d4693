import { and, eq, gte, isNull, ne } from 'drizzle-orm';
import type { BuyingStepKey } from '../../../core/reference-data/buying-steps';
import type { Database } from '../../db/client';
import { assessments, buyingPlanReminders, buyingPlans, buyingPlanStepsDone, users } from '../../db/schema';
import type { Transaction } from '../../jobs/sql-executor';

/** `assessmentId` → the step keys of rows about it. */
function keysByPlan(rows: ReadonlyArray<{ assessmentId: string; stepKey: string }>): Map<string, Set<string>> {
  const byPlan = new Map<string, Set<string>>();
  for (const row of rows) byPlan.set(row.assessmentId, (byPlan.get(row.assessmentId) ?? new Set()).add(row.stepKey));
  return byPlan;
}

export function createPlanRemindersRepository(db: Database) {
  const keptFrom = (today: string) => gte(buyingPlans.targetDate, today);

  return {
    /**
     * The kept plans whose signing is today or later, of accounts not erased, with the steps
     * already done and the steps already reminded on each.
     */
    async plansToScan(today: string) {
      const [plans, done, reminded] = await Promise.all([
        db
          .select({
            assessmentId: buyingPlans.assessmentId,
            userId: assessments.userId,
            countryCode: assessments.originCountry,
            targetDate: buyingPlans.targetDate,
            canTravel: buyingPlans.canTravel,
          })
          .from(buyingPlans)
          .innerJoin(assessments, eq(assessments.id, buyingPlans.assessmentId))
          .innerJoin(users, eq(users.id, assessments.userId))
          .where(and(keptFrom(today), ne(assessments.status, 'draft'), isNull(users.deletedAt))),
        db
          .select({ assessmentId: buyingPlanStepsDone.assessmentId, stepKey: buyingPlanStepsDone.stepKey })
          .from(buyingPlanStepsDone)
          .innerJoin(buyingPlans, eq(buyingPlans.assessmentId, buyingPlanStepsDone.assessmentId))
          .where(keptFrom(today)),
        db
          .select({ assessmentId: buyingPlanReminders.assessmentId, stepKey: buyingPlanReminders.stepKey })
          .from(buyingPlanReminders)
          .innerJoin(buyingPlans, eq(buyingPlans.assessmentId, buyingPlanReminders.assessmentId))
          .where(keptFrom(today)),
      ]);
      const doneKeys = keysByPlan(done);
      const remindedKeys = keysByPlan(reminded);
      return plans.map((plan) => ({
        ...plan,
        doneKeys: [...(doneKeys.get(plan.assessmentId) ?? [])],
        remindedKeys: remindedKeys.get(plan.assessmentId) ?? new Set<string>(),
      }));
    },

    /**
     * Records a step's reminder and queues its e-mail in one transaction: both or neither. False
     * (and nothing queued) when the step was reminded before, by this scan or any other.
     */
    recordReminder(
      reminder: { assessmentId: string; stepKey: BuyingStepKey; stepStart: string; userId: string },
      queueEmail: (tx: Transaction) => Promise<unknown>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx.insert(buyingPlanReminders).values(reminder).onConflictDoNothing().returning({ stepKey: buyingPlanReminders.stepKey });
        if (inserted.length === 0) return false;
        await queueEmail(tx);
        return true;
      });
    },
  };
}

export type PlanRemindersRepository = ReturnType<typeof createPlanRemindersRepository>;
