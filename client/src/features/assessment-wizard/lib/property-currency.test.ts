import { describe, expect, it } from 'vitest';
import { seedConfig } from '@core/eligibility/testing/seed-config';
import type { LendingRule } from '@core/eligibility/types';
import {
  convertLocalPrice,
  currenciesNeedingIncomeIn,
  eurToLocal,
  loanCurrenciesOf,
  localCurrencyOf,
  localPriceTextError,
  localToEur,
} from './property-currency';

const config = seedConfig();

describe('loanCurrenciesOf: the currencies a property country’s banks lend in (its lending rules)', () => {
  it('Romania lends in lei or euros, Poland in złoty or euros: the country’s own first', () => {
    expect(loanCurrenciesOf(config, 'RO')).toEqual(['RON', 'EUR']);
    expect(loanCurrenciesOf(config, 'PL')).toEqual(['PLN', 'EUR']);
  });

  it('Hungary and Czechia lend in their own currency; Slovakia, Croatia, Slovenia and Bulgaria (in the euro since 1.1.2026) in euros', () => {
    expect(loanCurrenciesOf(config, 'HU')).toEqual(['HUF']);
    expect(loanCurrenciesOf(config, 'CZ')).toEqual(['CZK']);
    for (const country of ['SK', 'HR', 'SI', 'BG']) expect(loanCurrenciesOf(config, country), country).toEqual(['EUR']);
  });

  it('reads any case, lists a currency once, and knows nothing of a country without rules', () => {
    expect(loanCurrenciesOf(config, ' ro ')).toEqual(['RON', 'EUR']);
    const rule = config.lendingRules.find((entry) => entry.countryCode === 'RO') as LendingRule;
    expect(loanCurrenciesOf({ lendingRules: [{ ...rule, loanCurrency: 'EUR' }, rule, { ...rule, loanCurrency: 'eur' }] }, 'RO')).toEqual(['RON', 'EUR']);
    expect(loanCurrenciesOf(config, 'DE')).toEqual([]);
    expect(loanCurrenciesOf(config, '')).toEqual([]);
  });

  it('names the routes lent only to households paid mostly in their currency (Poland, Mortgage Credit Act art. 6(1))', () => {
    expect(currenciesNeedingIncomeIn(config, 'PL').sort()).toEqual(['EUR', 'PLN']);
    expect(currenciesNeedingIncomeIn(config, 'HU')).toEqual([]);
  });
});

describe('localCurrencyOf: the currency the price can be typed in besides EUR', () => {
  it('is the country’s own currency with its ECB rate and date', () => {
    expect(localCurrencyOf(config, 'RO')).toEqual({ currency: 'RON', rate: 4.9768, rateDate: '2025-02-28' });
    expect(localCurrencyOf(config, 'PL')?.currency).toBe('PLN');
    expect(localCurrencyOf(config, 'HU')?.currency).toBe('HUF');
    expect(localCurrencyOf(config, 'CZ')?.currency).toBe('CZK');
  });

  it('is none in the euro area (Bulgaria too: its old lev rate is not a currency its banks lend in)', () => {
    for (const country of ['SK', 'HR', 'SI', 'BG']) expect(localCurrencyOf(config, country), country).toBeNull();
  });

  it('is none without a usable rate, or without rules', () => {
    expect(localCurrencyOf({ ...config, exchangeRates: config.exchangeRates.filter((rate) => rate.currency !== 'RON') }, 'RO')).toBeNull();
    expect(localCurrencyOf({ ...config, exchangeRates: config.exchangeRates.map((rate) => ({ ...rate, rate: rate.currency === 'RON' ? 0 : rate.rate })) }, 'RO')).toBeNull();
    expect(localCurrencyOf(config, 'DE')).toBeNull();
  });
});

describe('localToEur: a local amount in EUR at the rate, to the cent, half up', () => {
  it('converts at units per euro (the ECB convention)', () => {
    expect(localToEur(746_520, 4.9768)).toBe(150_000);
    expect(localToEur(415_030, 4.1503)).toBe(100_000);
    expect(localToEur(39_950_000, 399.5)).toBe(100_000);
    expect(localToEur(1, 4.9768)).toBe(0.2); // 0.200932…
  });

  it('rounds an exact half cent up, where binary floating point would round it down', () => {
    // 4.02 / 4 = 1.005 exactly; as doubles Math.round(4.02 / 4 * 100) / 100 gives 1.00.
    expect(Math.round((4.02 / 4) * 100) / 100).toBe(1);
    expect(localToEur(4.02, 4)).toBe(1.01);
    expect(localToEur(8.54, 4)).toBe(2.14); // 2.135
    expect(localToEur(0.05, 4)).toBe(0.01); // 0.0125
    expect(localToEur(0.06, 4)).toBe(0.02); // 0.015
    expect(localToEur(24.88, 4.9768)).toBe(5); // 4.99919…
  });

  it('stays exact for the largest prices (HUF tens of billions)', () => {
    expect(localToEur(39_950_000_000, 399.5)).toBe(100_000_000);
  });

  it('refuses a rate that is not a positive number', () => {
    expect(() => localToEur(100, 0)).toThrow(RangeError);
    expect(() => localToEur(100, Number.NaN)).toThrow(RangeError);
  });

  it('and back: EUR in the local currency, which converts back to the same cents (every local currency is worth less than a euro)', () => {
    expect(eurToLocal(150_000, 4.9768)).toBe(746_520);
    for (const eur of [0.01, 1, 99_999.99, 123_456.78]) {
      for (const rate of [4.9768, 4.1503, 399.5, 25.029]) expect(localToEur(eurToLocal(eur, rate), rate), `${eur} at ${rate}`).toBe(eur);
    }
  });
});

describe('convertLocalPrice: the typed local price, read the interface language’s way, in EUR', () => {
  it('reads "746.520" in Romanian, "746 520" in French, "746,520" in English', () => {
    expect(convertLocalPrice('746.520', 'ro', 4.9768)).toEqual({ ok: true, local: 746_520, eur: 150_000 });
    expect(convertLocalPrice('746 520', 'fr', 4.9768)).toEqual({ ok: true, local: 746_520, eur: 150_000 });
    expect(convertLocalPrice('746\u202f520', 'fr', 4.9768)).toEqual({ ok: true, local: 746_520, eur: 150_000 });
    expect(convertLocalPrice('746,520', 'en', 4.9768)).toEqual({ ok: true, local: 746_520, eur: 150_000 });
    expect(convertLocalPrice('3.000,50', 'ro', 4)).toEqual({ ok: true, local: 3000.5, eur: 750.13 });
  });

  it('gives the property value’s field error for an entry that is missing, unreadable or not positive', () => {
    expect(convertLocalPrice('', 'ro', 4.9768)).toEqual({ ok: false, message: 'validation.propertyValue.required' });
    expect(convertLocalPrice('abc', 'en', 4.9768)).toMatchObject({ ok: false, message: expect.stringMatching(/^validation\.number\.invalid/) });
    // "3,000" in Romanian is three lei or three thousand: asked, never guessed.
    expect(convertLocalPrice('3,000', 'ro', 4.9768)).toMatchObject({ ok: false, message: expect.stringMatching(/^validation\.number\.(ambiguous|separators)/) });
    expect(convertLocalPrice('746.52,0', 'ro', 4.9768)).toMatchObject({ ok: false });
    expect(convertLocalPrice('746.520,001', 'ro', 4.9768)).toMatchObject({ ok: false, message: expect.stringMatching(/^validation\.number\.tooManyDecimals/) });
    expect(convertLocalPrice('0', 'en', 4.9768)).toEqual({ ok: false, message: 'validation.propertyValue.positive' });
    expect(convertLocalPrice('-5000', 'en', 4.9768)).toEqual({ ok: false, message: 'validation.propertyValue.positive' });
    // Less than half a euro cent.
    expect(convertLocalPrice('0.01', 'en', 399.5)).toEqual({ ok: false, message: 'validation.propertyValue.positive' });
    expect(convertLocalPrice('9999999999999', 'en', 399.5)).toEqual({ ok: false, message: 'validation.propertyValue.positive' });
  });

  it('names the entry’s problem without a rate (the step’s check before Next)', () => {
    expect(localPriceTextError('', 'ro')).toBeUndefined();
    expect(localPriceTextError('746.520', 'ro')).toBeUndefined();
    expect(localPriceTextError('abc', 'ro')).toMatch(/^validation\.number\.invalid/);
    expect(localPriceTextError('0', 'ro')).toBe('validation.propertyValue.positive');
  });
});
