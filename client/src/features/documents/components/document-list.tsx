import { useState } from 'react';
import { Download, FileText, ImageIcon, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentDto } from '@core/schemas/documents';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails } from '@/lib/api-client';
import { formatFileSize } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { useLanguage } from '@/lib/use-language';
import { useDeleteDocument } from '../api/delete-document';
import { documentFileUrl } from '../lib/document-file';
import { DocumentReadingState } from './document-reading';
import { DocumentStatusBadge } from './document-status-badge';
import { IncomeCorrection, type IncomeCorrectionOptions } from './income-correction';

function DocumentRow({ document, incomeCorrection }: { document: DocumentDto; incomeCorrection?: IncomeCorrectionOptions }) {
  const { t } = useTranslation('workspace');
  const language = useLanguage();
  const remove = useDeleteDocument();
  const [isConfirming, setIsConfirming] = useState(false);
  const Icon = document.fileType.startsWith('image/') ? ImageIcon : FileText;

  const onDelete = () =>
    remove.mutate(
      { documentId: document.id, assessmentId: document.assessmentId },
      {
        onSuccess: () => toast({ title: t('documents.list.deleted', { name: document.originalName }) }),
        onError: (error) => {
          setIsConfirming(false);
          toast({ variant: 'destructive', title: t('documents.list.deleteError'), description: getApiErrorDetails(error).message });
        },
      },
    );

  return (
    <li className="grid gap-2 rounded-lg border border-border p-3" data-testid={`document-${document.id}`}>
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="truncate font-medium" title={document.originalName}>
            {document.originalName}
          </p>
          <p className="text-xs text-muted-foreground">
            {t(`documents.types.${document.documentType}`)} · {formatFileSize(document.fileSize, language)} ·{' '}
            <time dateTime={document.uploadedAt}>{formatDate(document.uploadedAt, language)}</time>
          </p>
        </div>
        <DocumentStatusBadge status={document.status} />
      </div>
      {document.status === 'rejected' && document.rejectionReason ? (
        <p className="rounded-md bg-red-50 p-2 text-sm text-red-900">
          <span className="font-medium">{t('documents.list.reason')}</span> {document.rejectionReason}
        </p>
      ) : null}
      <DocumentReadingState document={document} />
      {document.reading && incomeCorrection ? <IncomeCorrection reading={document.reading} options={incomeCorrection} /> : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={documentFileUrl(document.id)} download={document.originalName}>
            <Download aria-hidden="true" />
            {t('documents.list.download')}
            <span className="sr-only">{document.originalName}</span>
          </a>
        </Button>
        {document.status === 'pending' ? (
          isConfirming ? (
            <>
              <span className="text-sm">{t('documents.list.confirmDelete')}</span>
              <Button variant="destructive" size="sm" onClick={onDelete} disabled={remove.isPending} data-testid="document-delete-confirm">
                {remove.isPending ? t('documents.list.deleting') : t('documents.list.deleteYes')}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setIsConfirming(false)} disabled={remove.isPending}>
                {t('documents.list.keep')}
              </Button>
            </>
          ) : (
            <Button variant="ghost" size="sm" onClick={() => setIsConfirming(true)} data-testid="document-delete">
              <Trash2 aria-hidden="true" />
              {t('documents.list.delete')}
              <span className="sr-only">{document.originalName}</span>
            </Button>
          )
        ) : null}
      </div>
    </li>
  );
}

/** The assessment's uploaded documents: status (and the reason of a rejection), download, delete while pending. */
export function DocumentList({ documents, incomeCorrection }: { documents: DocumentDto[]; incomeCorrection?: IncomeCorrectionOptions }) {
  const { t } = useTranslation('workspace');
  if (documents.length === 0) return <p className="text-sm text-muted-foreground">{t('documents.list.empty')}</p>;
  return (
    <ul className="grid gap-2" data-testid="document-list">
      {documents.map((document) => (
        <DocumentRow key={document.id} document={document} incomeCorrection={incomeCorrection} />
      ))}
    </ul>
  );
}
