import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BrokerDocumentDto } from '@core/schemas/documents';
import { apiRequest } from '@/lib/api-client';

/** GET /api/broker/documents?assessmentId=: the applicant's documents for one assessment. */
export function getAssessmentDocuments(assessmentId: string, { signal }: { signal?: AbortSignal } = {}): Promise<BrokerDocumentDto[]> {
  return apiRequest<BrokerDocumentDto[]>('GET', `/api/broker/documents?assessmentId=${encodeURIComponent(assessmentId)}`, undefined, { signal });
}

export const getAssessmentDocumentsQueryOptions = (assessmentId?: string) =>
  queryOptions({
    queryKey: assessmentId ? ['/api/broker/documents', assessmentId] : ['/api/broker/documents'],
    queryFn: ({ signal }) => getAssessmentDocuments(assessmentId ?? '', { signal }),
  });

export function useAssessmentDocuments(assessmentId: string | null) {
  return useQuery({ ...getAssessmentDocumentsQueryOptions(assessmentId ?? ''), enabled: assessmentId !== null });
}

/** Where the file is read (brokers may read any applicant's document). */
export const documentFileUrl = (documentId: string) => `/api/documents/${encodeURIComponent(documentId)}/file`;
