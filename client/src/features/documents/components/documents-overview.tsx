import type { ReactNode } from 'react';
import { Download, FileText, FolderOpen, ImageIcon } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { formatFileSize } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { useLanguage } from '@/lib/use-language';
import { getDocumentsQueryOptions } from '../api/get-documents';
import { documentFileUrl } from '../lib/document-file';
import { DocumentReadingState } from './document-reading';
import { DocumentStatusBadge } from './document-status-badge';

/**
 * Every document of the user across their assessments, newest first (issue 12: the dashboard's
 * counter leads here): type, status, assessment, upload date and download. Uploading stays on
 * each assessment, next to the banks' checklist. `assessmentLabel` names an assessment (the
 * page composes it from the assessments feature).
 */
export function DocumentsOverview({ assessmentLabel }: { assessmentLabel: (assessmentId: string) => ReactNode }) {
  const { t } = useTranslation(['workspace', 'account', 'translation']);
  const language = useLanguage();
  const query = useQuery({ ...getDocumentsQueryOptions(), select: (documents) => [...documents].sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt)) });

  if (query.isPending) return <Spinner label={t('translation:common.loading')} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} title={t('account:documents.loadError')} />;
  if (query.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-4 py-12 text-center" data-testid="documents-empty">
        <FolderOpen aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 className="font-semibold">{t('account:documents.emptyTitle')}</h2>
        <p className="max-w-md text-sm text-muted-foreground">{t('account:documents.emptyDescription')}</p>
        <Button asChild>
          <Link href="/assessments">{t('account:documents.toAssessments')}</Link>
        </Button>
      </div>
    );
  }

  return (
    <ul className="grid gap-3" aria-label={t('account:documents.listLabel')} data-testid="documents-overview">
      {query.data.map((document) => {
        const Icon = document.fileType.startsWith('image/') ? ImageIcon : FileText;
        return (
          <li key={document.id} className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-xs sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center" data-testid={`overview-document-${document.id}`}>
            <div className="flex min-w-0 items-start gap-3">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <div className="grid min-w-0 gap-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="truncate font-medium" title={document.originalName}>
                    {document.originalName}
                  </span>
                  <DocumentStatusBadge status={document.status} />
                </p>
                <p className="text-sm text-muted-foreground">
                  {t(`documents.types.${document.documentType}`)} · {formatFileSize(document.fileSize, language)} ·{' '}
                  {t('account:documents.uploaded', { date: formatDate(document.uploadedAt, language) })}
                </p>
                <p className="text-sm">{assessmentLabel(document.assessmentId)}</p>
                {document.status === 'rejected' && document.rejectionReason ? (
                  <p className="rounded-md bg-red-50 p-2 text-sm text-red-900">
                    <span className="font-medium">{t('documents.list.reason')}</span> {document.rejectionReason}
                  </p>
                ) : null}
                <DocumentReadingState document={document} />
              </div>
            </div>
            <Button asChild variant="outline" size="sm" className="justify-self-start">
              <a href={documentFileUrl(document.id)} download={document.originalName}>
                <Download aria-hidden="true" />
                {t('documents.list.download')}
                <span className="sr-only">{document.originalName}</span>
              </a>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
