import type { ReactNode } from 'react';
import { PencilLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { MAX_SCORE } from '@core/constants';
import type { Assessment } from '@core/schemas/assessment';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatEur } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { useLanguage } from '@/lib/use-language';
import { shortId, toAmount } from '../lib/assessment-view';
import { AssessmentFacts } from './assessment-facts';
import { AssessmentStatusBadge } from './assessment-status-badge';
import { CertificateDownload } from './certificate-download';
import { Corridor } from './corridor';
import { StatusTimeline } from './status-timeline';

export interface AssessmentDetailSlots {
  /** The engine's full result for a scored assessment (the page lazy-loads the result feature). */
  renderResult?: (assessment: Assessment) => ReactNode;
  /** The documents of the assessment: upload, checklist, list (the documents feature). */
  renderDocuments?: (assessment: Assessment) => ReactNode;
}

function Headline({ assessment }: { assessment: Assessment }) {
  const { t } = useTranslation('workspace');
  const language = useLanguage();
  const maxLoan = toAmount(assessment.maxLoanAmount);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <div className="col-span-2 grid content-start gap-1 rounded-lg border border-border p-3 sm:col-span-1">
        <dt className="text-xs text-muted-foreground">{t('assessments.detail.status')}</dt>
        <dd>
          <AssessmentStatusBadge status={assessment.status} />
        </dd>
      </div>
      <div className="grid min-w-0 content-start gap-1 rounded-lg border border-border p-3">
        <dt className="text-xs text-muted-foreground">{t('assessments.detail.score')}</dt>
        <dd className="text-lg font-bold break-words sm:text-xl" data-testid="assessment-dialog-score">
          {assessment.eligibilityScore === null
            ? t('assessments.card.noScore')
            : t('assessments.scoreOutOf', { score: assessment.eligibilityScore, max: MAX_SCORE })}
        </dd>
      </div>
      <div className="grid min-w-0 content-start gap-1 rounded-lg border border-border p-3">
        <dt className="text-xs text-muted-foreground">{t('assessments.detail.maxLoan')}</dt>
        <dd className="text-lg font-bold break-words sm:text-xl" data-testid="assessment-dialog-max-loan">
          {maxLoan === null ? t('assessments.card.noScore') : formatEur(maxLoan, language)}
        </dd>
      </div>
    </dl>
  );
}

/**
 * Everything about one assessment (spec section 2 and issue 5): status, score and maximum
 * loan, the answers, the broker's status history, the engine's result, the documents and the
 * certificate. The result and documents come in through slots, so this feature does not
 * import others; the page composes them.
 */
export function AssessmentDetailDialog({
  assessment,
  open,
  onOpenChange,
  renderResult,
  renderDocuments,
  onCloseAutoFocus,
}: AssessmentDetailSlots & {
  assessment: Assessment | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { t } = useTranslation('workspace');
  const language = useLanguage();

  return (
    <Dialog open={open && assessment !== null} onOpenChange={onOpenChange}>
      {assessment ? (
        <DialogContent
          data-testid="assessment-dialog"
          className="gap-6 p-4 sm:max-w-3xl sm:p-6 lg:max-w-5xl"
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <DialogHeader>
            <DialogTitle className="text-xl">{t('assessments.card.title', { id: shortId(assessment.id) })}</DialogTitle>
            <DialogDescription asChild>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Corridor residence={assessment.residenceCountry} origin={assessment.originCountry} className="font-medium text-foreground" />
                <span>
                  {assessment.status === 'draft'
                    ? t('assessments.detail.started', { date: formatDate(assessment.createdAt, language) })
                    : t('assessments.detail.created', { date: formatDate(assessment.submittedAt ?? assessment.createdAt, language) })}
                </span>
              </div>
            </DialogDescription>
          </DialogHeader>

          <div className="grid gap-3">
            <Headline assessment={assessment} />
            <CertificateDownload assessment={assessment} />
            {assessment.status === 'draft' ? (
              <div className="flex flex-col items-start gap-3 rounded-xl border border-border bg-card p-4 text-sm sm:flex-row sm:items-center">
                <p className="flex-1">{t('assessments.detail.draftNote')}</p>
                <Button asChild size="sm">
                  <Link href="/assessment">
                    <PencilLine aria-hidden="true" />
                    {t('assessments.detail.continueDraft')}
                  </Link>
                </Button>
              </div>
            ) : null}
          </div>

          <AssessmentFacts assessment={assessment} />

          <StatusTimeline events={assessment.events ?? []} />

          {/* Documents before the result: the result is long, and uploading is what there is to do. */}
          {renderDocuments?.(assessment)}

          {assessment.status === 'draft' ? null : renderResult?.(assessment)}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
