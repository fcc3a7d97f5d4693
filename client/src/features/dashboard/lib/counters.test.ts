import { describe, expect, it } from 'vitest';
import type { DashboardSummary } from '@core/schemas/dashboard';
import { dashboardCounters, hasPaidPlan } from './counters';

const summary = (overrides: Partial<DashboardSummary> = {}): DashboardSummary => ({
  assessments: { total: 3, submittedThisMonth: 1 },
  documents: { total: 5, pending: 2 },
  plan: { current: 'pro', effective: 'pro', status: 'active', monthlySubmittedAssessments: null, remainingThisMonth: null, limitRenewsOn: null },
  ...overrides,
});

const values = (counters: ReturnType<typeof dashboardCounters>) => Object.fromEntries(counters.map((counter) => [counter.id, counter.value]));

describe('dashboardCounters', () => {
  it('gives the four counters in the order of docs/product.md §2.5', () => {
    expect(dashboardCounters(summary(), 'free').map((counter) => counter.id)).toEqual(['assessments', 'documents', 'plan', 'pending']);
  });

  it('reads counts and the stored plan from the summary', () => {
    expect(values(dashboardCounters(summary(), 'free'))).toEqual({ assessments: 3, documents: 5, plan: 'pro', pending: 2 });
  });

  it('counts zero as zero, not as missing', () => {
    const empty = summary({ assessments: { total: 0, submittedThisMonth: 0 }, documents: { total: 0, pending: 0 } });
    expect(values(dashboardCounters(empty, 'free'))).toEqual({ assessments: 0, documents: 0, plan: 'pro', pending: 0 });
  });

  it('shows the user plan while loading, free by default', () => {
    expect(values(dashboardCounters(undefined, 'premium'))).toEqual({ assessments: null, documents: null, plan: 'premium', pending: null });
    expect(values(dashboardCounters(undefined, undefined)).plan).toBe('free');
    expect(values(dashboardCounters(undefined, null)).plan).toBe('free');
  });
});

describe('hasPaidPlan', () => {
  it('is true for Pro and Premium only', () => {
    expect([hasPaidPlan('free'), hasPaidPlan('pro'), hasPaidPlan('premium'), hasPaidPlan(undefined)]).toEqual([false, true, true, false]);
  });
});
