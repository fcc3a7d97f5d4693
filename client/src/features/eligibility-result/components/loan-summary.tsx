import type { EngineResult } from '@core/eligibility/types';
import type { AssessmentInput } from '@core/schemas/assessment-input';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatEur, formatNumber, formatPercent } from '@/lib/format';
import { useResultText } from '../lib/use-result-text';
import { verdictCase } from '../lib/verdict-case';
import { AfterFixedPeriod } from './after-fixed-period';

/**
 * The desired loan's monthly payment at the base and the stressed rate, over what term, and
 * what limits the regulatory maximum. Nothing when the country has no lending rule: there is
 * no rate or term to show (the verdict says why).
 */
export function LoanSummary({ result, input }: { result: EngineResult; input: AssessmentInput }) {
  const { t, language } = useResultText();
  const { metrics } = result;
  if (metrics.termMonths === null || metrics.baseRate === null || metrics.stressedRate === null) return null;
  const termYears = metrics.termMonths / 12;
  const readAs = verdictCase(result);
  const isFine = readAs === 'eligible' || readAs === 'eligibleRulesOnly';

  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle as="h3">{t('loan.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-1">
          <p className="text-sm text-muted-foreground">
            {t('loan.desired', { amount: formatEur(input.desiredLoanAmount, language) })}{' '}
            {readAs === 'not_eligible' ? null : (
              <span className={isFine ? 'font-medium text-success' : 'font-medium text-destructive'} data-testid="result-loan-fit">
                {t(`loan.fit.${readAs}`)}
              </span>
            )}
          </p>
          {metrics.limitedBy !== 'noRule' && result.verdict !== 'not_eligible' ? (
            <p className="text-sm text-muted-foreground" data-testid="result-limited-by">
              {t('loan.limitedBy', { factor: t(`loan.limit.${metrics.limitedBy}`) })}
            </p>
          ) : null}
        </div>

        <dl className="grid gap-3 sm:grid-cols-2">
          <div className="rounded-lg bg-muted p-3">
            <dt className="text-xs text-muted-foreground">
              {t('loan.payment', { rate: formatPercent(metrics.baseRate, language, 2) })}
            </dt>
            <dd className="text-lg font-semibold" data-testid="result-monthly-payment">
              {formatEur(result.monthlyPayment, language)}
            </dd>
          </div>
          <div className="rounded-lg bg-muted p-3">
            <dt className="text-xs text-muted-foreground">
              {t('loan.paymentStressed', { rate: formatPercent(metrics.stressedRate, language, 2) })}
            </dt>
            <dd className="text-lg font-semibold" data-testid="result-monthly-payment-stressed">
              {formatEur(result.monthlyPaymentStressed, language)}
            </dd>
          </div>
        </dl>
        <p className="text-xs text-muted-foreground" data-testid="result-loan-basis">
          {t('loan.basis', {
            term: formatNumber(termYears, language, 1),
            // The income as it was counted: cents when it has some (3.000,50 typed is not 3.001).
            income: formatEur(metrics.incomeEur, language, { cents: 'ifAny' }),
            currency: metrics.loanCurrency ?? 'EUR',
          })}
        </p>
        {result.afterFixedPeriod ? <AfterFixedPeriod end={result.afterFixedPeriod} /> : null}
      </CardContent>
    </Card>
  );
}
