import { addDays, addWorkingDays, maxDay, minDay } from './dates';
import { dependantsOf, dependencyOrder } from './dependency-order';

export interface SchedulableStep {
  key: string;
  order: number;
  dependsOn: readonly string[];
  leadDays: number;
  leadDayKind: 'working' | 'calendar';
}

export interface Dates {
  start: string;
  due: string;
}

const shift = (day: string, days: number, kind: SchedulableStep['leadDayKind']) => (kind === 'working' ? addWorkingDays(day, days) : addDays(day, days));

/**
 * Dates every step around the signing day: steps before the signing as late as they can be (a
 * step is due when the first step waiting for it starts, and starts its lead time earlier; a step
 * nothing waits for is due on the signing day), steps after it (those that depend on the
 * signing) as early as they can be. Latest-start dating keeps in-person steps next to the signing,
 * which is what lets them share one trip.
 */
export function scheduleSteps(steps: readonly SchedulableStep[], signingKey: string, signingDate: string): Map<string, Dates> {
  const ordered = dependencyOrder(steps);
  const afterSigning = dependantsOf(steps, signingKey);
  const dates = new Map<string, Dates>();

  for (const step of [...ordered].reverse()) {
    if (afterSigning.has(step.key)) continue;
    const waiting = steps.filter((other) => !afterSigning.has(other.key) && other.dependsOn.includes(step.key));
    const due = waiting.length === 0 ? signingDate : minDay(waiting.map((other) => dates.get(other.key)!.start));
    dates.set(step.key, { start: shift(due, -step.leadDays, step.leadDayKind), due });
  }
  for (const step of ordered) {
    if (!afterSigning.has(step.key)) continue;
    const dependencies = step.dependsOn.map((key) => dates.get(key)!.due);
    const start = dependencies.length === 0 ? signingDate : maxDay(dependencies);
    dates.set(step.key, { start, due: shift(start, step.leadDays, step.leadDayKind) });
  }
  return dates;
}
