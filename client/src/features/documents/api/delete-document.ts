import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getDocumentChecklistQueryOptions } from './get-document-checklist';
import { getDocumentsQueryOptions } from './get-documents';

/** DELETE /api/documents/:id: the owner's document, while it is still pending review (204). */
export function deleteDocument({ documentId }: { documentId: string; assessmentId: string }): Promise<void> {
  return apiRequest<void>('DELETE', `/api/documents/${encodeURIComponent(documentId)}`);
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSettled: (_result, _error, { assessmentId }) => {
      void queryClient.invalidateQueries({ queryKey: getDocumentsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: getDocumentChecklistQueryOptions(assessmentId).queryKey });
    },
  });
}
