import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Assessment } from '@core/schemas/assessment';
import { getAssessmentsQueryOptions } from '@/features/assessments';
import { apiRequest } from '@/lib/api-client';
import { getDraftQueryOptions } from './get-draft';

/** POST /api/assessments (signed in): amounts as strings (docs/product.md §7); 201 with the stored assessment. */
export function createAssessment(body: Record<string, unknown>): Promise<Assessment> {
  return apiRequest<Assessment>('POST', '/api/assessments', body);
}

export function useCreateAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAssessment,
    onSuccess: () => {
      // The list and the dashboard read GET /api/assessments; the draft is gone or stale.
      void queryClient.invalidateQueries({ queryKey: getAssessmentsQueryOptions().queryKey, exact: true });
      queryClient.removeQueries({ queryKey: getDraftQueryOptions().queryKey });
    },
  });
}
