import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScoringConfig, VerdictCeilings } from '@core/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { invalidatePublicReference } from '../lib/invalidate-public-reference';
import { getScoringConfigQueryOptions } from './get-scoring-config';

/** PUT /api/admin/scoring-config/verdict-ceilings: the best score each verdict may show, as a new version. */
export function updateVerdictCeilings(body: VerdictCeilings): Promise<ScoringConfig> {
  return apiRequest<ScoringConfig>('PUT', '/api/admin/scoring-config/verdict-ceilings', body);
}

export function useUpdateVerdictCeilings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVerdictCeilings,
    onSuccess: (config) => {
      queryClient.setQueryData(getScoringConfigQueryOptions().queryKey, config);
      invalidatePublicReference(queryClient);
    },
  });
}
