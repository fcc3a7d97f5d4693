import { useMutation } from '@tanstack/react-query';
import type { Language } from '@core/constants';
import { apiFetch, throwIfNotOk } from '@/lib/api-client';
import { fileNameFromDisposition, saveFile, type DownloadedFile } from '@/lib/download-file';

export type CertificateFile = DownloadedFile;

/**
 * GET /api/assessments/:id/certificate (Pro and Premium): the one-page PDF, in `language`.
 * Fetched (not a plain link) so a refusal (402 plan, 4xx not scored) shows the server's
 * message instead of leaving the page for a JSON answer.
 */
export async function downloadCertificate({ assessmentId, language }: { assessmentId: string; language: Language }): Promise<CertificateFile> {
  const response = await apiFetch(`/api/assessments/${encodeURIComponent(assessmentId)}/certificate?language=${language}`, {
    headers: { Accept: 'application/pdf, application/json' },
  });
  await throwIfNotOk(response);
  const blob = await response.blob();
  return { blob, fileName: fileNameFromDisposition(response.headers.get('Content-Disposition'), `acasa-certificate-${assessmentId.slice(-8)}.pdf`) };
}

export function useDownloadCertificate() {
  return useMutation({ mutationFn: downloadCertificate, onSuccess: saveFile });
}
