import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EngineConfig } from '@core/eligibility/types';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/assessments/config (public): the EngineConfig the browser's evaluate() runs on for
 * the what-if panel, and the active partner banks the landing page lists. Kept for the visit
 * (never stale, docs/product.md §7), so the what-if panel never calls the network per move.
 */
export function getAssessmentConfig({ signal }: { signal?: AbortSignal } = {}): Promise<EngineConfig> {
  return apiRequest<EngineConfig>('GET', '/api/assessments/config', undefined, { signal });
}

export const getAssessmentConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/assessments/config'],
    queryFn: getAssessmentConfig,
  });

export function useAssessmentConfig({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAssessmentConfigQueryOptions(), enabled });
}
