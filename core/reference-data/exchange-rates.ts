import type { ExchangeRateRow } from './rows';


/**
 * docs/lending-rules.md §4: ECB reference rates of 28 February 2025, units per 1 EUR. They are the dated
 * fallback when the daily ECB table cannot be fetched. fxHaircut (§7.1 as corrected by issue 19):
 * the share of an income in this currency not counted when the loan is in another currency, EUR
 * included (a euro earner borrowing lei carries the currency risk); income in the loan's own
 * currency counts in full. 15 % is Acasa's default (market range 0–50 %, PL/CZ); a bank's own
 * published cut replaces it (bank-criteria.ts).
 */
const RATE_DATE = '2025-02-28';
const SOURCE = 'ECB euro foreign exchange reference rates, 28.2.2025 (third-party copy, lending-rules §4)';
const DEFAULT_CURRENCY_CUT = '0.150';

const rate = (currency: string, value: string): ExchangeRateRow => ({
  currency,
  rate: value,
  rateDate: RATE_DATE,
  fxHaircut: DEFAULT_CURRENCY_CUT,
  source: SOURCE,
});

export const exchangeRateSeed: ExchangeRateRow[] = [
  { currency: 'EUR', rate: '1', rateDate: RATE_DATE, fxHaircut: DEFAULT_CURRENCY_CUT, source: 'Base currency' },
  rate('USD', '1.0411'),
  rate('GBP', '0.82608'),
  rate('CHF', '0.9394'),
  rate('CAD', '1.5019'),
  rate('AUD', '1.6741'),
  rate('RON', '4.9768'),
  rate('PLN', '4.1503'),
  rate('HUF', '399.50'),
  rate('CZK', '25.029'),
  rate('BGN', '1.9558'),
];
