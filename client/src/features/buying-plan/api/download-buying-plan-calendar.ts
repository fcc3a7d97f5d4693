import { useMutation } from '@tanstack/react-query';
import { apiFetch, throwIfNotOk } from '@/lib/api-client';
import { fileNameFromDisposition, saveFile, type DownloadedFile } from '@/lib/download-file';
import { buyingPlanUrl } from './buying-plan-url';

/**
 * GET /api/assessments/:id/buying-plan.ics (no query: the stored plan), in the account's
 * language. Fetched, not linked, so a refusal shows the server's message on the page.
 */
export async function downloadBuyingPlanCalendar({ assessmentId }: { assessmentId: string }): Promise<DownloadedFile> {
  const response = await apiFetch(buyingPlanUrl(assessmentId, '.ics'), { headers: { Accept: 'text/calendar, application/json' } });
  await throwIfNotOk(response);
  const blob = await response.blob();
  return { blob, fileName: fileNameFromDisposition(response.headers.get('Content-Disposition'), `acasa-plan-${assessmentId.slice(0, 8)}.ics`) };
}

export function useDownloadBuyingPlanCalendar() {
  return useMutation({ mutationFn: downloadBuyingPlanCalendar, onSuccess: saveFile });
}
