import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScoringConfig } from '@core/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { getScoringConfigQueryOptions } from './get-scoring-config';
import { invalidatePublicReference } from '../lib/invalidate-public-reference';

export interface UpdateScoringCategoryInput {
  id: number;
  body: { weight?: number; options?: Record<string, number>; isActive?: boolean };
}

/** PUT /api/admin/scoring-config/:id: saves one category as a new config version; answers the whole config. */
export function updateScoringCategory({ id, body }: UpdateScoringCategoryInput): Promise<ScoringConfig> {
  return apiRequest<ScoringConfig>('PUT', `/api/admin/scoring-config/${id}`, body);
}

export function useUpdateScoringCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateScoringCategory,
    onSuccess: (config) => {
      queryClient.setQueryData(getScoringConfigQueryOptions().queryKey, config);
      invalidatePublicReference(queryClient);
    },
  });
}
