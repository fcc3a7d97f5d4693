import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentType } from '@core/constants';
import type { DocumentDto } from '@core/schemas/documents';
import { ApiError } from '@/lib/api-client';
import { getCurrentLanguage } from '@/lib/i18n';
import { getDocumentChecklistQueryOptions } from './get-document-checklist';
import { getDocumentsQueryOptions } from './get-documents';

export interface UploadDocumentInput {
  assessmentId: string;
  documentType: DocumentType;
  file: File;
  /** 0..1 as the bytes leave the browser. */
  onProgress?: (fraction: number) => void;
}

/** The request never got an answer (offline, connection dropped). */
export class UploadNetworkError extends Error {
  constructor() {
    super('Network error while uploading');
    this.name = 'UploadNetworkError';
  }
}

/**
 * POST /api/documents (multipart): the text fields first, then the file, so the server can
 * refuse a wrong assessment or type before reading the file. XMLHttpRequest rather than fetch
 * because only it reports upload progress. Answers 201 with the document; a refusal (415 type,
 * 413 size, 403 plan...) rejects with the ApiError of docs/product.md §7 carrying the server's message.
 */
export function uploadDocument({ assessmentId, documentType, file, onProgress }: UploadDocumentInput): Promise<DocumentDto> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.append('assessmentId', assessmentId);
    body.append('documentType', documentType);
    body.append('file', file, file.name);

    const request = new XMLHttpRequest();
    request.open('POST', '/api/documents');
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', getCurrentLanguage());
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(JSON.parse(request.responseText) as DocumentDto);
        } catch {
          reject(new ApiError(request.status, request.statusText, request.responseText));
        }
        return;
      }
      reject(new ApiError(request.status, request.statusText, request.responseText));
    });
    request.addEventListener('error', () => reject(new UploadNetworkError()));
    request.addEventListener('abort', () => reject(new UploadNetworkError()));
    request.send(body);
  });
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSettled: (_document, _error, { assessmentId }) => {
      // A refusal changes nothing, but a dropped connection may still have stored the file.
      void queryClient.invalidateQueries({ queryKey: getDocumentsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: getDocumentChecklistQueryOptions(assessmentId).queryKey });
    },
  });
}
