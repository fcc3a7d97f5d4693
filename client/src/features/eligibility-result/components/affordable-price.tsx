import { useRef } from 'react';
import type { AffordablePrice as AffordablePriceResult, EngineResult } from '@core/eligibility/types';
import type { AssessmentInput } from '@core/schemas/assessment-input';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatEur } from '@/lib/format';
import { useNearViewport } from '@/lib/use-near-viewport';
import { hasSavingsToSpend, useAffordablePrice } from '../lib/use-affordable-price';
import { useResultText } from '../lib/use-result-text';

/**
 * The reverse question (issue 14): the most expensive home this income and these savings buy
 * in this country, the loan and cash it takes, and what limits it. Nothing without savings;
 * worked out when the card comes near the screen.
 */
export function AffordablePrice({ result, input }: { result: EngineResult; input: AssessmentInput }) {
  const { t } = useResultText();
  const ref = useRef<HTMLDivElement>(null);
  const afford = useAffordablePrice(result, input, { enabled: useNearViewport(ref) });
  if (afford === null || !hasSavingsToSpend(input)) return null;
  return (
    <Card ref={ref} data-testid="result-affordable" aria-busy={afford === undefined}>
      <CardHeader>
        <CardTitle as="h3">{t('afford.title')}</CardTitle>
        <CardDescription>{t('afford.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {afford ? <AffordableFigures afford={afford} /> : <div className="h-24 rounded-lg bg-muted" aria-hidden="true" />}
      </CardContent>
    </Card>
  );
}

function AffordableFigures({ afford }: { afford: AffordablePriceResult }) {
  const { t, language } = useResultText();
  const eur = (amount: number) => formatEur(amount, language);
  return (
    <>
      {afford.limitedBy === 'noLoan' || afford.price <= 0 ? (
        <p data-testid="result-affordable-none">{t('afford.none')}</p>
      ) : (
        <>
          <p className="text-2xl font-bold tabular-nums" data-testid="result-affordable-price">
            {eur(afford.price)}
          </p>
          <dl className="grid gap-2 sm:grid-cols-2">
            <div className="flex justify-between gap-4 sm:grid sm:justify-start">
              <dt className="text-muted-foreground">{t('afford.loan')}</dt>
              <dd className="font-medium tabular-nums">{eur(afford.loan)}</dd>
            </div>
            <div className="flex justify-between gap-4 sm:grid sm:justify-start">
              <dt className="text-muted-foreground">{t('afford.cashNeeded')}</dt>
              <dd className="font-medium tabular-nums">{eur(afford.cashNeeded)}</dd>
            </div>
          </dl>
        </>
      )}
      <p className="text-muted-foreground" data-testid="result-affordable-limit">
        {t(`afford.limit.${afford.limitedBy}`)}
      </p>
    </>
  );
}
