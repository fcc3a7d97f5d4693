import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Case } from '@core/schemas/cases';
import { apiRequest } from '@/lib/api-client';

/** How often an open case is asked again, so the other side's new entries appear without a reload. */
export const CASE_POLL_MS = 30_000;

/** GET /api/assessments/:id/case: the timeline (newest last) and the open requests, as this viewer may read them (ADR 086). */
export function getCase(assessmentId: string, { signal }: { signal?: AbortSignal } = {}): Promise<Case> {
  return apiRequest<Case>('GET', `/api/assessments/${encodeURIComponent(assessmentId)}/case`, undefined, { signal });
}

export const getCaseQueryOptions = (assessmentId: string) =>
  queryOptions({
    queryKey: ['/api/assessments', assessmentId, 'case'],
    queryFn: ({ signal }) => getCase(assessmentId, { signal }),
    refetchInterval: CASE_POLL_MS,
  });

export function useCase(assessmentId: string) {
  return useQuery(getCaseQueryOptions(assessmentId));
}
