import { useTranslation } from 'react-i18next';
import type { Assessment } from '@core/schemas/assessment';
import { MAX_SCORE } from '@core/constants';
import { formatEur, formatMoney } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { useLanguage } from '@/lib/use-language';
import { shortId, toAmount } from '../lib/assessment-view';
import { AssessmentStatusBadge } from './assessment-status-badge';
import { Corridor } from './corridor';

/**
 * One assessment in the list (spec section 2): short id, date, status, corridor, desired loan,
 * employment type, score and monthly income. The whole card opens the details: its title is
 * the button, stretched over the card, so keyboard and screen-reader users get one clear control.
 */
export function AssessmentCard({ assessment, onOpen }: { assessment: Assessment; onOpen: () => void }) {
  const { t } = useTranslation(['workspace', 'translation']);
  const language = useLanguage();
  const notSpecified = t('translation:common.notSpecified');
  const desiredLoan = toAmount(assessment.desiredLoanAmount);
  const income = toAmount(assessment.monthlyIncome);
  const date = assessment.submittedAt ?? assessment.createdAt;

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
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">{t('assessments.card.desiredLoan')}</dt>
          <dd className="font-semibold">{desiredLoan === null ? notSpecified : formatEur(desiredLoan, language)}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">{t('assessments.card.score')}</dt>
          <dd className="font-semibold" data-testid="assessment-score">
            {assessment.eligibilityScore === null
              ? t('assessments.card.noScore')
              : t('assessments.scoreOutOf', { score: assessment.eligibilityScore, max: MAX_SCORE })}
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">{t('assessments.card.employment')}</dt>
          <dd>{assessment.employmentType ? t(`translation:enums.employmentType.${assessment.employmentType}`) : notSpecified}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">{t('assessments.card.income')}</dt>
          <dd>
            {income === null
              ? notSpecified
              : t('assessments.perMonth', { amount: formatMoney(income, assessment.incomeCurrency ?? 'EUR', language) })}
          </dd>
        </div>
      </dl>
    </article>
  );
}
