import { AppError } from '../../../core/errors';
import { effectivePlan, hasFeature, PLAN_DEFINITIONS, type PlanFeature, type PlanHolder } from '../../../core/plans';

/**
 * Server-side enforcement of the plans in core/plans.ts. Services call these before doing
 * what a plan pays for; the messages name the plan and what to do (translation keys under
 * errors.plan, in the request's language).
 */

/**
 * Throws 403 PLAN_LIMIT when the user's plan caps submitted assessments per calendar month
 * (UTC, see monthWindowUtc) and `submittedThisMonth` (assessments the user already submitted
 * in the current month, drafts not counted) has reached the cap. Call it before storing a
 * new submission.
 */
export function assertCanSubmitAssessment(user: PlanHolder, submittedThisMonth: number): void {
  const plan = effectivePlan(user);
  const limit = PLAN_DEFINITIONS[plan].monthlySubmittedAssessments;
  if (limit !== null && submittedThisMonth >= limit) {
    throw new AppError('PLAN_LIMIT', `errors.plan.assessmentLimit.${plan}`, { values: { limit, used: submittedThisMonth } });
  }
}

/** Throws 402 PAYMENT_REQUIRED when the user's current plan does not include `feature`. */
export function assertHasFeature(user: PlanHolder, feature: PlanFeature): void {
  if (!hasFeature(user, feature)) throw new AppError('PAYMENT_REQUIRED', `errors.plan.feature.${feature}`);
}

/** How many more assessments the user may submit this month; null = unlimited. */
export function remainingSubmissions(user: PlanHolder, submittedThisMonth: number): number | null {
  const limit = PLAN_DEFINITIONS[effectivePlan(user)].monthlySubmittedAssessments;
  return limit === null ? null : Math.max(0, limit - submittedThisMonth);
}
