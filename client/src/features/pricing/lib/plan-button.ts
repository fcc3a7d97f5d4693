import type { Plan } from '@core/constants';
import { effectivePlan, PLAN_DEFINITIONS, type PaidPlan, type PlanHolder } from '@core/plans';

/** What a plan card's button does (docs/product.md §2.11, pricing button logic). */
export type PlanButton =
  /** The plan the user has now: a disabled "Current Plan". */
  | { kind: 'current' }
  /** Free, for a signed-in user on a paid plan: disabled (there is nothing to buy). */
  | { kind: 'included' }
  /** A paid plan for a signed-in user: the payment page, with the plan chosen. */
  | { kind: 'subscribe'; href: `/subscribe?plan=${PaidPlan}` }
  /** Anything, for a signed-out visitor: the login path, by browser navigation. */
  | { kind: 'login'; href: '/api/login' };

export const LOGIN_PATH = '/api/login';

/**
 * The button of `plan`'s card for `user` (null when signed out). The current plan is the one
 * whose features apply now (core/plans.ts effectivePlan): a paid plan whose payment lapsed
 * counts as Free, so its owner can pay again instead of facing a disabled "Current Plan".
 */
export function planButton(plan: Plan, user: PlanHolder | null): PlanButton {
  if (!user) return { kind: 'login', href: LOGIN_PATH };
  if (plan === effectivePlan(user)) return { kind: 'current' };
  if (plan === 'free') return { kind: 'included' };
  return { kind: 'subscribe', href: `/subscribe?plan=${plan}` };
}

/**
 * Whether choosing `plan` starts its free trial (core/plans.ts): the plan has one and the
 * visitor has not used theirs (a signed-out visitor has not, as far as we know).
 */
export function offersTrial(plan: Plan, user: { hasUsedTrial: boolean } | null): boolean {
  return PLAN_DEFINITIONS[plan].trialDays !== null && !user?.hasUsedTrial;
}
