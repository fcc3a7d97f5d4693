import { lazy } from 'react';
import type { BreakdownItem } from '@core/eligibility/types';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import { useResultText } from '../lib/use-result-text';
import type { BreakdownRow } from './breakdown-chart';
import { ChartSlot } from './chart-slot';

const BreakdownChart = lazy(() => import('./breakdown-chart'));

/** Points per category: a chart for the eye, a table for screen readers (docs/lending-rules.md §5: each category's points). */
export function ScoreBreakdown({ breakdown }: { breakdown: BreakdownItem[] }) {
  const { t, language, categoryName } = useResultText();
  const items = breakdown.filter((item) => item.weight > 0);
  const rows: BreakdownRow[] = items.map((item) => ({
    name: categoryName(item.category),
    points: item.points,
    missing: Math.max(0, item.weight - item.points),
    label: t('breakdown.pointsOf', { points: formatNumber(item.points, language), weight: formatNumber(item.weight, language) }),
  }));

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" id="result-breakdown-title">
          {t('breakdown.title')}
        </CardTitle>
        <CardDescription>{t('breakdown.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ChartSlot heightClassName="h-64">
          <BreakdownChart rows={rows} />
        </ChartSlot>
        {/* sr-only on the wrapper: a table ignores the 1px width and would widen the page. */}
        <div className="sr-only">
        <table aria-labelledby="result-breakdown-title" data-testid="result-breakdown-table">
          <thead>
            <tr>
              <th scope="col">{t('breakdown.category')}</th>
              <th scope="col">{t('breakdown.points')}</th>
              <th scope="col">{t('breakdown.weight')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.category}>
                <th scope="row">{categoryName(item.category)}</th>
                <td>{item.points}</td>
                <td>{item.weight}</td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      </CardContent>
    </Card>
  );
}
