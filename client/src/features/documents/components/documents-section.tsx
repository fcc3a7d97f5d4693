import { FolderOpen } from 'lucide-react';
import type { DocumentType } from '@core/constants';
import { useTranslation } from 'react-i18next';
import { RETENTION } from '@core/retention';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentChecklist } from '../api/get-document-checklist';
import { useAssessmentDocuments } from '../api/get-documents';
import { DocumentChecklist } from './document-checklist';
import { DocumentList } from './document-list';
import { DocumentUpload } from './document-upload';
import type { IncomeCorrectionOptions } from './income-correction';

/** A document asked for on the case (issue 24): the upload opens on its type, focused; `key` changes on each ask. */
export interface RequestedUpload {
  documentType: DocumentType;
  key: number;
}

/** An assessment's documents: upload, the banks' checklist and what is uploaded (issue 5). */
export function DocumentsSection({
  assessmentId,
  incomeCorrection,
  requested,
  onUploaded,
}: {
  assessmentId: string;
  incomeCorrection?: IncomeCorrectionOptions;
  requested?: RequestedUpload;
  /** After each upload (the case's timeline reads it again). */
  onUploaded?: () => void;
}) {
  const { t } = useTranslation(['workspace', 'translation', 'retention']);
  const documents = useAssessmentDocuments(assessmentId);
  const checklist = useDocumentChecklist(assessmentId);
  // Offer the first missing type the banks ask for: the likely next upload.
  const suggestedType = checklist.data?.items.find((item) => item.isRequested && item.isMissing)?.documentType;

  return (
    <section aria-labelledby="assessment-documents" className="grid gap-4" data-testid="assessment-documents">
      <div className="grid gap-1">
        <h3 id="assessment-documents" className="flex items-center gap-2 text-lg font-semibold">
          <FolderOpen aria-hidden="true" className="size-5 text-primary" />
          {t('documents.title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('documents.description')}</p>
        {/* The retention job deletes them (ADR 070): said here, before the list is suddenly empty. */}
        <p className="text-sm text-muted-foreground" data-testid="documents-retention">
          {t('retention:documents.afterDecision', { days: RETENTION.documentsAfterDecision.days })}
        </p>
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <div className="grid gap-4">
          {requested ? (
            <DocumentUpload key={`requested-${requested.key}`} assessmentId={assessmentId} suggestedType={requested.documentType} isFocused onUploaded={onUploaded} />
          ) : checklist.isPending ? (
            <DocumentUpload key="loading" assessmentId={assessmentId} onUploaded={onUploaded} />
          ) : (
            <DocumentUpload key="ready" assessmentId={assessmentId} suggestedType={suggestedType} onUploaded={onUploaded} />
          )}
          <div className="grid gap-2">
            <h4 className="font-semibold">{t('documents.list.title')}</h4>
            {documents.isPending ? (
              <Spinner label={t('translation:common.loading')} />
            ) : documents.isError ? (
              <LoadError error={documents.error} onRetry={() => void documents.refetch()} title={t('documents.list.loadError')} />
            ) : (
              <DocumentList documents={documents.data} incomeCorrection={incomeCorrection} />
            )}
          </div>
        </div>
        {checklist.isPending ? (
          <Spinner label={t('translation:common.loading')} />
        ) : checklist.isError ? (
          <LoadError error={checklist.error} onRetry={() => void checklist.refetch()} title={t('documents.checklist.loadError')} />
        ) : (
          <DocumentChecklist checklist={checklist.data} />
        )}
      </div>
    </section>
  );
}
