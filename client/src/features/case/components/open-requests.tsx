import { Upload, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentType } from '@core/constants';
import type { DocumentRequest } from '@core/schemas/cases';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails } from '@/lib/api-client';
import { formatCalendarDate } from '@/lib/format-date';
import { useLanguage } from '@/lib/use-language';
import { useCancelDocumentRequest } from '../api/cancel-document-request';

/**
 * The documents still asked for, soonest due first: the applicant uploads each (the page opens
 * the documents' upload on that type), a broker may cancel one.
 */
export function OpenRequests({
  assessmentId,
  requests,
  viewer,
  onUpload,
}: {
  assessmentId: string;
  requests: readonly DocumentRequest[];
  viewer: 'applicant' | 'broker';
  onUpload?: (documentType: DocumentType) => void;
}) {
  const { t } = useTranslation(['case', 'workspace']);
  const language = useLanguage();
  const cancel = useCancelDocumentRequest(assessmentId);

  return (
    <div className="grid gap-2" data-testid="case-open-requests">
      <h4 className="font-semibold">{t('requests.title')}</h4>
      {requests.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('requests.empty')}</p>
      ) : (
        <ul className="grid gap-2">
          {requests.map((request) => {
            const document = t(`workspace:documents.types.${request.documentType}`);
            return (
              <li key={request.id} className="grid gap-2 rounded-lg border border-border p-3 sm:flex sm:items-start sm:justify-between" data-testid={`case-request-${request.id}`}>
                <div className="grid min-w-0 gap-1 text-sm">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {document}
                    {request.isOverdue ? <Badge variant="warning">{t('requests.overdue')}</Badge> : null}
                  </p>
                  <p className="text-muted-foreground">
                    {t('requests.due', { date: formatCalendarDate(request.dueDate, language) })}
                    {request.requestedBy ? ` · ${t('requests.by', { name: request.requestedBy })}` : null}
                  </p>
                  {request.note ? <p className="break-words whitespace-pre-line">{request.note}</p> : null}
                </div>
                {viewer === 'applicant' && onUpload ? (
                  <Button size="sm" onClick={() => onUpload(request.documentType)} data-testid={`case-request-upload-${request.id}`} aria-label={t('requests.uploadLabel', { document })}>
                    <Upload aria-hidden="true" />
                    {t('requests.upload')}
                  </Button>
                ) : null}
                {viewer === 'broker' ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={cancel.isPending}
                    onClick={() =>
                      cancel.mutate(request.id, {
                        onSuccess: () => toast({ title: t('requests.cancelled', { document }) }),
                        onError: (error) => toast({ variant: 'destructive', title: t('requests.cancelFailed'), description: getApiErrorDetails(error).message }),
                      })
                    }
                    data-testid={`case-request-cancel-${request.id}`}
                    aria-label={t('requests.cancelLabel', { document })}
                  >
                    <XCircle aria-hidden="true" />
                    {t('requests.cancel')}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
