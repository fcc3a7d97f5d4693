import { timeZoneOfResidence } from './reference-data/residence-time-zones';

/**
 * Issue 24 item 4: "a first answer within one working day", measured in the applicant's time
 * zone. Precisely:
 * - submitted on a working day (Monday to Friday, local time): due on the next working day at the
 *   same local wall-clock time (Friday 17:40 → Monday 17:40; Tuesday 09:00 → Wednesday 09:00);
 * - submitted on a Saturday or Sunday: the working day is the coming Monday, so the answer is due
 *   at its end, Tuesday 00:00 local;
 * - a wall-clock time that the next day does not have (the spring DST gap) moves forward by the
 *   gap (02:30 → 03:30); one it has twice (autumn) is the earlier of the two.
 * National holidays are not modelled: a holiday counts as a working day.
 */
const DAY_MS = 86_400_000;

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallTimeOf(instant: number, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
    millisecond: ((instant % 1000) + 1000) % 1000,
  };
}

const asUtc = (wall: WallTime) => Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond);
/** The zone's offset from UTC at an instant, in ms. */
const offsetAt = (instant: number, timeZone: string) => asUtc(wallTimeOf(instant, timeZone)) - instant;

/** The instant a local wall-clock time names (see the DST rules above). */
export function instantOfWallTime(wall: WallTime, timeZone: string): number {
  const naive = asUtc(wall);
  // The offsets a day before and after cover both sides of any transition near this time.
  const before = offsetAt(naive - DAY_MS, timeZone);
  const after = offsetAt(naive + DAY_MS, timeZone);
  const valid = [naive - before, naive - after].filter((instant) => asUtc(wallTimeOf(instant, timeZone)) === naive);
  if (valid.length) return Math.min(...valid);
  // In a gap: the offset before the transition lands the same distance past it.
  return naive - before;
}

/** 0 Sunday … 6 Saturday, of a calendar day. */
const weekdayOf = (wall: WallTime) => new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
const isWeekend = (wall: WallTime) => weekdayOf(wall) === 0 || weekdayOf(wall) === 6;

function addDays(wall: WallTime, days: number): WallTime {
  const date = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + days));
  return { ...wall, year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** When the first answer on a case submitted at `submittedAt` is due, in `timeZone`. */
export function responseDueAt(submittedAt: Date, timeZone: string): Date {
  let wall = wallTimeOf(submittedAt.getTime(), timeZone);
  if (isWeekend(wall)) {
    // The coming Monday's end: Tuesday 00:00.
    while (isWeekend(wall)) wall = addDays(wall, 1);
    wall = { ...addDays(wall, 1), hour: 0, minute: 0, second: 0, millisecond: 0 };
  } else {
    do wall = addDays(wall, 1);
    while (isWeekend(wall));
  }
  return new Date(instantOfWallTime(wall, timeZone));
}

/** The same, for an applicant living in `residenceCountry` (core/reference-data/residence-time-zones.ts). */
export const responseDueAtForResidence = (submittedAt: Date, residenceCountry: string | null | undefined): Date =>
  responseDueAt(submittedAt, timeZoneOfResidence(residenceCountry));

/** No first answer yet and its time has passed. */
export const isResponseOverdue = (
  clock: { responseDueAt: Date | string | null; firstResponseAt: Date | string | null },
  now: Date = new Date(),
): boolean => clock.firstResponseAt === null && clock.responseDueAt !== null && new Date(clock.responseDueAt).getTime() < now.getTime();
