import type { i18n as I18n } from 'i18next';

/**
 * A number and its noun, agreed the language's way (issue 12): Romanian has three forms ("1 rată",
 * "2 rate", "20 de rate"), French treats 0 and 1 alike ("0 an"), English two. Translations write
 * `{{instalments, instalments}}`: the value, formatted by the unit's i18next format, which picks
 * `units.<unit>_one|_few|_many|_other` in translation.json by the count. The server's translate()
 * reads the same syntax (server/i18n.ts), so an error message agrees the same way.
 */
export const COUNTED_UNITS = [
  'years',
  'months',
  'days',
  'instalments',
  'points',
  'countries',
  'characters',
  'assessments',
  'documents',
  'admins',
  'brokers',
] as const;
export type CountedUnit = (typeof COUNTED_UNITS)[number];

/**
 * The count a value stands for. Engine messages arrive formatted already ("1.500" in Romanian,
 * "7,5"): read back with the language's own separators, so the form follows the number shown.
 */
export function countOf(value: unknown, language: string): number {
  if (typeof value === 'number') return value;
  const text = String(value ?? '');
  const parts = new Intl.NumberFormat(language).formatToParts(1000.5);
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const [whole, fraction] = text.split(decimal);
  const digits = (part: string | undefined) => (part ?? '').replace(/[^\d-]/g, '');
  const count = Number(fraction === undefined ? digits(whole) : `${digits(whole)}.${digits(fraction)}`);
  return Number.isFinite(count) ? count : 0;
}

/** The value as shown: numbers grouped the language's way, text (already formatted) as it is. */
function shown(value: unknown, language: string): string {
  return typeof value === 'number' ? new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value) : String(value ?? '');
}

/** Adds one i18next format per unit ("years", "instalments" ...) to `i18n`, after init. */
export function registerCountedWords(i18n: I18n) {
  const formatter = i18n.services.formatter;
  if (!formatter) return;
  for (const unit of COUNTED_UNITS) {
    formatter.add(unit, (value, language) => {
      const lng = language ?? i18n.language;
      return i18n.t(`translation:units.${unit}`, { lng, count: countOf(value, lng), value: shown(value, lng) });
    });
  }
}
