import type { Language } from '@core/constants';
import { localeFor } from '@/lib/format';

/**
 * The first-answer clock on a pipeline card (issue 24): answered, due in some time, or overdue by
 * some time, measured against the browser's clock (the board may be a minute old).
 */
export type ResponseClock = { kind: 'answered' } | { kind: 'none' } | { kind: 'due' | 'overdue'; ms: number };

export function responseClockOf(card: { responseDueAt: string | null; firstResponseAt: string | null }, now: number): ResponseClock {
  if (card.firstResponseAt) return { kind: 'answered' };
  if (!card.responseDueAt) return { kind: 'none' };
  const left = Date.parse(card.responseDueAt) - now;
  return left >= 0 ? { kind: 'due', ms: left } : { kind: 'overdue', ms: -left };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "45 min", "5 hr", "3 days" in the interface language: minutes under an hour, days from two days. */
export function formatClockDuration(ms: number, language: Language): string {
  const [value, unit] = ms < HOUR ? [Math.max(1, Math.round(ms / MINUTE)), 'minute'] : ms < 2 * DAY ? [Math.round(ms / HOUR), 'hour'] : [Math.round(ms / DAY), 'day'];
  return new Intl.NumberFormat(localeFor(language), { style: 'unit', unit, unitDisplay: unit === 'day' ? 'long' : 'short' }).format(value);
}
