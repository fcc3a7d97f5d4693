import type { Language } from '@core/constants';
import type { Overpayment } from '@core/finance/schedule';
import { formatNumber } from '@/lib/format';
import { messageWithValues } from '@/lib/form-errors';
import { readLocalizedNumber } from '@/lib/localized-number';

/** What is typed in the overpayment fields, as typed (the interface language's way). */
export interface OverpaymentEntry {
  monthly: string;
  oneOffAmount: string;
  oneOffMonth: string;
}

export const EMPTY_OVERPAYMENT: OverpaymentEntry = { monthly: '', oneOffAmount: '', oneOffMonth: '' };

type Field = keyof OverpaymentEntry;
const LABELS: Record<Field, string> = {
  monthly: 'result:schedule.overpayment.monthly',
  oneOffAmount: 'result:schedule.overpayment.oneOffAmount',
  oneOffMonth: 'result:schedule.overpayment.oneOffMonth',
};

export interface ReadOverpayment {
  overpayment: Overpayment | undefined;
  /** Per field, a message key with values (form-errors.ts) when the entry cannot be used. */
  errors: Partial<Record<Field, string>>;
}

function readField(entry: OverpaymentEntry, field: Field, language: Language, max: number, errors: ReadOverpayment['errors']): number | null {
  const text = entry[field].trim();
  if (text === '') return null;
  const decimals = field === 'oneOffMonth' ? 0 : 2;
  const read = readLocalizedNumber(text, language, decimals, LABELS[field]);
  if (!read.ok) {
    errors[field] = read.message;
    return null;
  }
  const min = field === 'oneOffMonth' ? 1 : 0;
  if (read.value < min || read.value > max) {
    errors[field] = messageWithValues('validation.number.outOfRange', {
      field: LABELS[field],
      min: formatNumber(min, language),
      max: formatNumber(max, language, decimals),
    });
    return null;
  }
  return read.value;
}

/**
 * The overpayment the entries describe: a monthly extra, a one-off extra in a month, both, or
 * none. An entry that cannot be read says why and counts as empty, so the schedule stays drawn.
 */
export function readOverpayment(entry: OverpaymentEntry, language: Language, { principal, termMonths }: { principal: number; termMonths: number }): ReadOverpayment {
  const errors: ReadOverpayment['errors'] = {};
  const monthly = readField(entry, 'monthly', language, principal, errors);
  const amount = readField(entry, 'oneOffAmount', language, principal, errors);
  const month = readField(entry, 'oneOffMonth', language, termMonths, errors);
  const overpayment: Overpayment = {};
  if (monthly) overpayment.monthly = monthly;
  if (amount && month) overpayment.oneOff = { month, amount };
  return { overpayment: overpayment.monthly || overpayment.oneOff ? overpayment : undefined, errors };
}
