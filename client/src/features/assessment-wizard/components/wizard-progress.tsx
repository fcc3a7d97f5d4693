import { Check } from 'lucide-react';
import { Progress as ProgressPrimitive } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { WIZARD_STEPS } from '@core/constants';
import { formatPercent } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';

export function stepPercent(step: number): number {
  return Math.round((step / WIZARD_STEPS) * 100);
}

/** docs/product.md §2.7: "Step x of 7" and the percentage, with a bar; the step names on wide screens. */
export function WizardProgress({ step }: { step: number }) {
  const { t } = useTranslation('wizard');
  const language = useLanguage();
  const percent = stepPercent(step);
  const label = t('progress.stepOf', { step, total: WIZARD_STEPS });

  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between text-sm font-medium">
        <span data-testid="wizard-step-indicator">{label}</span>
        <span className="text-muted-foreground" data-testid="wizard-step-percent">
          {t('progress.complete', { percent: formatPercent(percent, language, 0) })}
        </span>
      </div>
      <ProgressPrimitive.Root
        value={percent}
        max={100}
        aria-label={label}
        getValueLabel={() => formatPercent(percent, language, 0)}
        className="relative h-2 overflow-hidden rounded-full bg-muted"
      >
        <ProgressPrimitive.Indicator
          className="h-full rounded-full bg-primary transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </ProgressPrimitive.Root>
      <ol className="hidden grid-cols-7 gap-2 md:grid" aria-label={t('progress.stepsLabel')}>
        {Array.from({ length: WIZARD_STEPS }, (_, index) => {
          const number = index + 1;
          const isDone = number < step;
          const isCurrent = number === step;
          return (
            <li
              key={number}
              aria-current={isCurrent ? 'step' : undefined}
              className={cn(
                'flex flex-col items-center gap-1 text-center text-xs leading-tight',
                isCurrent ? 'font-semibold text-foreground' : 'text-muted-foreground',
              )}
            >
              <span
                className={cn(
                  'flex size-5 shrink-0 items-center justify-center rounded-full text-[11px] font-semibold',
                  isDone && 'bg-primary text-primary-foreground',
                  isCurrent && 'bg-primary text-primary-foreground ring-2 ring-primary/30',
                  !isDone && !isCurrent && 'bg-muted text-muted-foreground',
                )}
              >
                {isDone ? <Check aria-hidden="true" className="size-3" /> : number}
              </span>
              <span className="min-w-0">
                {t(`steps.${number}.short`)}
                {isDone ? <span className="sr-only"> ({t('progress.done')})</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
