import { TriangleAlert } from 'lucide-react';
import type { FxShock as FxShockFigures } from '@core/eligibility/types';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatMoney, formatPercent } from '@/lib/format';
import { useResultText } from '../lib/use-result-text';

/** The Directive's scenario (MCD 2014/17/EU art. 23): a 20 % move of the exchange rate. */
const DIRECTIVE_FALL = 0.2;

/**
 * What a fall of the income's currency does to the loan's instalment (issues 14 and 19): today,
 * then after a 10, 20 and 30 % fall, with the Directive's 20 % warning in plain words, and the
 * protections the Mortgage Credit Directive gives a loan in another currency than the income's
 * (art. 23: the right to convert it, the lender's warning when the rate moves the amount owed by
 * more than 20 %). The what-if panel's slider tries any fall.
 */
export function FxShock({ shock }: { shock: FxShockFigures }) {
  const { t, language } = useResultText();
  // Instalments with their cents, as the loan card shows them (issue 19: one loan, one payment).
  const money = (amount: number) => formatMoney(amount, shock.incomeCurrency, language, { cents: 'ifAny' });
  const share = (value: number) => formatPercent(value * 100, language, 1);
  const directive = shock.scenarios.find((scenario) => Math.abs(scenario.fall - DIRECTIVE_FALL) < 1e-9);
  // A household paid partly in the loan's currency (the Lyon couple's złoty): "you earn in EUR" is
  // only part of it. When that part is most of the income (Poland lends PLN only then, art. 6(1)),
  // the Directive's conversion leads to the currency of the country they live in, not "the EUR most
  // of your income is in".
  const isPartlyInLoanCurrency = shock.stableIncomeInIncomeCurrency > 0;
  const isMostlyInLoanCurrency = shock.stableIncomeInIncomeCurrency * 2 > shock.monthlyIncomeInIncomeCurrency;

  return (
    <Card data-testid="result-fx-shock">
      <CardHeader>
        <CardTitle as="h3">{t('fxShock.title')}</CardTitle>
        <CardDescription>
          {t(isPartlyInLoanCurrency ? 'fxShock.descriptionPart' : 'fxShock.description', { income: shock.incomeCurrency, loan: shock.loanCurrency })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {directive ? (
          <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="result-fx-warning">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('fxShock.warning', {
              income: shock.incomeCurrency,
              loan: shock.loanCurrency,
              today: money(shock.monthlyPaymentInIncomeCurrency),
              amount: money(directive.monthlyPaymentInIncomeCurrency),
              share: share(directive.shareOfIncome),
            })}
          </p>
        ) : null}
        <table className="w-full text-sm tabular-nums" data-testid="result-fx-table">
          <caption className="sr-only">{t('fxShock.caption', { income: shock.incomeCurrency })}</caption>
          <thead className="text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 text-left font-medium">{t('fxShock.column.fall')}</th>
              <th scope="col" className="py-1 text-right font-medium">{t('fxShock.column.payment', { currency: shock.incomeCurrency })}</th>
              <th scope="col" className="py-1 text-right font-medium">{t('fxShock.column.share')}</th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-t border-border">
              <th scope="row" className="py-1.5 text-left font-medium">{t('fxShock.today')}</th>
              <td className="py-1.5 text-right">{money(shock.monthlyPaymentInIncomeCurrency)}</td>
              <td className="py-1.5 text-right">{share(shock.shareOfIncome)}</td>
            </tr>
            {shock.scenarios.map((scenario) => (
              <tr key={scenario.fall} className="border-t border-border" data-testid="result-fx-scenario">
                <th scope="row" className="py-1.5 text-left font-medium">
                  {t('fxShock.fall', { pct: formatPercent(scenario.fall * 100, language, 0) })}
                </th>
                <td className="py-1.5 text-right">{money(scenario.monthlyPaymentInIncomeCurrency)}</td>
                <td className="py-1.5 text-right">{share(scenario.shareOfIncome)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <section aria-labelledby="result-fx-rights-title" className="grid gap-2 rounded-lg bg-muted p-3 text-sm" data-testid="result-fx-rights">
          <h4 id="result-fx-rights-title" className="font-semibold">
            {t('fxShock.rights.title')}
          </h4>
          <ul className="grid list-disc gap-1 pl-5">
            <li data-testid="result-fx-rights-convert">
              {isMostlyInLoanCurrency ? t('fxShock.rights.convertResidence') : t('fxShock.rights.convert', { income: shock.incomeCurrency, loan: shock.loanCurrency })}
            </li>
            <li>{t('fxShock.rights.warning')}</li>
          </ul>
          <p className="text-xs text-muted-foreground">{t('fxShock.rights.source')}</p>
        </section>
      </CardContent>
    </Card>
  );
}
