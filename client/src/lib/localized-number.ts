import type { Language } from '@core/constants';
import { parseLocalizedNumber, type NumberParseError, type NumberParseResult } from '@core/number-input/parse-localized-number';
import { formatNumber, localeFor } from './format';
import { messageWithValues } from './form-errors';

/**
 * The form side of core's number parser (issue 12): a typed amount in the interface
 * language becomes the plain decimal text the API takes, or a message saying what is wrong
 * (with what the entry could mean). One place for the wizard and the admin forms.
 */
export type LocalizedNumber =
  | { ok: true; canonical: string; value: number }
  | { ok: false; message: string; /** Why, for fields whose own rule words some refusals better. */ error: NumberParseError };

/**
 * `field` names the field in the message: a wizard field's name (its label is `fields.<field>`),
 * or a full translation key with its namespace (`admin:banks.minLoan`).
 */
export function readLocalizedNumber(text: string, language: Language, maxDecimals: number, field = ''): LocalizedNumber {
  const result: NumberParseResult = parseLocalizedNumber(text, language, { maxDecimals });
  if (result.ok) return { ok: true, canonical: result.canonical, value: result.value };
  const readings = result.readings.map((reading) => formatNumber(reading, language, Math.max(2, maxDecimals)));
  return {
    ok: false,
    error: result.error,
    message: messageWithValues(`validation.number.${result.error}`, { first: readings[0] ?? '', second: readings[1] ?? '', field }),
  };
}

/**
 * The number an entry was read as, for the echo under the field: grouped the language's way,
 * cents as cents (3000.5 -> "3.000,50" in Romanian), up to the field's decimals.
 */
export function formatUnderstoodNumber(value: number, language: Language, maxDecimals: number): string {
  const minimumFractionDigits = Number.isInteger(value) ? 0 : Math.min(2, maxDecimals);
  return new Intl.NumberFormat(localeFor(language), { minimumFractionDigits, maximumFractionDigits: Math.max(minimumFractionDigits, maxDecimals) }).format(value);
}

/** The language's decimal separator ("," in Romanian and French, "." in English). */
function decimalSeparator(language: Language): string {
  return formatNumber(1.5, language, 1).replace(/\d/g, '');
}

/**
 * A stored decimal ("1500.00", "3.80") as an admin edits it in the language: no trailing zeros,
 * no thousands separators, the language's decimal mark ("1500", "3,8" in Romanian). Works on
 * the text, so six-decimal exchange rates never pass through a float.
 */
export function writeLocalizedDecimal(decimal: string, language: Language): string {
  const plain = decimal.includes('.') ? decimal.replace(/\.?0+$/, '') : decimal;
  return plain.replace('.', decimalSeparator(language));
}

/** A stored plain number ("3000.5") as the language writes it ("3.000,5"), for editing. */
export function writeLocalizedNumber(value: number, language: Language, maxDecimals: number): string {
  return formatNumber(value, language, maxDecimals);
}

/** Re-writes a typed number from one language's convention into another's; unchanged when unreadable. */
export function relocalizeNumber(text: string, from: Language, to: Language, maxDecimals: number): string {
  if (from === to || text.trim() === '') return text;
  const read = parseLocalizedNumber(text, from, { maxDecimals });
  return read.ok ? writeLocalizedNumber(read.value, to, maxDecimals) : text;
}
