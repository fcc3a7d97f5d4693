import type { BuyingPlan, PlannedStep, PlanTrip } from './plan-types';

export type TimelineEntry = { kind: 'step'; step: PlannedStep } | { kind: 'trip'; trip: PlanTrip; number: number; steps: PlannedStep[] };

/**
 * The plan's dated steps in order, with each trip home as one block holding its in-person steps,
 * where its first step stands. A step listed in no trip stays on its own.
 */
export function timelineEntries(plan: Pick<BuyingPlan, 'steps' | 'trips'>): TimelineEntry[] {
  const tripOf = new Map<string, number>();
  plan.trips.forEach((trip, index) => trip.stepKeys.forEach((key) => tripOf.set(key, index)));
  const shown = new Set<number>();
  const entries: TimelineEntry[] = [];
  for (const step of plan.steps) {
    const index = tripOf.get(step.key);
    if (index === undefined) {
      entries.push({ kind: 'step', step });
    } else if (!shown.has(index)) {
      shown.add(index);
      const trip = plan.trips[index];
      entries.push({ kind: 'trip', trip, number: index + 1, steps: plan.steps.filter((item) => trip.stepKeys.includes(item.key)) });
    }
  }
  return entries;
}
