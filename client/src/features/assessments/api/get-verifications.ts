import { useQuery } from '@tanstack/react-query';
import type { Verification } from '@core/schemas/verifications';
import { apiRequest } from '@/lib/api-client';

/** GET /api/assessments/:id/verifications: what a broker verified on the assessment, undone ones too, newest first (issue 23). */
export function getVerifications(assessmentId: string, { signal }: { signal?: AbortSignal } = {}): Promise<Verification[]> {
  return apiRequest<Verification[]>('GET', `/api/assessments/${encodeURIComponent(assessmentId)}/verifications`, undefined, { signal });
}

export const verificationsQueryKey = (assessmentId: string) => ['/api/assessments', assessmentId, 'verifications'] as const;

export function useVerifications(assessmentId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: verificationsQueryKey(assessmentId), queryFn: ({ signal }) => getVerifications(assessmentId, { signal }), enabled });
}
