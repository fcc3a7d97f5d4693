import type { EngineMetrics } from '@core/eligibility/types';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useResultText } from '../lib/use-result-text';
import { RatioBar } from './ratio-bar';

/** The loan's DSTI and LTV against the caps of its lender (the page shows it only with a loan). */
export function LoanRatios({ metrics }: { metrics: EngineMetrics }) {
  const { t } = useResultText();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t('ratios.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        {metrics.dstiCap === null || metrics.ltvCap === null ? (
          <p className="text-sm text-muted-foreground" data-testid="result-ratios-none">
            {t('ratios.notCovered')}
          </p>
        ) : (
          <>
            <RatioBar label={t('ratios.dsti')} description={t('ratios.dstiDescription')} ratio={metrics.dsti} cap={metrics.dstiCap} testId="result-dsti" />
            <RatioBar label={t('ratios.ltv')} description={t('ratios.ltvDescription')} ratio={metrics.ltv} cap={metrics.ltvCap} testId="result-ltv" />
          </>
        )}
      </CardContent>
    </Card>
  );
}
