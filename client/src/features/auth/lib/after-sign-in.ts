import type { CurrentUser } from '@core/schemas/auth';
import type { SignInResult } from '../api/login';

/** Where a signed-in user goes, and what the welcome toast says (docs/product.md §2.4 and §4; issue 12). */
export interface AfterSignIn {
  path: string;
  descriptionKey: string;
}

/** The query that brings a guest back to the result their plan could not store. */
export const PLAN_LIMIT_QUERY = 'kept=plan-limit';

export function afterSignIn({ user, pendingAssessment }: SignInResult, welcomeKey: string): AfterSignIn {
  if (pendingAssessment === 'saved') return { path: '/assessments', descriptionKey: 'auth.pendingSaved' };
  // The result stays on screen (the tab kept it); the page says why it was not saved and offers the upgrade.
  if (pendingAssessment === 'planLimit') return { path: `/assessment?${PLAN_LIMIT_QUERY}`, descriptionKey: 'auth.pendingPlanLimit' };
  return { path: homeFor(user), descriptionKey: welcomeKey };
}

/** A signed-in person's home: brokers work from their queue, admins from their dashboard. */
export function homeFor({ role }: Pick<CurrentUser, 'role'>): string {
  if (role === 'broker') return '/broker';
  if (role === 'admin') return '/admin';
  return '/';
}
