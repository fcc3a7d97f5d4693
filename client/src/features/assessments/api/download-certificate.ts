import { useMutation } from '@tanstack/react-query';
import type { Language } from '@core/constants';
import { apiFetch, throwIfNotOk } from '@/lib/api-client';

export interface CertificateFile {
  blob: Blob;
  fileName: string;
}

/** The file name from `Content-Disposition: attachment; filename="..."`, else a sensible default. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  const match = header ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header) : null;
  if (!match) return fallback;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

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

/** Hands a downloaded file to the browser as a download. */
export function saveFile({ blob, fileName }: CertificateFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadCertificate() {
  return useMutation({ mutationFn: downloadCertificate, onSuccess: saveFile });
}
