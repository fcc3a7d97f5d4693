import type { Language } from '@core/constants';
import type { Message } from '@core/eligibility/types';
import { countryName } from '@/lib/countries';
import { formatEur, formatMoney, formatNumber, formatPercent } from '@/lib/format';

/** The enum name `translateEnum` reads in the result's own words (`limits.originPhrase.<origin>`). */
export const LIMIT_ORIGIN_ENUM = 'limitOrigin';

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
  'cashNeeded',
  'price',
]);

/** Amounts in EUR shown with their cents when they have some (an income typed as 3.000,50 is not 3.001). */
const EUR_CENTS_VALUE_KEYS = new Set(['grossEur', 'countedEur']);

/** Values that are amounts in the message's own `currency` (a co-applicant's income in the loan's currency). */
const CURRENCY_VALUE_KEYS = new Set(['monthlyDebts', 'monthlyIncome']);

/** Values that are enum answers, translated through `translateEnum(enumName, value)`. */
const ENUM_VALUE_KEYS: Record<string, string> = {
  propertyType: 'propertyType',
  employmentType: 'employmentType',
  // The employment a bank accepts (issue 19's next steps: "lends only with this employment: …").
  accepted: 'employmentType',
  // Whose limit it is (issue 19): the regulator's, the banks' or Acasa's; `limitOrigin` is the result's own words.
  origin: LIMIT_ORIGIN_ENUM,
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
      // The countries a bank lends to people living in, as codes: "DE,FR,IT" -> "Germany, France, Italy".
      else if (name === 'countries') formatted[name] = value.split(',').filter(Boolean).map((code) => countryName(code, language)).join(', ');
      else if (ENUM_VALUE_KEYS[name]) formatted[name] = translateEnum(ENUM_VALUE_KEYS[name], value);
      else formatted[name] = value;
      continue;
    }
    if (EUR_VALUE_KEYS.has(name)) formatted[name] = formatEur(value, language);
    else if (EUR_CENTS_VALUE_KEYS.has(name)) formatted[name] = formatEur(value, language, { cents: 'ifAny' });
    else if (CURRENCY_VALUE_KEYS.has(name)) formatted[name] = formatMoney(value, String(values.currency ?? 'EUR'), language, { cents: 'ifAny' });
    else if (name.endsWith('Pct')) formatted[name] = formatPercent(value, language, 1);
    else formatted[name] = formatNumber(value, language, 1);
  }
  return formatted;
}

/** The key in the `result` namespace for an engine key ('result.reason.x.y' -> 'reason.x.y'; 'flag.x' stays). */
export function resultKey(engineKey: string): string {
  return engineKey.startsWith('result.') ? engineKey.slice('result.'.length) : engineKey;
}
