import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentDto, DocumentReviewRequest } from '@core/schemas/documents';
import { apiRequest } from '@/lib/api-client';
import { getAssessmentDocumentsQueryOptions } from './get-assessment-documents';

export interface UpdateDocumentStatusInput {
  id: string;
  body: DocumentReviewRequest;
}

/** PUT /api/broker/documents/:id/status: accept, or reject with a reason. */
export function updateDocumentStatus({ id, body }: UpdateDocumentStatusInput): Promise<DocumentDto> {
  return apiRequest<DocumentDto>('PUT', `/api/broker/documents/${encodeURIComponent(id)}/status`, body);
}

export function useUpdateDocumentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDocumentStatus,
    onSuccess: (document) => {
      void queryClient.invalidateQueries({ queryKey: getAssessmentDocumentsQueryOptions(document.assessmentId).queryKey });
      // The applicant's own lists (if this browser also shows them) read GET /api/documents.
      void queryClient.invalidateQueries({ queryKey: ['/api/documents'], exact: true });
    },
  });
}
