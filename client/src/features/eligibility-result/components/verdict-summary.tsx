import { AlertTriangle, CheckCircle2, Clock, XCircle } from 'lucide-react';
import { MAX_SCORE } from '@core/constants';
import type { EngineResult } from '@core/eligibility/types';
import type { AssessmentInput } from '@core/schemas/assessment-input';
import { formatCalendarDate } from '@/lib/format-date';
import { formatEur, formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useResultText } from '../lib/use-result-text';
import { verdictCase } from '../lib/verdict-case';

/** Said here, with the verdict, rather than in the list of notes further down. */
export const STALE_RATES_FLAG = 'flag.staleRates';

const LOOK = {
  eligible: { Icon: CheckCircle2, box: 'border-green-300 bg-green-50 text-green-950', icon: 'text-green-700' },
  partial: { Icon: AlertTriangle, box: 'border-amber-300 bg-amber-50 text-amber-950', icon: 'text-amber-700' },
  not_eligible: { Icon: XCircle, box: 'border-red-300 bg-red-50 text-red-950', icon: 'text-red-700' },
} as const;

/**
 * The answer first (issues 10 and 19): the verdict, why, the headline and the bank that lends
 * it, the one loan's first instalment, and the regulatory figure beside it. Compact enough to sit
 * above the fold on a phone. Not eligible: no figure at all, the reason instead.
 */
export function VerdictSummary({ result, input }: { result: EngineResult; input: AssessmentInput }) {
  const { t, language, message } = useResultText();
  const { Icon, box, icon } = LOOK[result.verdict];
  const eur = (amount: number) => formatEur(amount, language);
  const staleFlag = result.staleRates ? result.flags.find((flag) => flag.key === STALE_RATES_FLAG) : undefined;
  const readAs = verdictCase(result);
  const headlineLimit = result.verdict !== 'not_eligible' ? result.headlineLimit : null;
  const { loan } = result;
  const lender = result.maxLoanSource === 'partnerBanks' ? result.maxLoanBankName : null;

  return (
    <section
      aria-labelledby="result-verdict-title"
      // Tighter on a phone: the verdict, the headline, the loan's payment, why and the score all
      // fit a 360 × 740 screen (issues 10 and 19).
      className={cn('grid gap-2 rounded-xl border p-3 sm:gap-3 sm:p-5', box)}
      data-testid="result-verdict"
      data-verdict={result.verdict}
    >
      <h3 id="result-verdict-title" className="flex items-start gap-2 text-lg leading-snug font-bold">
        <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', icon)} />
        {t(`verdict.title.${readAs}`)}
      </h3>

      {result.verdict !== 'not_eligible' ? (
        <div className="grid gap-0.5">
          {/* The lender in the label ("CEC Bank would lend you up to"): one line less than naming it under the figure. */}
          <p className="text-sm" data-testid="result-headline-label">
            {lender ? t('verdict.headline.bank', { bank: lender }) : t(`verdict.headline.${result.maxLoanSource}`)}
          </p>
          <p className="text-3xl font-bold tracking-tight tabular-nums sm:text-4xl" data-testid="result-max-loan">
            {eur(result.maxLoanAmount)}
          </p>
          {result.verdict === 'eligible' ? (
            <p className="text-sm" data-testid="result-desired">
              {t('verdict.desired', { amount: eur(input.desiredLoanAmount) })}
            </p>
          ) : null}
        </div>
      ) : null}

      {/* The one loan's first instalment, on the first screen with the headline (issue 19). */}
      {loan ? (
        <p className="text-sm font-medium" data-testid="result-verdict-loan">
          {t(loan.isDesiredAmount ? 'verdict.loanLineDesired' : 'verdict.loanLine', {
            payment: formatEur(loan.monthlyPayment, language, { cents: 'ifAny' }),
            amount: eur(loan.amount),
            years: formatNumber(loan.termMonths / 12, language, 1),
          })}
        </p>
      ) : null}

      {result.verdictReasons.length > 0 ? (
        <ul className="grid gap-1 text-sm" data-testid="result-verdict-reasons">
          {result.verdictReasons.map((reason) => (
            <li key={reason.key}>{message(reason)}</li>
          ))}
        </ul>
      ) : null}
      {headlineLimit ? (
        <p className="text-sm" data-testid="result-regulatory">
          {message({ key: headlineLimit.key, values: { ...headlineLimit.values, regulatoryMaxLoanAmount: result.regulatoryMaxLoanAmount } })}
        </p>
      ) : null}

      <p className="text-sm font-medium" data-testid="result-verdict-score">
        {t('verdict.score', { score: result.eligibilityScore, max: MAX_SCORE })}
        {result.scoreCeiling !== null && result.verdict !== 'eligible' ? (
          <span className="font-normal">
            {' · '}
            {t('verdict.scoreCapped', {
              points: result.scoreBeforeCeiling,
              ceiling: result.scoreCeiling,
              reason: t(`verdict.scoreCappedReason.${readAs}`),
            })}
          </span>
        ) : null}
        {result.scoreFloor !== null && result.scoreBeforeCeiling < result.scoreFloor ? (
          <span className="font-normal" data-testid="result-score-floor">
            {' · '}
            {t('verdict.scoreFloored', { points: result.scoreBeforeCeiling, floor: result.scoreFloor })}
          </span>
        ) : null}
      </p>

      {staleFlag ? (
        <p className="flex items-start gap-2 text-sm" data-testid="result-stale-rates">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('staleRates', { date: formatCalendarDate(String(staleFlag.values.rateDate), language), days: staleFlag.values.days })}
        </p>
      ) : null}
    </section>
  );
}
