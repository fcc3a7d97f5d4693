import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentRequest, DocumentRequestCreate } from '@core/schemas/cases';
import { apiRequest } from '@/lib/api-client';
import { getCaseQueryOptions } from './get-case';

/** POST /api/assessments/:id/document-requests (brokers and admins): a document asked for by a due day. */
export function createDocumentRequest(assessmentId: string, body: DocumentRequestCreate): Promise<DocumentRequest> {
  return apiRequest<DocumentRequest>('POST', `/api/assessments/${encodeURIComponent(assessmentId)}/document-requests`, body);
}

export function useCreateDocumentRequest(assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DocumentRequestCreate) => createDocumentRequest(assessmentId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getCaseQueryOptions(assessmentId).queryKey }),
  });
}
