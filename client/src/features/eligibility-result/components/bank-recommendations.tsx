import { Ban, ExternalLink, Info, Landmark } from 'lucide-react';
import type { Language } from '@core/constants';
import type { BankOffer, BankRecommendation, EngineResult } from '@core/eligibility/types';
import type { AssessmentInput } from '@core/schemas/assessment-input';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCalendarDate } from '@/lib/format-date';
import { formatEur, formatNumber, formatPercent, formatPercentRange } from '@/lib/format';
import { estimatedCriteria } from '../lib/bank-criteria';
import { refusalKey } from '../lib/engine-messages';
import { incomeTotals } from '../lib/income-parts';
import { resultKey } from '../lib/message-values';
import { useResultText } from '../lib/use-result-text';
import { BankCharges } from './bank-charges';
import { BankDossier } from './bank-dossier';
import { BankOfferFigures } from './bank-offer-figures';
import { BankPaperwork } from './bank-paperwork';
import { IncomePartsList } from './income-parts-list';
import { PlanWithBankLink } from './plan-with-bank-link';

/** Whether and how this bank counts the household's income (issue 19), and how fresh its criteria are. */
function BankIncome({ bank, input, loanCurrency }: { bank: BankRecommendation; input: AssessmentInput; loanCurrency: string }) {
  const { t, language } = useResultText();
  // Guarded: a result kept from before issue 19 has no income parts.
  if (!Array.isArray(bank.incomeParts) || bank.incomeParts.length === 0) return null;
  const { grossEur } = incomeTotals(bank.incomeParts);
  const eurCents = (amount: number) => formatEur(amount, language, { cents: 'ifAny' });
  return (
    <div className="grid gap-1 rounded-lg bg-muted p-3" data-testid="result-bank-income">
      <p className="text-sm font-medium">{t('banks.counts', { counted: eurCents(bank.countedIncomeEur), gross: eurCents(grossEur) })}</p>
      <IncomePartsList parts={bank.incomeParts} input={input} loanCurrency={loanCurrency} lender={bank.name} />
    </div>
  );
}

function BankCriteria({ bank }: { bank: BankRecommendation }) {
  const { t, i18n, language } = useResultText();
  const estimates = estimatedCriteria(bank.criteriaEstimates ?? []);
  const criterion = (name: string) => (i18n.exists(`result:banks.criterion.${name}`) ? t(`banks.criterion.${name}`) : name);
  return (
    <p className="text-xs text-muted-foreground" data-testid="result-bank-criteria">
      {bank.criteriaVerifiedOn ? t('banks.criteriaCheckedOn', { date: formatCalendarDate(bank.criteriaVerifiedOn, language) }) : t('banks.criteriaUnchecked')}
      {estimates.length > 0 ? (
        <>
          {' '}
          <Badge variant="warning" className="align-middle">
            {t('limits.estimate')}
          </Badge>{' '}
          {t('banks.criteriaEstimates', { criteria: estimates.map(criterion).join(', ') })}
        </>
      ) : null}
    </p>
  );
}

/**
 * A condition the country's banks set on people living abroad that no criterion field holds
 * (Hungary: income earned abroad counts only for Hungarian citizens with a permanent address
 * there, as the landing page says under their names), in each of their cards (issue 19).
 */
function BankCountryCondition({ country, isNonResident }: { country: string; isNonResident: boolean }) {
  const { t, i18n } = useResultText();
  const key = `banks.countryCondition.${country.toUpperCase()}`;
  if (!isNonResident || !i18n.exists(`result:${key}`)) return null;
  return (
    <p className="flex items-start gap-2 text-sm" data-testid="result-bank-condition">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      {t(key)}
    </p>
  );
}

/** The partner banks of the country that would not lend this household, each with its reason (issue 19). */
function BankRefusals({ result }: { result: EngineResult }) {
  const { t, message } = useResultText();
  if (result.bankRefusals.length === 0) return null;
  return (
    <section aria-labelledby="result-refusals-title" className="grid gap-2" data-testid="result-bank-refusals">
      <h4 id="result-refusals-title" className="font-semibold">
        {t('banks.refusals.title')}
      </h4>
      <ul className="grid gap-2 text-sm">
        {result.bankRefusals.map((refusal) => (
          <li key={refusal.bankId} className="flex items-start gap-2 rounded-lg border border-dashed border-border p-3" data-testid="result-bank-refusal">
            <Ban aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span className="grid gap-0.5">
              <span className="font-medium">{refusal.name}</span>
              <span>{message({ ...refusal.reason, key: refusalKey(refusal.reason) })}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The partner banks that would lend, each at its own rate and term (issues 14 and 19): its first
 * instalment, its offer priced in full with its charges, why a fit is partial, whether and how it
 * counts the household's income, which documents it wants translated or apostilled, and when its
 * criteria were checked (and which are our estimates). The first is the result's loan. Then the banks that would not lend, and why.
 */
/**
 * The rate an offer runs at: one rate, or the first one for its fixed years and the bank's rate
 * after them (BT: 5.05 % for 2 years, then 8.19 %), as the loan card says it: the first rate
 * alone would hide why a bank with a lower first instalment is not the best offer.
 */
function offerRate(periods: BankOffer['ratePeriods'], language: Language, t: ReturnType<typeof useResultText>['t']): string {
  const [first, then] = periods;
  if (!then) return formatPercent(first.annualRatePct, language, 2);
  return t('loan.rateThen', {
    rate: formatPercent(first.annualRatePct, language, 2),
    years: formatNumber((then.fromMonth - 1) / 12, language, 1),
    rateAfter: formatPercent(then.annualRatePct, language, 2),
  });
}

/**
 * `dossierAssessmentId`: the stored, submitted assessment this result is, when its owner is
 * reading it (issue 23): each bank with an offer then has its dossier to download.
 */
export function BankRecommendations({ result, input, dossierAssessmentId }: { result: EngineResult; input: AssessmentInput; dossierAssessmentId?: string }) {
  const { t, language, message } = useResultText();
  const banks = result.bankRecommendations;
  const loanCurrency = result.loan?.currency ?? result.metrics.loanCurrency ?? 'EUR';

  return (
    <Card data-testid="result-bank-list">
      <CardHeader>
        <CardTitle as="h3">{t('banks.title')}</CardTitle>
        <CardDescription>{t('banks.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {banks.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground" data-testid="result-banks-empty">
            {t(resultKey(result.bankRecommendationsEmptyReason ?? 'result.banks.empty.noneMatch'))}
          </p>
        ) : (
          <ul className="grid gap-3" data-testid="result-banks">
            {banks.map((bank, index) => {
              const isTheLoan = index === 0 && result.loan !== null && result.loan.bankId === bank.bankId;
              return (
                <li key={bank.bankId} className="grid gap-3 rounded-xl border border-border p-4" data-testid="result-bank" data-loan={isTheLoan || undefined}>
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h4 className="flex items-center gap-2 font-semibold">
                      <Landmark aria-hidden="true" className="size-4 text-primary" />
                      {bank.name}
                    </h4>
                    <span className="flex flex-wrap gap-1">
                      {isTheLoan ? <Badge variant="default">{t('banks.yourLoan')}</Badge> : null}
                      <Badge variant={bank.fit === 'full' ? 'success' : 'warning'}>{t(`banks.fit.${bank.fit}`)}</Badge>
                    </span>
                  </div>
                  <dl className="grid gap-3 text-sm sm:grid-cols-3">
                    <div>
                      <dt className="text-xs text-muted-foreground">{t('banks.payment')}</dt>
                      <dd className="font-semibold tabular-nums" data-testid="result-bank-payment">
                        {bank.offer ? formatEur(bank.offer.monthlyPayment, language, { cents: 'ifAny' }) : '—'}
                      </dd>
                    </div>
                    <div>
                      <dt className="text-xs text-muted-foreground">{t('banks.rate')}</dt>
                      <dd className="font-medium tabular-nums">
                        {bank.offer ? offerRate(bank.offer.ratePeriods, language, t) : null}
                        <span className="block text-xs font-normal text-muted-foreground">
                          {t('banks.rateRange', { range: formatPercentRange(bank.interestRateMin, bank.interestRateMax, language) })}
                        </span>
                      </dd>
                    </div>
                    <div>
                      <dt className="text-xs text-muted-foreground">{t('banks.loanTerm')}</dt>
                      <dd className="font-medium tabular-nums">
                        {t('banks.loanTermValue', {
                          amount: formatEur(bank.loanAmount, language),
                          years: formatNumber(bank.termMonths / 12, language, 1),
                        })}
                      </dd>
                    </div>
                  </dl>
                  {/* Issue 14: the whole cost. Guarded: a result kept from before it has no offer. */}
                  {bank.offer ? <BankOfferFigures offer={bank.offer} /> : null}
                  {bank.offer ? <BankCharges offer={bank.offer} /> : null}
                  {bank.reasons.length > 0 ? (
                    <ul className="grid gap-1 text-sm text-amber-900">
                      {bank.reasons.map((item) => (
                        <li key={item.key}>• {message(item)}</li>
                      ))}
                    </ul>
                  ) : null}
                  <BankIncome bank={bank} input={input} loanCurrency={loanCurrency} />
                  <BankCountryCondition country={input.originCountry} isNonResident={result.metrics.isNonResident} />
                  <BankPaperwork bank={bank} />
                  {dossierAssessmentId && bank.offer ? <BankDossier assessmentId={dossierAssessmentId} bank={bank} country={input.originCountry} /> : null}
                  {dossierAssessmentId ? <PlanWithBankLink assessmentId={dossierAssessmentId} bank={bank} /> : null}
                  <BankCriteria bank={bank} />
                  <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
                    <span>{t('banks.bankMax', { amount: formatEur(bank.bankMaxLoanAmount, language) })}</span>
                    {bank.website ? (
                      <a
                        href={bank.website}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                      >
                        {t('banks.website')}
                        <span className="sr-only">
                          {' '}
                          {bank.name} ({t('banks.newTab')})
                        </span>
                        <ExternalLink aria-hidden="true" className="size-3.5" />
                      </a>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <BankRefusals result={result} />
      </CardContent>
    </Card>
  );
}
