import { TrendingDown } from 'lucide-react';
import type { Message } from '@core/eligibility/types';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useResultText } from '../lib/use-result-text';

/** docs/lending-rules.md §5: the main reasons, the categories that cost the most points first. */
export function ReasonsList({ reasons }: { reasons: Message[] }) {
  const { t, reason } = useResultText();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t('reasons.title')}</CardTitle>
        <CardDescription>{t('reasons.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {reasons.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('reasons.none')}</p>
        ) : (
          <ol className="grid gap-3" data-testid="result-reasons">
            {reasons.map((item) => (
              <li key={item.key} className="flex items-start gap-3">
                <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-900">
                  <TrendingDown aria-hidden="true" className="size-4" />
                </span>
                <div className="grid gap-0.5">
                  <p className="text-sm">{reason(item)}</p>
                  <p className="text-xs font-medium text-muted-foreground">
                    {t('reasons.pointsLost', { lost: item.values.pointsLost, points: item.values.points, weight: item.values.weight })}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
