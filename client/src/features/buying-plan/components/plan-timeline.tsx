import { Plane } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCalendarRange } from '@/lib/format-date';
import { useLanguage } from '@/lib/use-language';
import { timelineEntries } from '../lib/plan-timeline';
import type { BuyingPlan, PlanTrip } from '../lib/plan-types';
import { PlanStepItem } from './plan-step-item';

export interface StepToggle {
  /** The done state being saved per step key. */
  pending: Record<string, boolean>;
  onToggle: (stepKey: string, done: boolean) => void;
}

/** "One trip home: 12–21 May 2027, 10 days" (or numbered when there are several). */
export function useTripTitle() {
  const { t } = useTranslation('plan');
  const language = useLanguage();
  return (trip: PlanTrip, number: number, tripCount: number) => {
    const dates = formatCalendarRange(trip.from, trip.to, language);
    return tripCount === 1 ? t('trip.one', { dates, count: trip.days }) : t('trip.numbered', { number, dates, count: trip.days });
  };
}

/** The dated steps in order; each trip home is one highlighted block holding its in-person steps. */
export function PlanTimeline({ plan, pending, onToggle }: { plan: Pick<BuyingPlan, 'steps' | 'trips'> } & StepToggle) {
  const { t } = useTranslation('plan');
  const tripTitle = useTripTitle();
  const stepItem = (step: BuyingPlan['steps'][number]) => (
    <PlanStepItem key={step.key} step={step} pending={pending[step.key] ?? null} onToggle={(done) => onToggle(step.key, done)} />
  );

  return (
    <section aria-labelledby="plan-timeline-title" className="grid gap-3">
      <h2 id="plan-timeline-title" className="text-lg font-semibold">
        {t('timeline.title')}
      </h2>
      <ol className="grid gap-3" data-testid="plan-timeline">
        {timelineEntries(plan).map((entry) =>
          entry.kind === 'step' ? (
            stepItem(entry.step)
          ) : (
            <li key={`trip-${entry.number}`} className="grid gap-3 rounded-xl border-2 border-primary bg-secondary p-3 sm:p-4" data-testid="plan-trip">
              <p className="flex items-start gap-2 font-semibold text-secondary-foreground" id={`plan-trip-${entry.number}`}>
                <Plane aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                {tripTitle(entry.trip, entry.number, plan.trips.length)}
              </p>
              <ol className="grid gap-3" aria-labelledby={`plan-trip-${entry.number}`}>
                {entry.steps.map(stepItem)}
              </ol>
            </li>
          ),
        )}
      </ol>
    </section>
  );
}
