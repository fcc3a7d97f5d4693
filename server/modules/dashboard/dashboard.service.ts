import { effectivePlan, monthWindowUtc, PLAN_DEFINITIONS } from '../../../core/plans';
import type { DashboardSummary } from '../../../core/schemas/dashboard';
import type { UserRow } from '../auth/auth.repository';
import { remainingSubmissions } from '../plans/plan-enforcement';
import type { PlansRepository } from '../plans/plans.repository';
import type { DashboardRepository } from './dashboard.repository';

export function createDashboardService(repo: DashboardRepository, plans: PlansRepository) {
  return {
    /** GET /api/dashboard */
    async summary(user: UserRow): Promise<DashboardSummary> {
      const [total, submittedThisMonth, documents] = await Promise.all([
        repo.countAssessments(user.id),
        plans.countSubmittedInMonth(user.id),
        repo.countDocuments(user.id),
      ]);
      const effective = effectivePlan(user);
      return {
        assessments: { total, submittedThisMonth },
        documents,
        plan: {
          current: user.subscriptionPlan,
          effective,
          status: user.subscriptionStatus,
          monthlySubmittedAssessments: PLAN_DEFINITIONS[effective].monthlySubmittedAssessments,
          remainingThisMonth: remainingSubmissions(user, submittedThisMonth),
          // The day a monthly limit starts again (the calendar month is UTC), when the plan has one.
          limitRenewsOn:
            PLAN_DEFINITIONS[effective].monthlySubmittedAssessments === null ? null : monthWindowUtc(new Date()).end.toISOString().slice(0, 10),
        },
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
