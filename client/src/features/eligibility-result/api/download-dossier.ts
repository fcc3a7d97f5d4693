import { useMutation } from '@tanstack/react-query';
import type { Language } from '@core/constants';
import { apiFetch, throwIfNotOk } from '@/lib/api-client';
import { fileNameFromDisposition, saveFile, type DownloadedFile } from '@/lib/download-file';

export interface DossierRequest {
  assessmentId: string;
  bankId: number;
  language: Language;
}

/**
 * GET /api/assessments/:id/dossier?bankId=&language= (issue 23, the certificate's plans): one
 * bank's dossier as a PDF. Fetched, not a plain link, so a refusal (402 plan, 409 rejected)
 * shows the server's message instead of leaving the page for a JSON answer.
 */
export async function downloadDossier({ assessmentId, bankId, language }: DossierRequest): Promise<DownloadedFile> {
  const query = new URLSearchParams({ bankId: String(bankId), language });
  const response = await apiFetch(`/api/assessments/${encodeURIComponent(assessmentId)}/dossier?${query}`, {
    headers: { Accept: 'application/pdf, application/json' },
  });
  await throwIfNotOk(response);
  const blob = await response.blob();
  return { blob, fileName: fileNameFromDisposition(response.headers.get('Content-Disposition'), `acasa-dossier-${bankId}-${language}.pdf`) };
}

export function useDownloadDossier() {
  return useMutation({ mutationFn: downloadDossier, onSuccess: saveFile });
}
