import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewStats } from '@core/schemas/broker';
import { apiRequest } from '@/lib/api-client';

/** GET /api/broker/stats (brokers and admins): the dashboard's counters. */
export function getBrokerStats({ signal }: { signal?: AbortSignal } = {}): Promise<ReviewStats> {
  return apiRequest<ReviewStats>('GET', '/api/broker/stats', undefined, { signal });
}

export const getBrokerStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/broker/stats'],
    queryFn: getBrokerStats,
  });

export function useBrokerStats() {
  return useQuery(getBrokerStatsQueryOptions());
}
