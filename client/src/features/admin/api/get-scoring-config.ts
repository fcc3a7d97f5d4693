import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScoringConfig } from '@core/schemas/admin';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/scoring-config: the current version's categories, weights and option points. */
export function getScoringConfig({ signal }: { signal?: AbortSignal } = {}): Promise<ScoringConfig> {
  return apiRequest<ScoringConfig>('GET', '/api/admin/scoring-config', undefined, { signal });
}

export const getScoringConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/admin/scoring-config'],
    queryFn: getScoringConfig,
  });

export function useScoringConfig() {
  return useQuery(getScoringConfigQueryOptions());
}
