import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@core/schemas/admin';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/stats: the Overview tab's counters. */
export function getAdminStats({ signal }: { signal?: AbortSignal } = {}): Promise<AdminStats> {
  return apiRequest<AdminStats>('GET', '/api/admin/stats', undefined, { signal });
}

export const getAdminStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/admin/stats'],
    queryFn: getAdminStats,
  });

export function useAdminStats() {
  return useQuery(getAdminStatsQueryOptions());
}
