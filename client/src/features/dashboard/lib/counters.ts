import type { Plan } from '@core/constants';
import type { DashboardSummary } from '@core/schemas/dashboard';

export type CounterId = 'assessments' | 'documents' | 'plan' | 'pending';

export interface Counter {
  id: CounterId;
  /** A count, or the plan (its name is translated by the view). */
  value: number | Plan | null;
}

/**
 * The dashboard's four counters (docs/product.md §2.5): assessments, documents, the current plan
 * (default free) and pending items (documents still waiting for review). While the summary is
 * loading the counts are null; the plan is known from the signed-in user already.
 */
export function dashboardCounters(summary: DashboardSummary | undefined, userPlan: Plan | null | undefined): Counter[] {
  return [
    { id: 'assessments', value: summary ? summary.assessments.total : null },
    { id: 'documents', value: summary ? summary.documents.total : null },
    { id: 'plan', value: summary?.plan.current ?? userPlan ?? 'free' },
    { id: 'pending', value: summary ? summary.documents.pending : null },
  ];
}

/** The subscription card shows for a paid plan only (docs/product.md §2.5). */
export function hasPaidPlan(plan: Plan | null | undefined): plan is Exclude<Plan, 'free'> {
  return plan === 'pro' || plan === 'premium';
}
