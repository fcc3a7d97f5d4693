import { useTranslation } from 'react-i18next';
import { formatPercent } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';

/**
 * A ratio against its cap (DSTI, LTV): the bar is the ratio, the mark is the cap. Scaled so the
 * cap sits at two thirds of the track, or further left when the ratio is larger.
 */
export function RatioBar({
  label,
  description,
  ratio,
  cap,
  testId,
}: {
  label: string;
  description: string;
  /** A fraction (0.32); null when it cannot be computed. */
  ratio: number | null;
  cap: number;
  testId: string;
}) {
  const { t } = useTranslation('result');
  const language = useLanguage();
  const scale = Math.max(cap * 1.5, ratio ?? 0, 0.01);
  const width = ratio === null ? 0 : Math.min(100, (ratio / scale) * 100);
  const capAt = Math.min(100, (cap / scale) * 100);
  // A cap of 0 (no room at all) is passed by any ratio above 0: over, never "within".
  const isOver = ratio !== null && ratio > cap;
  const ratioText = ratio === null ? t('ratios.notAvailable') : formatPercent(ratio * 100, language);
  const capText = formatPercent(cap * 100, language);

  return (
    <div className="grid gap-2" data-testid={testId}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="font-medium">{label}</p>
        <p className="text-sm">
          <span className={cn('font-semibold', isOver ? 'text-destructive' : 'text-foreground')} data-testid={`${testId}-value`}>
            {ratioText}
          </span>
          <span className="text-muted-foreground"> · {t('ratios.cap', { cap: capText })}</span>
        </p>
      </div>
      <div className="relative h-3 rounded-full bg-muted" aria-hidden="true">
        <div
          className={cn('h-full rounded-full transition-[width] duration-300', isOver ? 'bg-destructive' : 'bg-primary')}
          style={{ width: `${width}%` }}
        />
        {cap > 0 ? (
          <div className="absolute -top-1 -bottom-1 w-0.5 rounded bg-foreground" style={{ left: `calc(${capAt}% - 1px)` }} />
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">
        {description}{' '}
        {ratio === null ? null : isOver ? t('ratios.overCap') : t('ratios.withinCap')}
      </p>
    </div>
  );
}
