import type { Language } from '@core/constants';
import { formatNumber } from '@/lib/format';
import { messageWithValues } from '@/lib/form-errors';
import { readLocalizedNumber } from '@/lib/localized-number';
import type { SliderBounds } from './what-if';

/** Amounts are typed with cents at most, as in the wizard. */
export const WHAT_IF_AMOUNT_DECIMALS = 2;

export type TypedAmount = { ok: true; value: number } | { ok: false; /** A message key with values (form-errors.ts). */ message: string };

/**
 * An amount typed beside a what-if slider (issue 12): read the interface language's way by
 * core's parser ("150.000" is 150,000 in Romanian) and within the slider's range. Anything else
 * says why, and the result stays as it is. `label` names the field (a key with its namespace).
 */
export function readTypedAmount(text: string, language: Language, bounds: Pick<SliderBounds, 'min' | 'max'>, label: string): TypedAmount {
  const read = readLocalizedNumber(text, language, WHAT_IF_AMOUNT_DECIMALS, label);
  if (!read.ok) return { ok: false, message: read.message };
  if (read.value < bounds.min || read.value > bounds.max) {
    return {
      ok: false,
      message: messageWithValues('validation.number.outOfRange', {
        field: label,
        min: formatNumber(bounds.min, language, WHAT_IF_AMOUNT_DECIMALS),
        max: formatNumber(bounds.max, language, WHAT_IF_AMOUNT_DECIMALS),
      }),
    };
  }
  return { ok: true, value: read.value };
}
