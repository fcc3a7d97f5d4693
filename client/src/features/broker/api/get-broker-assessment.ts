import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewAssessment } from '@core/schemas/broker';
import { apiRequest } from '@/lib/api-client';

/** GET /api/broker/assessments/:id: the stored assessment, its history and the applicant. */
export function getBrokerAssessment(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<ReviewAssessment> {
  return apiRequest<ReviewAssessment>('GET', `/api/broker/assessments/${encodeURIComponent(id)}`, undefined, { signal });
}

export const getBrokerAssessmentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [`/api/broker/assessments/${encodeURIComponent(id)}`],
    queryFn: ({ signal }) => getBrokerAssessment(id, { signal }),
  });

export function useBrokerAssessment(id: string | null) {
  return useQuery({ ...getBrokerAssessmentQueryOptions(id ?? ''), enabled: id !== null });
}
