import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentRequest } from '@core/schemas/cases';
import { apiRequest } from '@/lib/api-client';
import { getCaseQueryOptions } from './get-case';

/** PATCH /api/document-requests/:requestId (brokers and admins): cancels an open request. */
export function cancelDocumentRequest(requestId: string): Promise<DocumentRequest> {
  return apiRequest<DocumentRequest>('PATCH', `/api/document-requests/${encodeURIComponent(requestId)}`, { status: 'cancelled' });
}

export function useCancelDocumentRequest(assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelDocumentRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getCaseQueryOptions(assessmentId).queryKey }),
  });
}
