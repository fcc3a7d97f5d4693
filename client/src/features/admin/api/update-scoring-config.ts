import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScoringConfig } from '@core/schemas/admin';
import type { ScoringBatchUpdate } from '@core/schemas/scoring-batch';
import { apiRequest } from '@/lib/api-client';
import { invalidatePublicReference } from '../lib/invalidate-public-reference';
import { getScoringConfigQueryOptions } from './get-scoring-config';

/**
 * PUT /api/admin/scoring-config: every edited category at once, as one new configuration
 * version (or nothing, when the active weights would not total 100). Answers the whole config.
 */
export function updateScoringConfig(body: ScoringBatchUpdate): Promise<ScoringConfig> {
  return apiRequest<ScoringConfig>('PUT', '/api/admin/scoring-config', body);
}

export function useUpdateScoringConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateScoringConfig,
    onSuccess: (config) => {
      queryClient.setQueryData(getScoringConfigQueryOptions().queryKey, config);
      invalidatePublicReference(queryClient);
    },
  });
}
