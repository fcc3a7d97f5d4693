import { daysBetween, maxDay, minDay } from './dates';
import type { Dates } from './schedule';
import type { Trip } from './types';

/**
 * Groups the in-person steps into trips: sorted by start, a step joins the current trip while the
 * trip, with it, stays within `maxTripDays` (both ends counted); otherwise it starts another trip.
 */
export function groupIntoTrips(inPerson: ReadonlyArray<{ key: string } & Dates>, maxTripDays: number): Trip[] {
  const trips: Trip[] = [];
  for (const step of [...inPerson].sort((a, b) => (a.start === b.start ? a.due.localeCompare(b.due) : a.start.localeCompare(b.start)))) {
    const current = trips.at(-1);
    const to = current && step.due > current.to ? step.due : current?.to;
    if (current && to && daysBetween(current.from, to) + 1 <= maxTripDays) {
      current.to = to;
      current.days = daysBetween(current.from, to) + 1;
      current.stepKeys.push(step.key);
    } else {
      trips.push({ from: step.start, to: step.due, days: daysBetween(step.start, step.due) + 1, stepKeys: [step.key] });
    }
  }
  return trips;
}

/** Calendar days from the first in-person start to the last in-person due day, both counted (0 when none). */
export function spanDays(inPerson: ReadonlyArray<Dates>): number {
  if (inPerson.length === 0) return 0;
  return daysBetween(minDay(inPerson.map((step) => step.start)), maxDay(inPerson.map((step) => step.due))) + 1;
}
