import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentDto } from '@core/schemas/documents';
import { apiRequest } from '@/lib/api-client';

/** GET /api/documents (signed in): the user's documents, each with its review status. */
export function getDocuments({ signal }: { signal?: AbortSignal } = {}): Promise<DocumentDto[]> {
  return apiRequest<DocumentDto[]>('GET', '/api/documents', undefined, { signal });
}

export const getDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/documents'],
    queryFn: getDocuments,
  });

/** The documents of one assessment, newest first. */
export function useAssessmentDocuments(assessmentId: string) {
  return useQuery({
    ...getDocumentsQueryOptions(),
    select: (documents) =>
      documents
        .filter((document) => document.assessmentId === assessmentId)
        .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt)),
  });
}
