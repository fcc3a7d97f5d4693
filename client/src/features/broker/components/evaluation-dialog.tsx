import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { CaseSection } from '@/features/case';
import { formatDate } from '@/lib/format-date';
import { useLanguage } from '@/lib/use-language';
import { useBrokerAssessment } from '../api/get-broker-assessment';
import { applicantName, engineExplanationOf, type EngineExplanation } from '../lib/review';
import { ApplicantDetails } from './applicant-details';
import { DocumentReview } from './document-review';
import { IncomeEvidence } from './income-evidence';
import { VerificationPanel } from './verification-panel';
import { StatusBadge } from './status-badge';
import { StatusHistory } from './status-history';
import { StatusUpdateForm } from './status-update-form';

export interface EvaluationDialogProps {
  /** The assessment to show (kept while the dialog animates closed). */
  assessmentId: string | null;
  isOpen: boolean;
  onClose: () => void;
  /** The engine's breakdown, flags and reasons, drawn by the page with the result components. */
  renderExplanation?: (explanation: EngineExplanation) => ReactNode;
}

/** docs/product.md §2.18: applicant info, location, financial profile with the score bar, and the status form; issue 6 adds the engine's explanation, documents and history. */
export function EvaluationDialog({ assessmentId, isOpen, onClose, renderExplanation }: EvaluationDialogProps) {
  const { t } = useTranslation('broker');
  const language = useLanguage();
  const { data: assessment, isPending, isError, refetch } = useBrokerAssessment(assessmentId);

  return (
    <Dialog open={isOpen && assessmentId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="max-w-4xl gap-6 p-4 sm:p-6"
        data-testid="evaluation-dialog"
        aria-describedby="evaluation-dialog-description"
        onCloseAutoFocus={(event) => {
          // Opened from a row, not a DialogTrigger: give focus back to that row's button.
          const opener = document.querySelector<HTMLElement>(
            `[data-testid="broker-open-${assessmentId}"], button[data-testid="broker-row-${assessmentId}"]`,
          );
          if (opener) {
            event.preventDefault();
            opener.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{assessment ? t('detail.title', { name: applicantName(assessment.applicant) }) : t('detail.titleLoading')}</DialogTitle>
          <DialogDescription id="evaluation-dialog-description" asChild>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              {assessment ? (
                <>
                  <StatusBadge status={assessment.status} testId="evaluation-status" />
                  <span>{t('list.appliedOn', { date: formatDate(assessment.submittedAt ?? assessment.createdAt, language) })}</span>
                  <span className="font-mono text-xs">{t('detail.reference', { id: assessment.id.slice(-8) })}</span>
                </>
              ) : (
                <span>{t('detail.description')}</span>
              )}
            </div>
          </DialogDescription>
        </DialogHeader>

        {isPending ? (
          <div className="flex min-h-40 items-center justify-center">
            <Spinner className="size-8" label={t('detail.loading')} />
          </div>
        ) : isError ? (
          <div className="grid justify-items-start gap-3">
            <p className="text-sm text-destructive" role="alert">
              {t('detail.loadError')}
            </p>
            <Button variant="outline" onClick={() => void refetch()}>
              {t('translation:common.tryAgain')}
            </Button>
          </div>
        ) : (
          <div className="grid gap-6">
            <ApplicantDetails assessment={assessment} />
            {renderExplanation && assessment.eligibilityScore !== null ? (
              <section aria-labelledby="broker-engine-title" className="grid grid-cols-1 gap-4">
                <div className="grid gap-1">
                  <h3 id="broker-engine-title" className="text-base font-semibold">
                    {t('detail.engine')}
                  </h3>
                  <p className="text-sm text-muted-foreground">{t('detail.engineNote')}</p>
                </div>
                {renderExplanation(engineExplanationOf(assessment))}
              </section>
            ) : null}
            <IncomeEvidence assessmentId={assessment.id} />
            <VerificationPanel assessmentId={assessment.id} declared={{ monthlyIncome: assessment.monthlyIncome === null ? null : Number(assessment.monthlyIncome), currency: assessment.incomeCurrency }} />
            <DocumentReview assessmentId={assessment.id} />
            <StatusHistory events={assessment.events} />
            {/* Issue 24 (ADR 086): the case the applicant follows too: messages, document requests, the timeline. */}
            {assessment.status === 'draft' ? null : <CaseSection assessmentId={assessment.id} viewer="broker" />}
            <StatusUpdateForm key={assessment.id} assessmentId={assessment.id} currentStatus={assessment.status} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
