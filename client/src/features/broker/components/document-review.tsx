import { useState } from 'react';
import { Check, Download, FileText, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MAX_REJECTION_REASON_LENGTH, type BrokerDocumentDto } from '@core/schemas/documents';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date';
import { useLanguage } from '@/lib/use-language';
import { documentFileUrl, useAssessmentDocuments } from '../api/get-assessment-documents';
import { useUpdateDocumentStatus } from '../api/update-document-status';
import { DetailSection } from './detail-list';

const DOCUMENT_BADGE = { pending: 'warning', accepted: 'success', rejected: 'destructive' } as const;

function fileSize(bytes: number, language: ReturnType<typeof useLanguage>): string {
  if (bytes >= 1024 * 1024) return `${formatNumber(bytes / (1024 * 1024), language, 1)} MB`;
  return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), language)} KB`;
}

/** The applicant's documents for the assessment: download, accept, or reject with a reason. */
export function DocumentReview({ assessmentId }: { assessmentId: string }) {
  const { t } = useTranslation('broker');
  const { data: documents, isPending, isError, refetch } = useAssessmentDocuments(assessmentId);

  return (
    <DetailSection title={t('documents.title')} id="broker-documents-title">
      {isPending ? (
        <Spinner label={t('documents.loading')} />
      ) : isError ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p className="text-destructive">{t('documents.loadError')}</p>
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            {t('translation:common.tryAgain')}
          </Button>
        </div>
      ) : documents.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="broker-documents-empty">
          {t('documents.empty')}
        </p>
      ) : (
        <ul className="grid gap-3" data-testid="broker-documents">
          {documents.map((document) => (
            <DocumentItem key={document.id} document={document} />
          ))}
        </ul>
      )}
    </DetailSection>
  );
}

function DocumentItem({ document }: { document: BrokerDocumentDto }) {
  const { t } = useTranslation('broker');
  const language = useLanguage();
  const mutation = useUpdateDocumentStatus();
  const [isRejecting, setIsRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const typeLabel = t(`documentType.${document.documentType}`);
  const reasonId = `document-reason-${document.id}`;

  const review = (status: 'accepted' | 'rejected') => {
    const trimmed = reason.trim();
    if (status === 'rejected' && !trimmed) {
      setReasonError(t('translation:validation.document.reasonRequired'));
      return;
    }
    mutation.mutate(
      { id: document.id, body: status === 'rejected' ? { status, reason: trimmed } : { status } },
      {
        onSuccess: () => {
          toast({ title: status === 'accepted' ? t('toasts.documentAccepted') : t('toasts.documentRejected') });
          setIsRejecting(false);
          setReason('');
          setReasonError(undefined);
        },
        onError: (error) => {
          const details = getApiErrorDetails(error);
          if (details.fieldErrors?.reason) setReasonError(details.fieldErrors.reason);
          toast({ variant: 'destructive', title: t('toasts.documentFailed'), description: details.message });
        },
      },
    );
  };

  return (
    <li className="grid gap-3 rounded-lg border border-border p-3" data-testid={`broker-document-${document.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <div className="grid min-w-0 gap-0.5">
            <p className="text-sm font-medium">{typeLabel}</p>
            <p className="truncate text-sm text-muted-foreground" title={document.originalName}>
              {document.originalName}
            </p>
            <p className="text-xs text-muted-foreground">
              {fileSize(document.fileSize, language)} · {t('documents.uploaded', { date: formatDateTime(document.uploadedAt, language) })}
            </p>
          </div>
        </div>
        <Badge variant={DOCUMENT_BADGE[document.status]} data-testid={`broker-document-status-${document.id}`}>
          {t(`documentStatus.${document.status}`)}
        </Badge>
      </div>
      {document.status === 'rejected' && document.rejectionReason ? (
        <p className="rounded-md bg-red-50 p-2 text-sm text-red-900">{t('documents.rejectedBecause', { reason: document.rejectionReason })}</p>
      ) : null}

      {isRejecting ? (
        <div className="grid gap-3">
          <FormField id={reasonId} label={t('documents.reason')} error={reasonError}>
            <Textarea
              rows={2}
              maxLength={MAX_REJECTION_REASON_LENGTH}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError(undefined);
              }}
              data-testid={`broker-document-reason-${document.id}`}
            />
          </FormField>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" size="sm" onClick={() => setIsRejecting(false)} disabled={mutation.isPending}>
              {t('translation:common.cancel')}
            </Button>
            <Button
              variant="destructive"
              size="sm"
              onClick={() => review('rejected')}
              disabled={mutation.isPending}
              data-testid={`broker-document-confirm-reject-${document.id}`}
            >
              {mutation.isPending ? <Spinner className="size-4 text-current" /> : <X aria-hidden="true" />}
              {t('documents.confirmReject')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" asChild>
            <a href={documentFileUrl(document.id)} download={document.originalName} data-testid={`broker-document-download-${document.id}`}>
              <Download aria-hidden="true" />
              {t('documents.download')}
              <span className="sr-only">: {typeLabel}, {document.originalName}</span>
            </a>
          </Button>
          {document.status !== 'accepted' ? (
            <Button size="sm" onClick={() => review('accepted')} disabled={mutation.isPending} data-testid={`broker-document-accept-${document.id}`}>
              {mutation.isPending ? <Spinner className="size-4 text-current" /> : <Check aria-hidden="true" />}
              {t('documents.accept')}
              <span className="sr-only">: {typeLabel}</span>
            </Button>
          ) : null}
          {document.status !== 'rejected' ? (
            <Button variant="outline" size="sm" onClick={() => setIsRejecting(true)} data-testid={`broker-document-reject-${document.id}`}>
              <X aria-hidden="true" />
              {t('documents.reject')}
              <span className="sr-only">: {typeLabel}</span>
            </Button>
          ) : null}
        </div>
      )}
    </li>
  );
}
