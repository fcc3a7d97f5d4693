import type { EngineResult } from '@core/eligibility/types';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatEur, formatPercent } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useResultText } from '../lib/use-result-text';

function Line({ label, amount, isAdded = false, testId }: { label: string; amount: string; isAdded?: boolean; testId?: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt>{label}</dt>
      <dd className="shrink-0 font-medium tabular-nums" data-testid={testId}>
        {isAdded ? `+ ${amount}` : amount}
      </dd>
    </div>
  );
}

/**
 * Cash needed at signing (issues 10 and 14): the down payment (the part of the price not
 * borrowed), each cost of buying of the property country and the best match's charges at
 * signing, against the savings (which include the down payment; or, with no savings given, the
 * down payment entered, and it says so). Without the country's tariffs the costs are an
 * allowance, a share of the price, and it says so.
 */
export function OwnFunds({
  result,
  propertyValue,
  availableFrom,
}: {
  result: EngineResult;
  propertyValue: number;
  availableFrom: 'savings' | 'downPayment';
}) {
  const { t, i18n, language } = useResultText();
  const { ownFunds } = result;
  const eur = (amount: number) => formatEur(amount, language);
  const isShort = ownFunds.shortfall !== null && ownFunds.shortfall > 0;
  const isItemised = ownFunds.costBasis === 'itemised' && ownFunds.costItems.length > 0;
  const costLabel = (key: string) => (i18n.exists(`result:cost.${key}`) ? t(`cost.${key}`) : t('cost.fallback', { key }));
  const allowance = ownFunds.purchaseCosts - ownFunds.bankCharges;
  const allowancePct = propertyValue > 0 ? formatPercent((allowance / propertyValue) * 100, language, 1) : '';

  return (
    <Card data-testid="result-own-funds">
      <CardHeader>
        <CardTitle as="h3">{t('ownFunds.title')}</CardTitle>
        <CardDescription>{t('ownFunds.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <dl className="grid gap-2 text-sm">
          <Line label={t('ownFunds.downPayment')} amount={eur(ownFunds.downPayment)} />
          {isItemised ? (
            ownFunds.costItems.map((item) => (
              <Line key={item.key} label={costLabel(item.key)} amount={eur(item.amount)} isAdded testId="result-own-funds-cost" />
            ))
          ) : (
            <Line label={t('ownFunds.allowance', { pct: allowancePct })} amount={eur(allowance)} isAdded testId="result-own-funds-allowance" />
          )}
          {ownFunds.bankName && ownFunds.bankCharges > 0 ? (
            <Line label={t('ownFunds.bankCharges', { bank: ownFunds.bankName })} amount={eur(ownFunds.bankCharges)} isAdded testId="result-own-funds-bank-charges" />
          ) : null}
          <div className="flex justify-between gap-4 border-t border-border pt-2 font-semibold">
            <dt>{t('ownFunds.required')}</dt>
            <dd className="tabular-nums" data-testid="result-own-funds-required">
              {eur(ownFunds.required)}
            </dd>
          </div>
          {ownFunds.available !== null ? <Line label={t(`ownFunds.available.${availableFrom}`)} amount={eur(ownFunds.available)} /> : null}
        </dl>
        {isItemised ? (
          // Each tariff's source, for whoever wants to check it; long, so folded away.
          <details className="text-xs text-muted-foreground" data-testid="result-own-funds-sources">
            <summary className="cursor-pointer font-medium text-primary">{t('ownFunds.sources')}</summary>
            <ul className="mt-2 grid gap-2">
              {ownFunds.costItems.map((item) => (
                <li key={item.key}>{t('ownFunds.sourceLine', { cost: costLabel(item.key), source: item.source })}</li>
              ))}
            </ul>
          </details>
        ) : (
          <p className="text-xs text-muted-foreground" data-testid="result-own-funds-allowance-note">
            {t('ownFunds.allowanceNote')}
          </p>
        )}
        <p className={cn('text-sm', isShort ? 'font-semibold text-destructive' : 'text-muted-foreground')} data-testid="result-own-funds-status">
          {ownFunds.available === null
            ? t('ownFunds.unknown')
            : isShort
              ? t('ownFunds.shortfallAmount', { amount: eur(ownFunds.shortfall ?? 0) })
              : t('ownFunds.enough')}
        </p>
      </CardContent>
    </Card>
  );
}
