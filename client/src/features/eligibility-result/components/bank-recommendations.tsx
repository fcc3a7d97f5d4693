import { ExternalLink, Landmark } from 'lucide-react';
import type { EngineResult } from '@core/eligibility/types';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatEur, formatNumber, formatPercentRange } from '@/lib/format';
import { resultKey } from '../lib/message-values';
import { BankCharges } from './bank-charges';
import { BankOfferFigures } from './bank-offer-figures';
import { useResultText } from '../lib/use-result-text';

/**
 * The matching banks with their estimated monthly payment range, why a fit is partial, and each
 * offer priced in full with its charges (issue 14).
 */
export function BankRecommendations({ result }: { result: EngineResult }) {
  const { t, language, message } = useResultText();
  const banks = result.bankRecommendations;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t('banks.title')}</CardTitle>
        <CardDescription>{t('banks.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {banks.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground" data-testid="result-banks-empty">
            {t(resultKey(result.bankRecommendationsEmptyReason ?? 'result.banks.empty.noneMatch'))}
          </p>
        ) : (
          <ul className="grid gap-3" data-testid="result-banks">
            {banks.map((bank) => (
              <li key={bank.bankId} className="grid gap-3 rounded-xl border border-border p-4" data-testid="result-bank">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h4 className="flex items-center gap-2 font-semibold">
                    <Landmark aria-hidden="true" className="size-4 text-primary" />
                    {bank.name}
                  </h4>
                  <Badge variant={bank.fit === 'full' ? 'success' : 'warning'}>{t(`banks.fit.${bank.fit}`)}</Badge>
                </div>
                <dl className="grid gap-3 text-sm sm:grid-cols-3">
                  <div>
                    <dt className="text-xs text-muted-foreground">{t('banks.payment')}</dt>
                    <dd className="font-semibold" data-testid="result-bank-payment">
                      {t('banks.paymentRange', {
                        min: formatEur(bank.monthlyPaymentMin, language),
                        max: formatEur(bank.monthlyPaymentMax, language),
                      })}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted-foreground">{t('banks.rate')}</dt>
                    <dd className="font-medium">{formatPercentRange(bank.interestRateMin, bank.interestRateMax, language)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-muted-foreground">{t('banks.loanTerm')}</dt>
                    <dd className="font-medium">
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
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
