import type { ReactNode } from 'react';
import { Landmark } from 'lucide-react';
import type { EngineResult, OfferedLoan } from '@core/eligibility/types';
import type { AssessmentInput } from '@core/schemas/assessment-input';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCalendarDate } from '@/lib/format-date';
import { formatApr, formatEur, formatMoney, formatNumber, formatPercent } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useResultText } from '../lib/use-result-text';
import { verdictCase } from '../lib/verdict-case';
import { AfterFixedPeriod } from './after-fixed-period';

function Tile({
  label,
  value,
  note,
  testId,
  isMain = false,
  isAlone = false,
}: {
  label: string;
  value: string;
  note?: string;
  testId: string;
  isMain?: boolean;
  /** The only tile (no stress test beside it): the whole row, so "606,79 EUR" stays inside it on a phone. */
  isAlone?: boolean;
}) {
  return (
    <div className={cn('grid content-start gap-0.5 rounded-lg p-3', isMain ? 'bg-primary/10' : 'bg-muted', isAlone && 'col-span-2')}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={cn('font-semibold tabular-nums', isMain ? 'text-2xl' : 'text-lg')} data-testid={testId}>
        {value}
      </dd>
      {note ? <dd className="text-xs text-muted-foreground tabular-nums">{note}</dd> : null}
    </div>
  );
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 border-t border-border py-2 first:border-t-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

type ResultText = ReturnType<typeof useResultText>;

/** "6.50 %", or "3.45 % for 3 years, then 2.80 %" when the bank fixes it for some years. */
function rateTextOf(loan: OfferedLoan, { t, language }: Pick<ResultText, 't' | 'language'>): string {
  const rate = formatPercent(loan.rate, language, 2);
  if (loan.rateAfter === null || loan.rateChangesFromMonth === null) return rate;
  const years = (loan.rateChangesFromMonth - 1) / 12;
  return t('loan.rateThen', { rate, years: formatNumber(years, language, 1), rateAfter: formatPercent(loan.rateAfter, language, 2) });
}

/**
 * The one loan of the result (issue 19): the bank that would make it, the amount (offered, or the
 * one asked for, and it says which) in EUR and in the loan's currency, the rate (and the rate
 * after the bank's fixed years), the term, the first instalment, the stress test only when its
 * rate differs, the monthly outgoing with the bank's charges, the APRC and what limits it.
 * Nothing when no loan can be made: the verdict and the next steps say why.
 */
export function LoanSummary({ result, input }: { result: EngineResult; input: AssessmentInput }) {
  const text = useResultText();
  const { t, language } = text;
  const { loan, metrics } = result;
  if (!loan) return null;
  const rateText = rateTextOf(loan, text);
  const eur = (amount: number) => formatEur(amount, language);
  const eurCents = (amount: number) => formatEur(amount, language, { cents: 'ifAny' });
  const inLoanCurrency = (amount: number) => formatMoney(amount, loan.currency, language, { cents: 'ifAny' });
  const isForeign = loan.currency !== 'EUR';
  const readAs = verdictCase(result);
  const isFine = readAs === 'eligible' || readAs === 'eligibleRulesOnly';
  const years = formatNumber(loan.termMonths / 12, language, 1);
  // The loan currency's own rate date (the result's is the income's: EUR's row for a euro earner, which never moves).
  const rateDate = loan.loanCurrencyRateDate ?? result.fxRateDate;

  return (
    <Card className="h-full" data-testid="result-loan">
      <CardHeader>
        <CardTitle as="h3">{t('loan.title')}</CardTitle>
        <CardDescription className="flex items-start gap-2" data-testid="result-loan-bank">
          <Landmark aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {loan.bankName ? t('loan.fromBank', { bank: loan.bankName, currency: loan.currency }) : t('loan.typicalTerms', { currency: loan.currency })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-3">
          <Tile
            label={t(loan.isDesiredAmount ? 'loan.paymentForDesired' : 'loan.paymentForOffered', { amount: eur(loan.amount) })}
            value={eurCents(loan.monthlyPayment)}
            note={isForeign ? t('loan.approx', { amount: inLoanCurrency(loan.monthlyPaymentInLoanCurrency) }) : undefined}
            testId="result-monthly-payment"
            isMain
            isAlone={loan.monthlyPaymentStressed === null}
          />
          {/* The stress test only where its rate differs from the loan's (issue 19): else it is the same figure. */}
          {loan.monthlyPaymentStressed !== null ? (
            <Tile
              label={t('loan.paymentStressed', { rate: formatPercent(loan.stressedRate, language, 2) })}
              value={eurCents(loan.monthlyPaymentStressed)}
              testId="result-monthly-payment-stressed"
            />
          ) : null}
        </dl>

        <dl className="grid text-sm">
          <Row label={t(loan.isDesiredAmount ? 'loan.amountDesired' : 'loan.amountOffered')} testId="result-loan-amount">
            {eur(loan.amount)}
          </Row>
          {isForeign ? (
            <Row label={t('loan.inCurrency', { currency: loan.currency })} testId="result-loan-amount-currency">
              {t('loan.approx', { amount: inLoanCurrency(loan.amountInLoanCurrency) })}
              {rateDate ? (
                <span className="block text-xs font-normal text-muted-foreground">{t('loan.ecbRate', { date: formatCalendarDate(rateDate, language) })}</span>
              ) : null}
            </Row>
          ) : null}
          <Row label={t('loan.rate')} testId="result-loan-rate">
            {rateText}
          </Row>
          <Row label={t('loan.term')}>{t('loan.termValue', { years })}</Row>
          {loan.monthlyOutgoing > loan.monthlyPayment ? (
            <Row label={t('loan.monthlyOutgoing')} testId="result-loan-outgoing">
              {eurCents(loan.monthlyOutgoing)}
            </Row>
          ) : null}
          <Row label={t('offer.apr')} testId="result-loan-apr">
            {loan.apr === null ? t('offer.aprUnknown') : formatApr(loan.apr, language)}
          </Row>
        </dl>

        <div className="grid gap-1 text-sm text-muted-foreground">
          <p>
            {t('loan.desired', { amount: eur(input.desiredLoanAmount) })}{' '}
            <span className={isFine ? 'font-medium text-success' : 'font-medium text-destructive'} data-testid="result-loan-fit">
              {t(`loan.fit.${readAs === 'not_eligible' ? 'partial' : readAs}`)}
            </span>
          </p>
          {metrics.limitedBy !== 'noRule' ? <p data-testid="result-limited-by">{t('loan.limitedBy', { factor: t(`loan.limit.${metrics.limitedBy}`) })}</p> : null}
          <p className="text-xs" data-testid="result-loan-basis">
            {t(loan.bankName ? 'loan.basis' : 'loan.basisTypical', {
              bank: loan.bankName ?? '',
              counted: formatEur(metrics.incomeEur, language, { cents: 'ifAny' }),
              // The income as entered, cents and all (3.000,50 typed is not 3.001).
              income: formatEur(metrics.grossIncomeEur, language, { cents: 'ifAny' }),
            })}
          </p>
        </div>
        {result.afterFixedPeriod ? <AfterFixedPeriod end={result.afterFixedPeriod} /> : null}
      </CardContent>
    </Card>
  );
}
