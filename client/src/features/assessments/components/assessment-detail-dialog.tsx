import { useMemo, type ReactNode } from 'react';
import { Info, PencilLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { MAX_SCORE } from '@core/constants';
import type { Assessment } from '@core/schemas/assessment';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatEur } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { engineResultFromAssessment } from '@/lib/stored-result';
import { useLanguage } from '@/lib/use-language';
import { shortId, toAmount } from '../lib/assessment-view';
import { householdOf, loanOutcome, offeredLoanText, type Household, type LoanOutcome } from '../lib/loan-view';
import { AssessmentFacts } from './assessment-facts';
import { AssessmentStatusBadge } from './assessment-status-badge';
import { CertificateDownload } from './certificate-download';
import { Corridor } from './corridor';
import { PlanLink } from './plan-link';
import { StatusTimeline } from './status-timeline';
import { VerificationSummary } from './verification-summary';
import { useVerifications } from '../api/get-verifications';

export interface AssessmentDetailSlots {
  /** The engine's full result for a scored assessment (the page lazy-loads the result feature). */
  renderResult?: (assessment: Assessment) => ReactNode;
  /** The documents of the assessment: upload, checklist, list (the documents feature). */
  renderDocuments?: (assessment: Assessment) => ReactNode;
  /** The case both sides follow: messages, document requests, the timeline (issue 24, the case feature); submitted assessments only. */
  renderCase?: (assessment: Assessment) => ReactNode;
}

function Tile({ label, children, testId, className = '' }: { label: string; children: ReactNode; testId?: string; className?: string }) {
  return (
    <div className={`grid min-w-0 content-start gap-1 rounded-lg border border-border p-3 ${className}`}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="grid gap-0.5" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * Status, score and maximum loan (docs/product.md §2.6), then the one loan offered and its monthly payment
 * (issue 19); a loan that cannot be made shows no payment.
 */
function Headline({ assessment, outcome, household }: { assessment: Assessment; outcome: LoanOutcome; household: Household }) {
  const { t } = useTranslation('workspace');
  const language = useLanguage();
  const maxLoan = toAmount(assessment.maxLoanAmount);
  const offer = outcome.kind === 'offered' ? offeredLoanText(outcome.loan, t, language) : null;
  const figure = 'text-lg font-bold break-words sm:text-xl';
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Tile label={t('assessments.detail.status')} className="col-span-2 sm:col-span-1">
          <span>
            <AssessmentStatusBadge status={assessment.status} />
          </span>
        </Tile>
        <Tile label={t('assessments.detail.score')} testId="assessment-dialog-score">
          <span className={figure}>
            {assessment.eligibilityScore === null
              ? t('assessments.card.noScore')
              : t('assessments.scoreOutOf', { score: assessment.eligibilityScore, max: MAX_SCORE })}
          </span>
        </Tile>
        <Tile label={t('assessments.detail.maxLoan')} testId="assessment-dialog-max-loan">
          <span className={figure}>{maxLoan === null ? t('assessments.card.noScore') : formatEur(maxLoan, language)}</span>
        </Tile>
        {offer ? (
          <>
            <Tile label={t('assessments.offer.title')} testId="assessment-dialog-offered-loan" className="col-span-2">
              <span className={figure}>{offer.amount}</span>
              <span className="text-sm text-muted-foreground">{offer.currency}</span>
            </Tile>
            <Tile label={t('assessments.offer.paymentLabel')} testId="assessment-dialog-monthly-payment" className="col-span-2 sm:col-span-1">
              <span className={figure}>{offer.payment}</span>
              <span className="text-sm text-muted-foreground">{t('assessments.offer.paymentNote')}</span>
            </Tile>
          </>
        ) : outcome.kind === 'none' ? (
          <Tile label={t('assessments.offer.title')} testId="assessment-dialog-offered-loan" className="col-span-2 sm:col-span-3">
            <span className="font-semibold">{t('assessments.offer.none')}</span>
            <span className="text-sm text-muted-foreground">{t('assessments.offer.noneNote')}</span>
          </Tile>
        ) : null}
      </dl>
      {household.isApplicantAlone ? (
        <p className="flex items-start gap-2 rounded-lg border border-border bg-muted p-3 text-sm" data-testid="assessment-dialog-applicant-alone">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>{t('assessments.household.alone')}</span>
        </p>
      ) : null}
    </div>
  );
}

/**
 * Everything about one assessment (docs/product.md §2.6 and issue 5): status, score and maximum
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
  renderCase,
  onCloseAutoFocus,
}: AssessmentDetailSlots & {
  assessment: Assessment | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { t } = useTranslation('workspace');
  const language = useLanguage();
  const result = useMemo(() => (assessment ? engineResultFromAssessment(assessment) : null), [assessment]);
  const household = assessment ? householdOf(assessment, result) : null;
  // Issue 23: what a broker verified, in the timeline; a draft has nothing verified.
  const verifications = useVerifications(assessment?.id ?? '', { enabled: open && assessment !== null && assessment.status !== 'draft' });

  return (
    <Dialog open={open && assessment !== null} onOpenChange={onOpenChange}>
      {assessment && household ? (
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
            <Headline assessment={assessment} outcome={loanOutcome(result)} household={household} />
            <CertificateDownload assessment={assessment} />
            <PlanLink assessment={assessment} />
            {/* Once the verifications are known: "declared" before they load would be a wrong answer. */}
            {verifications.data ? <VerificationSummary assessment={assessment} verifications={verifications.data} /> : null}
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

          <AssessmentFacts assessment={assessment} household={household} />

          <StatusTimeline events={assessment.events ?? []} verifications={verifications.data ?? []} />

          {assessment.status === 'draft' ? null : renderCase?.(assessment)}

          {/* Documents before the result: the result is long, and uploading is what there is to do. */}
          {renderDocuments?.(assessment)}

          {assessment.status === 'draft' ? null : renderResult?.(assessment)}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
