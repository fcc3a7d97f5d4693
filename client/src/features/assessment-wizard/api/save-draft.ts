import { useMutation } from '@tanstack/react-query';
import type { Assessment } from '@core/schemas/assessment';
import { apiRequest } from '@/lib/api-client';

/** PUT /api/assessments/draft (signed in): the answers so far and the current step. */
export function saveDraft(body: Record<string, unknown>): Promise<Assessment> {
  return apiRequest<Assessment>('PUT', '/api/assessments/draft', body);
}

export function useSaveDraft() {
  return useMutation({ mutationFn: saveDraft });
}
