import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseMessage, CaseMessageRequest } from '@core/schemas/cases';
import { apiRequest } from '@/lib/api-client';
import { getCaseQueryOptions } from './get-case';

/** POST /api/assessments/:id/messages: the owner's or a broker's message on the case. */
export function postMessage(assessmentId: string, body: CaseMessageRequest): Promise<CaseMessage> {
  return apiRequest<CaseMessage>('POST', `/api/assessments/${encodeURIComponent(assessmentId)}/messages`, body);
}

export function usePostMessage(assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CaseMessageRequest) => postMessage(assessmentId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getCaseQueryOptions(assessmentId).queryKey }),
  });
}
