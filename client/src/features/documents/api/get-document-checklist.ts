import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentChecklist } from '@core/schemas/documents';
import { apiRequest } from '@/lib/api-client';

const checklistUrl = (assessmentId: string) => `/api/assessments/${encodeURIComponent(assessmentId)}/document-checklist`;

/**
 * GET /api/assessments/:id/document-checklist: the document types the assessment's banks
 * usually ask for, with what is uploaded and what is still missing.
 */
export function getDocumentChecklist(assessmentId: string, { signal }: { signal?: AbortSignal } = {}): Promise<DocumentChecklist> {
  return apiRequest<DocumentChecklist>('GET', checklistUrl(assessmentId), undefined, { signal });
}

export const getDocumentChecklistQueryOptions = (assessmentId: string) =>
  queryOptions({
    queryKey: [checklistUrl(assessmentId)],
    queryFn: ({ signal }) => getDocumentChecklist(assessmentId, { signal }),
  });

export function useDocumentChecklist(assessmentId: string) {
  return useQuery(getDocumentChecklistQueryOptions(assessmentId));
}
