import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Assessment } from '@core/schemas/assessment';
import { MAX_SCORE } from '@core/constants';
import { formatEur, formatMoney, formatNumber } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { engineResultFromAssessment } from '@/lib/stored-result';
import { useLanguage } from '@/lib/use-language';
import { shortId, toAmount } from '../lib/assessment-view';
import { coApplicantText, householdOf, loanOutcome, offeredLoanText } from '../lib/loan-view';
import { AssessmentStatusBadge } from './assessment-status-badge';
import { Corridor } from './corridor';

function Fact({ label, children, testId, isWide = false }: { label: string; children: ReactNode; testId?: string; isWide?: boolean }) {
  return (
    <div className={isWide ? 'col-span-2 grid gap-0.5' : 'grid gap-0.5'}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/**
 * One assessment in the list (docs/product.md §2.6): short id, date, status, corridor, the loan asked
 * for, employment type, score and monthly income; issue 19 adds the loan offered with its one
 * monthly payment (none when no loan can be made) and the household (the co-applicant's income,
 * employment and age, and the dependants). The whole card opens the
 * details: its title is the button, stretched over the card, so keyboard and screen-reader users
 * get one clear control.
 */
export function AssessmentCard({ assessment, onOpen }: { assessment: Assessment; onOpen: () => void }) {
  const { t } = useTranslation(['workspace', 'translation']);
  const language = useLanguage();
  const notSpecified = t('translation:common.notSpecified');
  const desiredLoan = toAmount(assessment.desiredLoanAmount);
  const income = toAmount(assessment.monthlyIncome);
  const date = assessment.submittedAt ?? assessment.createdAt;
  const result = useMemo(() => engineResultFromAssessment(assessment), [assessment]);
  const outcome = loanOutcome(result);
  const offer = outcome.kind === 'offered' ? offeredLoanText(outcome.loan, t, language) : null;
  const household = householdOf(assessment, result);
  const coApplicant = household.coApplicant ? coApplicantText(household.coApplicant, t, language) : null;

  return (
    <article
      data-testid={`assessment-card-${assessment.id}`}
      className="relative grid gap-4 rounded-xl border border-border bg-card p-5 shadow-sm transition-colors hover:border-primary has-[button:focus-visible]:outline-2 has-[button:focus-visible]:outline-offset-2 has-[button:focus-visible]:outline-ring"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 className="text-base font-semibold">
            <button
              type="button"
              onClick={onOpen}
              aria-haspopup="dialog"
              className="text-left after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:outline-none"
            >
              {t('assessments.card.title', { id: shortId(assessment.id) })}
            </button>
          </h2>
          <p className="text-sm text-muted-foreground">
            <time dateTime={date}>{formatDate(date, language)}</time>
          </p>
        </div>
        <AssessmentStatusBadge status={assessment.status} />
      </div>

      <Corridor residence={assessment.residenceCountry} origin={assessment.originCountry} className="font-medium" />

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        {outcome.kind === 'offered' && offer ? (
          <>
            <Fact label={t('assessments.offer.title')} testId="assessment-offered-loan">
              <span className="block font-semibold">{offer.amount}</span>
              <span className="block text-xs text-muted-foreground">{offer.currency}</span>
            </Fact>
            <Fact label={t('assessments.offer.paymentLabel')} testId="assessment-monthly-payment">
              <span className="font-semibold">{offer.payment}</span>
            </Fact>
          </>
        ) : outcome.kind === 'none' ? (
          <Fact label={t('assessments.offer.title')} testId="assessment-offered-loan" isWide>
            <span className="font-semibold">{t('assessments.offer.none')}</span>
          </Fact>
        ) : null}
        <Fact label={t('assessments.card.desiredLoan')}>
          <span className="font-semibold">{desiredLoan === null ? notSpecified : formatEur(desiredLoan, language)}</span>
        </Fact>
        <Fact label={t('assessments.card.score')} testId="assessment-score">
          <span className="font-semibold">
            {assessment.eligibilityScore === null
              ? t('assessments.card.noScore')
              : t('assessments.scoreOutOf', { score: assessment.eligibilityScore, max: MAX_SCORE })}
          </span>
        </Fact>
        <Fact label={t('assessments.card.employment')}>
          {assessment.employmentType ? t(`translation:enums.employmentType.${assessment.employmentType}`) : notSpecified}
        </Fact>
        <Fact label={t('assessments.card.income')}>
          {income === null
            ? notSpecified
            : t('assessments.perMonth', { amount: formatMoney(income, assessment.incomeCurrency ?? 'EUR', language) })}
        </Fact>
        <Fact label={t('assessments.household.coApplicant')} testId="assessment-co-applicant">
          {coApplicant === null ? (
            t('assessments.household.noCoApplicant')
          ) : (
            <>
              <span className="block">{coApplicant.income}</span>
              {coApplicant.situation ? (
                <span className="block text-xs text-muted-foreground" data-testid="assessment-co-applicant-situation">
                  {coApplicant.situation}
                </span>
              ) : null}
            </>
          )}
        </Fact>
        <Fact label={t('translation:fields.dependants')} testId="assessment-dependants">
          {household.dependants === null ? notSpecified : formatNumber(household.dependants, language)}
        </Fact>
      </dl>
      {household.isApplicantAlone ? (
        <p className="text-xs text-muted-foreground" data-testid="assessment-applicant-alone">
          {t('assessments.household.aloneShort')}
        </p>
      ) : null}
    </article>
  );
}
