import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Assessment } from '@core/schemas/assessment';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/assessments (signed in): the user's assessments, newest first, each with its
 * status history (`events`). Read by the list page and the dashboard's recent activity.
 */
export function getAssessments({ signal }: { signal?: AbortSignal } = {}): Promise<Assessment[]> {
  return apiRequest<Assessment[]>('GET', '/api/assessments', undefined, { signal });
}

export const getAssessmentsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/assessments'],
    queryFn: getAssessments,
  });

export function useAssessments() {
  return useQuery(getAssessmentsQueryOptions());
}
