/**
 * Whole UTC days as ISO strings (YYYY-MM-DD): a plan is about days, never hours, so the same
 * input gives the same dates on any server or browser whatever its time zone. Working days skip
 * Saturdays and Sundays only; public holidays differ per country and are not modelled.
 */
const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function toTime(isoDay: string): number {
  if (!ISO_DAY.test(isoDay)) throw new Error(`not an ISO day: ${isoDay}`);
  const time = Date.parse(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(time)) throw new Error(`not an ISO day: ${isoDay}`);
  return time;
}

const toIsoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export const addDays = (isoDay: string, days: number) => toIsoDay(toTime(isoDay) + days * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((toTime(to) - toTime(from)) / DAY_MS);

export const isWeekend = (isoDay: string) => {
  const weekday = new Date(toTime(isoDay)).getUTCDay();
  return weekday === 0 || weekday === 6;
};

/** Moves `days` working days forward (positive) or back (negative); 0 leaves the day as it is. */
export function addWorkingDays(isoDay: string, days: number): string {
  const step = days < 0 ? -1 : 1;
  let day = isoDay;
  for (let left = Math.abs(days); left > 0; ) {
    day = addDays(day, step);
    if (!isWeekend(day)) left -= 1;
  }
  return day;
}

export const minDay = (days: readonly string[]) => days.reduce((a, b) => (b < a ? b : a));
export const maxDay = (days: readonly string[]) => days.reduce((a, b) => (b > a ? b : a));
