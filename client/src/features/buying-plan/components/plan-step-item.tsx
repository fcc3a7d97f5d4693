import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { formatCalendarDate } from '@/lib/format-date';
import { useLanguage } from '@/lib/use-language';
import type { PlannedStep } from '../lib/plan-types';
import { StepDoneCheckbox } from './step-done-checkbox';

interface PlanStepItemProps {
  step: PlannedStep;
  /** The done state being saved for this step, or null. */
  pending: boolean | null;
  onToggle: (done: boolean) => void;
}

/** The costs of buying and the bank charge a step brings, in words where the result has them. */
function useStepCosts(step: PlannedStep): string[] {
  const { t, i18n } = useTranslation(['plan', 'result']);
  const costs = step.costKeys.filter((key) => i18n.exists(`result:cost.${key}`)).map((key) => t(`result:cost.${key}`));
  const charge = step.bankChargeKey && i18n.exists(`result:charge.${step.bankChargeKey}`) ? t(`result:charge.${step.bankChargeKey}`) : null;
  return [
    ...(costs.length > 0 ? [t('timeline.costs', { costs: costs.join(', ') })] : []),
    ...(charge ? [t('timeline.charge', { charge })] : []),
  ];
}

/**
 * One dated step: its dates, who does it and how (a proxy's with the power of attorney's route),
 * its lead time, late or not, estimate or rule with the source to read, the costs it brings, and
 * a box to mark it done.
 */
export function PlanStepItem({ step, pending, onToggle }: PlanStepItemProps) {
  const { t } = useTranslation('plan');
  const language = useLanguage();
  const title = t(`steps.${step.key}`);
  const costs = useStepCosts(step);
  const start = formatCalendarDate(step.start, language);
  const due = formatCalendarDate(step.due, language);
  // The signing itself takes no lead time: "0 days" would say nothing.
  const lead =
    step.leadDays <= 0 ? null : step.leadDayKind === 'working' ? t('timeline.lead', { count: step.leadDays }) : t('timeline.leadCalendar', { count: step.leadDays });

  return (
    <li
      className={`grid gap-3 rounded-lg border bg-card p-3 sm:p-4 ${step.isLate ? 'border-amber-500' : 'border-border'}`}
      data-testid={`plan-step-${step.key}`}
      data-late={step.isLate || undefined}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <p className="font-semibold">{title}</p>
          <p className="text-sm text-muted-foreground" data-testid="plan-step-dates">
            {step.start === step.due ? t('timeline.sameDay', { date: start }) : t('timeline.dates', { start, due })}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          {step.isAfterSigning ? <Badge variant="muted">{t('timeline.afterSigning')}</Badge> : null}
          {step.isEstimate ? (
            <Badge variant="outline" data-testid="plan-step-estimate">
              {t('timeline.estimate')}
            </Badge>
          ) : null}
        </div>
      </div>
      {step.isLate ? (
        <p className="flex items-start gap-2 text-sm font-medium text-amber-900" data-testid="plan-step-late">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('timeline.late')}
        </p>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('timeline.who')}</dt>
        <dd>{t(`actors.${step.actor}`)}</dd>
        <dt className="text-muted-foreground">{t('timeline.how')}</dt>
        <dd className="grid gap-1" data-testid="plan-step-mode">
          <span>
            {t(`modes.${step.mode}`)}
            {lead ? ` · ${lead}` : null}
          </span>
          {step.mode === 'byProxy' ? <span className="text-xs text-muted-foreground">{t('timeline.proxyRoute')}</span> : null}
        </dd>
      </dl>
      {costs.length > 0 ? (
        <ul className="grid gap-0.5 text-sm" data-testid="plan-step-costs">
          {costs.map((cost) => (
            <li key={cost}>{cost}</li>
          ))}
        </ul>
      ) : null}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-primary underline-offset-4 hover:underline">
          {t('timeline.source')} ({step.isEstimate ? t('timeline.estimate') : t('timeline.rule')})
        </summary>
        {/* The sources are written in English (core/reference-data/buying-steps.ts). */}
        <p lang="en" className="mt-2 text-muted-foreground">
          {step.source}
        </p>
      </details>
      <StepDoneCheckbox id={`plan-step-done-${step.key}`} stepTitle={title} isDone={false} pending={pending} onChange={onToggle} />
    </li>
  );
}
