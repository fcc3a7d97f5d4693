import { useQuery } from '@tanstack/react-query';
import type { IncomeEvidence } from '@core/schemas/income-evidence';
import { apiRequest } from '@/lib/api-client';

/** GET /api/broker/assessments/:id/income-evidence: the declared income beside what its documents say (issue 23). */
export function getIncomeEvidence(assessmentId: string, { signal }: { signal?: AbortSignal } = {}): Promise<IncomeEvidence> {
  return apiRequest<IncomeEvidence>('GET', `/api/broker/assessments/${encodeURIComponent(assessmentId)}/income-evidence`, undefined, { signal });
}

export function useIncomeEvidence(assessmentId: string) {
  return useQuery({
    queryKey: ['/api/broker/assessments', assessmentId, 'income-evidence'],
    queryFn: ({ signal }) => getIncomeEvidence(assessmentId, { signal }),
  });
}
