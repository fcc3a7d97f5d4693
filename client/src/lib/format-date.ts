import type { Language } from '@core/constants';
import { localeFor } from './format';

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeFor(language), options);
    cache.set(key, format);
  }
  return format;
}

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "22 Nov 2026" / "22 nov. 2026" / "22 nov. 2026": a date an ISO string or Date stands for. */
export function formatDate(value: string | Date | null | undefined, language: Language): string {
  const date = value ? toDate(value) : null;
  return date ? formatter(language, { day: 'numeric', month: 'short', year: 'numeric' }).format(date) : '';
}

/** The date and the time (minutes), in the browser's time zone. */
export function formatDateTime(value: string | Date | null | undefined, language: Language): string {
  const date = value ? toDate(value) : null;
  return date ? formatter(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date) : '';
}

/**
 * A calendar date without a time ("2025-02-28", an exchange rate's date), shown as that day
 * wherever the browser is (parsed as UTC and formatted in UTC, so it never shifts a day).
 */
export function formatCalendarDate(isoDate: string | null | undefined, language: Language): string {
  if (!isoDate || !/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return isoDate ?? '';
  const date = new Date(`${isoDate}T00:00:00Z`);
  return formatter(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** Today's date as YYYY-MM-DD in the browser's time zone (a date input's default). */
export function todayIsoDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Two calendar days as one range, shared parts said once ("12–21 May 2027", "12 mai – 3 iunie
 * 2027"), in UTC like formatCalendarDate; one day when both are the same.
 */
export function formatCalendarRange(fromIso: string, toIso: string, language: Language): string {
  const format = formatter(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const from = new Date(`${fromIso}T00:00:00Z`);
  const to = new Date(`${toIso}T00:00:00Z`);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return `${fromIso} – ${toIso}`;
  return fromIso === toIso ? format.format(from) : format.formatRange(from, to);
}
