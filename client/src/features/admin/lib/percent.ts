/**
 * Caps and haircuts are stored as fractions with 3 decimals (0.425); admins read and type them
 * as percentages with at most 1 decimal (42.5). Conversions go through whole tenths of a
 * percent, so no float rounding ever reaches the stored value.
 */

const PERCENT_TEXT = /^(\d{1,3})(?:[.,](\d*))?$/;

/** "0.425" -> "42.5", "0.850" -> "85", null/blank -> "". */
export function fractionToPercentText(fraction: string | null | undefined): string {
  if (fraction === null || fraction === undefined || fraction.trim() === '') return '';
  const value = Number(fraction);
  if (!Number.isFinite(value)) return '';
  const tenths = Math.round(value * 1000);
  return String(tenths / 10);
}

/**
 * "42.5" (or "42,5") -> "0.425"; "" -> null (no value). Returns undefined when the text is not
 * a percentage from 0 to 100 with at most one decimal.
 */
export function percentTextToFraction(text: string): string | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = PERCENT_TEXT.exec(trimmed);
  if (!match) return undefined;
  const decimals = (match[2] ?? '').replace(/0+$/, '');
  if (decimals.length > 1) return undefined;
  const tenths = Number(match[1]) * 10 + Number(decimals || '0');
  if (tenths > 1000) return undefined;
  return (tenths / 1000).toFixed(3);
}
