import type { Language } from '@core/constants';
import { parseLocalizedNumber, type NumberParseResult } from '@core/number-input/parse-localized-number';
import { formatNumber } from './format';
import { messageWithValues } from './form-errors';

/**
 * The form side of core's number parser (issue 12): a typed amount in the interface
 * language becomes the plain decimal text the API takes, or a message saying what is wrong
 * (with what the entry could mean). One place for the wizard and the admin forms.
 */
export type LocalizedNumber = { ok: true; canonical: string; value: number } | { ok: false; message: string };

/** `field` names the field in the message (its label, `fields.<field>`). */
export function readLocalizedNumber(text: string, language: Language, maxDecimals: number, field = ''): LocalizedNumber {
  const result: NumberParseResult = parseLocalizedNumber(text, language, { maxDecimals });
  if (result.ok) return { ok: true, canonical: result.canonical, value: result.value };
  const readings = result.readings.map((reading) => formatNumber(reading, language, 2));
  return {
    ok: false,
    message: messageWithValues(`validation.number.${result.error}`, { first: readings[0] ?? '', second: readings[1] ?? '', field }),
  };
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
