import type { EngineResult } from '@core/eligibility/types';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatEur, formatPercent } from '@/lib/format';
import { cn } from '@/lib/utils';
import { useResultText } from '../lib/use-result-text';

/**
 * Own money (issue 10): the down payment (the part of the price not borrowed) plus purchase
 * costs, against the savings, which include the down payment (or, when no savings were given,
 * the down payment entered, and it says so).
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
  const { t, language } = useResultText();
  const { ownFunds } = result;
  const eur = (amount: number) => formatEur(amount, language);
  const costsPct = propertyValue > 0 ? formatPercent((ownFunds.purchaseCosts / propertyValue) * 100, language, 1) : '';
  const isShort = ownFunds.shortfall !== null && ownFunds.shortfall > 0;

  return (
    <Card data-testid="result-own-funds">
      <CardHeader>
        <CardTitle as="h3">{t('ownFunds.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt>{t('ownFunds.downPayment')}</dt>
            <dd className="font-medium tabular-nums">{eur(ownFunds.downPayment)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>{t('ownFunds.purchaseCosts', { pct: costsPct })}</dt>
            <dd className="font-medium tabular-nums">+ {eur(ownFunds.purchaseCosts)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-border pt-2 font-semibold">
            <dt>{t('ownFunds.required')}</dt>
            <dd className="tabular-nums" data-testid="result-own-funds-required">
              {eur(ownFunds.required)}
            </dd>
          </div>
          {ownFunds.available !== null ? (
            <div className="flex justify-between gap-4">
              <dt>{t(`ownFunds.available.${availableFrom}`)}</dt>
              <dd className="font-medium tabular-nums">{eur(ownFunds.available)}</dd>
            </div>
          ) : null}
        </dl>
        <p className={cn('mt-3 text-sm', isShort ? 'font-semibold text-destructive' : 'text-muted-foreground')} data-testid="result-own-funds-status">
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
