import { TriangleAlert } from 'lucide-react';
import type { FxShock as FxShockFigures } from '@core/eligibility/types';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatMoney, formatPercent } from '@/lib/format';
import { useResultText } from '../lib/use-result-text';

/** The Directive's scenario (MCD 2014/17/EU art. 23): a 20 % move of the exchange rate. */
const DIRECTIVE_FALL = 0.2;

/**
 * What a fall of the income's currency does to the instalment (issue 14): today, then after a
 * 10, 20 and 30 % fall, with the Directive's 20 % warning in plain words. The what-if panel's
 * slider tries any fall.
 */
export function FxShock({ shock }: { shock: FxShockFigures }) {
  const { t, language } = useResultText();
  const money = (amount: number) => formatMoney(amount, shock.incomeCurrency, language);
  const share = (value: number) => formatPercent(value * 100, language, 1);
  const directive = shock.scenarios.find((scenario) => Math.abs(scenario.fall - DIRECTIVE_FALL) < 1e-9);

  return (
    <Card data-testid="result-fx-shock">
      <CardHeader>
        <CardTitle as="h3">{t('fxShock.title')}</CardTitle>
        <CardDescription>{t('fxShock.description', { income: shock.incomeCurrency, loan: shock.loanCurrency })}</CardDescription>
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
      </CardContent>
    </Card>
  );
}
