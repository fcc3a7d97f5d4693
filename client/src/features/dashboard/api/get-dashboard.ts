import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '@core/schemas/dashboard';
import { apiRequest } from '@/lib/api-client';

/** GET /api/dashboard (signed in): the four counters and the plan's monthly usage in one call. */
export function getDashboard({ signal }: { signal?: AbortSignal } = {}): Promise<DashboardSummary> {
  return apiRequest<DashboardSummary>('GET', '/api/dashboard', undefined, { signal });
}

export const getDashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/dashboard'],
    queryFn: getDashboard,
    // Counters summarise what other screens change (uploads, submissions, payments) and what
    // brokers change: read again each time the dashboard is shown (the cached one shows meanwhile).
    refetchOnMount: 'always',
  });

export function useDashboard({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getDashboardQueryOptions(), enabled });
}
