import type { Language } from '@core/constants';
import type { EngineConfig, ExchangeRate } from '@core/eligibility/types';
import { multiplyDivideHalfUp, toIntegerCents } from '@core/money/round';
import { readLocalizedNumber } from '@/lib/localized-number';

/**
 * Step 6's currencies (issue 19): the loan currencies the property country's banks lend in (the
 * lending rules of the engine's configuration), and the price typed in the country's own
 * currency, converted to EUR at the ECB rate of the configuration. The engine works in EUR, so
 * only the EUR figure is ever sent; the typed local amount stays in the form.
 */

const EUR = 'EUR';

type LendingRules = Pick<EngineConfig, 'lendingRules'>;

/**
 * The loan currencies of a property country, each once: its own currency first (where most of
 * its mortgages are), EUR last. Empty when the country has no lending rule.
 */
export function loanCurrenciesOf(config: LendingRules, countryCode: string): string[] {
  const code = countryCode.trim().toUpperCase();
  const currencies = [...new Set(config.lendingRules.filter((rule) => rule.countryCode.toUpperCase() === code).map((rule) => rule.loanCurrency.toUpperCase()))];
  return currencies.sort((a, b) => Number(a === EUR) - Number(b === EUR));
}

/** The country's routes that lend only to households paid mostly in their currency (PL art. 6(1)). */
export function currenciesNeedingIncomeIn(config: LendingRules, countryCode: string): string[] {
  const code = countryCode.trim().toUpperCase();
  return config.lendingRules
    .filter((rule) => rule.countryCode.toUpperCase() === code && rule.requiresIncomeInLoanCurrency)
    .map((rule) => rule.loanCurrency.toUpperCase());
}

/** The property country's own currency where it is not the euro, with its ECB rate. */
export type LocalCurrency = Pick<ExchangeRate, 'currency' | 'rate' | 'rateDate'>;

/**
 * The country's own currency (RON, PLN, HUF, CZK): the loan currency other than EUR its banks lend
 * in, when the configuration has a usable rate for it. Null for euro countries (SK, HR, SI and,
 * since 1.1.2026, BG) and for a country without rules or rate.
 */
export function localCurrencyOf(config: Pick<EngineConfig, 'lendingRules' | 'exchangeRates'>, countryCode: string): LocalCurrency | null {
  for (const currency of loanCurrenciesOf(config, countryCode)) {
    if (currency === EUR) continue;
    const rate = config.exchangeRates.find((entry) => entry.currency.toUpperCase() === currency);
    if (rate && Number.isFinite(rate.rate) && rate.rate > 0) return { currency, rate: rate.rate, rateDate: rate.rateDate };
  }
  return null;
}

/** A rate as an exact fraction: 4.9768 -> 49768 / 10^4 (the decimal it prints as, not the double). */
function rateFraction(rate: number): { numerator: number; scale: number } | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(String(rate));
  if (!match) return null;
  const decimals = match[2] ?? '';
  const numerator = Number(match[1] + decimals);
  return Number.isSafeInteger(numerator) && numerator > 0 && decimals.length <= 12 ? { numerator, scale: 10 ** decimals.length } : null;
}

/**
 * An amount in the local currency in EUR at `rate` (units per EUR, the ECB convention), to the
 * cent, half up on the exact quotient: 746,520 lei at 4.9768 -> €150,000.00.
 */
export function localToEur(amount: number, rate: number): number {
  if (!(rate > 0) || !Number.isFinite(rate)) throw new RangeError(`an exchange rate must be a positive number, got ${rate}`);
  const cents = toIntegerCents(amount);
  const fraction = rateFraction(rate);
  // cents / (numerator / scale), in integers: no binary rounding before the half-up.
  const eurCents = fraction ? multiplyDivideHalfUp(cents, fraction.scale, fraction.numerator) : Math.round(cents / rate);
  return eurCents / 100;
}

/** EUR in the local currency at `rate`, to the unit's cent, half up (the local field's start when the toggle moves). */
export function eurToLocal(amount: number, rate: number): number {
  if (!(rate > 0) || !Number.isFinite(rate)) throw new RangeError(`an exchange rate must be a positive number, got ${rate}`);
  const cents = toIntegerCents(amount);
  const fraction = rateFraction(rate);
  const localCents = fraction ? multiplyDivideHalfUp(cents, fraction.numerator, fraction.scale) : Math.round(cents * rate);
  return localCents / 100;
}

/** Far above any price the property value takes (€100m is its maximum, HUF 40bn): beyond, the entry is refused before any arithmetic. */
const MAX_LOCAL_AMOUNT = 1e12;

export type LocalPriceConversion =
  | { ok: true; /** As read from the entry. */ local: number; eur: number }
  | { ok: false; /** A field error of the property value (a `validation.` key, with values when it has some). */ message: string };

/**
 * What is wrong with a typed local price, read the interface language's way ("746.520" in
 * Romanian, "746 520" in French, "746,520" in English), or undefined when it reads as an amount.
 * An empty entry is not judged here: the property value is then missing, and says so.
 */
export function localPriceTextError(text: string, language: Language): string | undefined {
  if (text.trim() === '') return undefined;
  const read = readLocalizedNumber(text, language, 2, 'propertyValue');
  if (!read.ok) return read.message;
  return read.value > 0 && read.value <= MAX_LOCAL_AMOUNT ? undefined : 'validation.propertyValue.positive';
}

/**
 * The property price typed in the country's currency, in EUR at the ECB rate. An entry that is
 * empty, unreadable, not positive or worth less than a euro cent gives the property value's error.
 */
export function convertLocalPrice(text: string, language: Language, rate: number): LocalPriceConversion {
  if (text.trim() === '') return { ok: false, message: 'validation.propertyValue.required' };
  const error = localPriceTextError(text, language);
  if (error) return { ok: false, message: error };
  const read = readLocalizedNumber(text, language, 2);
  if (!read.ok) return { ok: false, message: read.message };
  const eur = localToEur(read.value, rate);
  return eur > 0 ? { ok: true, local: read.value, eur } : { ok: false, message: 'validation.propertyValue.positive' };
}
