import type { Language } from '@core/constants';
import type { Message } from '@core/eligibility/types';
import { countryName } from '@/lib/countries';
import { formatEur, formatMoney, formatNumber, formatPercent } from '@/lib/format';

/**
 * The engine speaks in translation keys with raw values (core/eligibility/types.ts, Message).
 * Values are formatted here, before interpolation: money in EUR per language, percentages,
 * country names, enum labels.
 */

/** Values that are amounts in EUR. */
export const EUR_VALUE_KEYS = new Set([
  'desiredLoanAmount',
  'maxLoanAmount',
  'regulatoryMaxLoanAmount',
  'incomeEur',
  'requiredOwnFunds',
  'ownFunds',
  'shortfall',
  'bankMaxLoanAmount',
  'minLoanAmount',
  'extraDownPayment',
  'newDownPayment',
  'newLoanAmount',
  'loanReduction',
  'extraSavings',
  'newSavings',
  'savingsAfterDownPayment',
  'maxLoanGain',
  'gap',
  'ownFundsNeeded',
  'reserve',
  'downPayment',
  'purchaseCosts',
  'maxPrice',
]);

/** Values that are enum answers, translated through `translateEnum(enumName, value)`. */
const ENUM_VALUE_KEYS: Record<string, string> = {
  propertyType: 'propertyType',
  employmentType: 'employmentType',
};

export type TranslateEnum = (enumName: string, value: string) => string;

export function formatMessageValues(
  values: Message['values'],
  language: Language,
  translateEnum: TranslateEnum,
): Record<string, string> {
  const formatted: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string') {
      if (name === 'country') formatted[name] = countryName(value, language);
      else if (ENUM_VALUE_KEYS[name]) formatted[name] = translateEnum(ENUM_VALUE_KEYS[name], value);
      else formatted[name] = value;
      continue;
    }
    if (EUR_VALUE_KEYS.has(name)) formatted[name] = formatEur(value, language);
    else if (name === 'monthlyDebts') formatted[name] = formatMoney(value, String(values.currency ?? 'EUR'), language);
    else if (name.endsWith('Pct')) formatted[name] = formatPercent(value, language, 1);
    else formatted[name] = formatNumber(value, language, 1);
  }
  return formatted;
}

/** The key in the `result` namespace for an engine key ('result.reason.x.y' -> 'reason.x.y'; 'flag.x' stays). */
export function resultKey(engineKey: string): string {
  return engineKey.startsWith('result.') ? engineKey.slice('result.'.length) : engineKey;
}
