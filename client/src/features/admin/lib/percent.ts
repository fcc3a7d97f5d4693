import type { Language } from '@core/constants';
import { readLocalizedNumber, writeLocalizedDecimal } from '@/lib/localized-number';
import { NUMBER_DECIMALS } from './number-fields';

/**
 * Caps and haircuts are stored as fractions with 3 decimals (0.425); admins read and type them
 * as percentages with at most 1 decimal, the interface language's way (42.5, "42,5" in
 * Romanian and French). The typed text is read by core's number parser; conversions go through
 * whole tenths of a percent, so no float rounding ever reaches the stored value.
 */

/** A percentage that is not one from 0 to 100 with at most one decimal. */
export const PERCENT_INVALID = 'admin:lendingRules.form.percentInvalid';

/** "0.425" -> "42.5" ("42,5" in Romanian and French), "0.850" -> "85", null/blank -> "". */
export function fractionToPercentText(fraction: string | null | undefined, language: Language = 'en'): string {
  if (fraction === null || fraction === undefined || fraction.trim() === '') return '';
  const value = Number(fraction);
  if (!Number.isFinite(value)) return '';
  const tenths = Math.round(value * 1000);
  return writeLocalizedDecimal(String(tenths / 10), language);
}

export type PercentRead = { ok: true; /** null: left blank. */ fraction: string | null } | { ok: false; message: string };

/**
 * A typed percentage as a 3-decimal fraction ("42,5" in Romanian -> "0.425"). A refusal carries
 * the parser's message when the entry is written another language's way or could mean two
 * numbers (`label` names the field), else PERCENT_INVALID.
 */
export function readPercent(text: string, language: Language, label = ''): PercentRead {
  if (text.trim() === '') return { ok: true, fraction: null };
  const read = readLocalizedNumber(text, language, NUMBER_DECIMALS.rate, label);
  if (!read.ok) return { ok: false, message: read.error === 'separators' || read.error === 'ambiguous' ? read.message : PERCENT_INVALID };
  const match = /^(\d{1,3})(?:\.(\d+))?$/.exec(read.canonical);
  const decimals = (match?.[2] ?? '').replace(/0+$/, '');
  if (!match || decimals.length > 1) return { ok: false, message: PERCENT_INVALID };
  const tenths = Number(match[1]) * 10 + Number(decimals || '0');
  if (tenths > 1000) return { ok: false, message: PERCENT_INVALID };
  return { ok: true, fraction: (tenths / 1000).toFixed(3) };
}

/**
 * "42.5" (or "42,5" in Romanian and French) -> "0.425"; "" -> null (no value). Returns undefined
 * when the text is not a percentage from 0 to 100 with at most one decimal.
 */
export function percentTextToFraction(text: string, language: Language = 'en'): string | null | undefined {
  const read = readPercent(text, language);
  return read.ok ? read.fraction : undefined;
}
