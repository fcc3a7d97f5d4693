import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentDto } from '@core/schemas/documents';
import { apiRequest } from '@/lib/api-client';

/** GET /api/documents (signed in): the user's documents, each with its review status. */
export function getDocuments({ signal }: { signal?: AbortSignal } = {}): Promise<DocumentDto[]> {
  return apiRequest<DocumentDto[]>('GET', '/api/documents', undefined, { signal });
}

/** How often the list is asked again while a photo or scan is being read (OCR, issue 23). */
export const READING_POLL_MS = 2_000;

/** Every few seconds while any document's reading is pending, and not at all once none is. */
export const whileReading = (documents: readonly DocumentDto[] | undefined): number | false =>
  documents?.some((document) => document.readingStatus === 'pending') ? READING_POLL_MS : false;

export const getDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/documents'],
    queryFn: getDocuments,
    refetchInterval: (query) => whileReading(query.state.data),
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
