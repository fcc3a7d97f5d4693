import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../constants';
import { localeOf } from '../languages';
import { parseLocalizedNumber } from './parse-localized-number';

const value = (text: string, language: Language, maxDecimals?: number) => {
  const result = parseLocalizedNumber(text, language, { maxDecimals });
  return result.ok ? result.value : result.error;
};

describe('parseLocalizedNumber', () => {
  it('reads each language the way its people write it', () => {
    expect(value('3.000', 'ro')).toBe(3000);
    expect(value('3000,50', 'ro')).toBe(3000.5);
    expect(value('3.000,50', 'ro')).toBe(3000.5);
    expect(value('1.234.567,8', 'ro')).toBe(1234567.8);
    expect(value('3 000,50', 'fr')).toBe(3000.5);
    expect(value('3\u202f000,50', 'fr')).toBe(3000.5);
    expect(value('3\u00a0000', 'fr')).toBe(3000);
    expect(value('3,000.50', 'en')).toBe(3000.5);
    expect(value('1,500', 'en')).toBe(1500);
    expect(value('3 000', 'en')).toBe(3000);
    expect(value('3 000,5', 'ro')).toBe(3000.5);
  });

  it('takes plain digits in every language', () => {
    for (const language of LANGUAGES) {
      expect(value('3000', language)).toBe(3000);
      expect(value('  120000 ', language)).toBe(120000);
      expect(value('0', language)).toBe(0);
    }
  });

  it('gives the plain decimal text the API takes', () => {
    expect(parseLocalizedNumber('3.000,50', 'ro')).toEqual({ ok: true, value: 3000.5, canonical: '3000.50' });
    expect(parseLocalizedNumber('-12', 'en')).toEqual({ ok: true, value: -12, canonical: '-12' });
  });

  it('refuses a decimal separator of another language, saying what it would mean', () => {
    expect(parseLocalizedNumber('3.5', 'ro')).toEqual({ ok: false, error: 'separators', readings: [3.5] });
    expect(parseLocalizedNumber('3,50', 'en')).toEqual({ ok: false, error: 'separators', readings: [3.5] });
    expect(parseLocalizedNumber('3.000', 'fr')).toEqual({ ok: false, error: 'separators', readings: [3000] });
    expect(parseLocalizedNumber('3 000.50', 'fr')).toEqual({ ok: false, error: 'separators', readings: [3000.5] });
  });

  it('refuses an entry that two conventions read as two numbers', () => {
    expect(parseLocalizedNumber('3,000', 'ro')).toEqual({ ok: false, error: 'ambiguous', readings: [3, 3000] });
    expect(parseLocalizedNumber('3.000', 'en')).toEqual({ ok: false, error: 'ambiguous', readings: [3, 3000] });
  });

  it('says when a whole number is asked for, and when there are too many decimals', () => {
    expect(value('2,5', 'ro', 0)).toBe('notWhole');
    expect(value('2.5', 'en', 0)).toBe('notWhole');
    expect(value('2.5', 'ro', 0)).toBe('notWhole');
    expect(value('12', 'ro', 0)).toBe(12);
    expect(value('3,1256', 'fr')).toBe('tooManyDecimals');
    // An English reader would take 3,125 for 3125: two meanings.
    expect(parseLocalizedNumber('3,125', 'fr')).toEqual({ ok: false, error: 'ambiguous', readings: [3.125, 3125] });
    expect(value('3.12', 'en')).toBe(3.12);
  });

  it('refuses what is not a number', () => {
    for (const text of ['abc', '3e5', '1..000', '1.00.000', '3,', ',5', '12-', '1.000 000', '0x10', 'Infinity', '--1']) {
      expect(value(text, 'ro')).toBe('invalid');
    }
    expect(value('', 'en')).toBe('empty');
    expect(value('   ', 'fr')).toBe('empty');
  });

  it('reads back every amount as Intl writes it in that language', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), fc.integer({ min: 0, max: 99 }), fc.constantFrom(...LANGUAGES), (whole, cents, language) => {
        const amount = whole + cents / 100;
        const written = new Intl.NumberFormat(localeOf(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
        const result = parseLocalizedNumber(written, language);
        expect(result.ok && Math.round(result.value * 100)).toBe(whole * 100 + cents);
      }),
    );
  });

  it('whatever it accepts is a finite number with at most the allowed decimals', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9., ]{1,12}$/), fc.constantFrom(...LANGUAGES), (text, language) => {
        const result = parseLocalizedNumber(text, language);
        if (!result.ok) return;
        expect(Number.isFinite(result.value)).toBe(true);
        expect(result.canonical).toMatch(/^-?\d+(\.\d{1,2})?$/);
      }),
    );
  });
});

describe('amounts pasted from a payslip or a banking app (issue 20)', () => {
  it('reads the walk’s pasted strings in every interface language', () => {
    for (const language of LANGUAGES) {
      expect(value('3 200,50 €', language)).toBe(3200.5);
      expect(value('€3,200', language)).toBe(3200);
      expect(value('3\u202f200,50\u00a0€', language)).toBe(3200.5);
      expect(value('3\u00a0200,50 EUR', language)).toBe(3200.5);
      expect(value('€3,200.50', language)).toBe(3200.5);
      expect(value('3.200,50 lei', language)).toBe(3200.5);
      expect(value('RON 4.500', language)).toBe(4500);
      expect(value('4500 RON', language)).toBe(4500);
      expect(value('12 345,67 zł', language)).toBe(12345.67);
      expect(value('PLN 12,345.67', language)).toBe(12345.67);
      expect(value('450 000 Ft', language)).toBe(450000);
      expect(value('HUF 450.000', language)).toBe(450000);
      expect(value('45 000 Kč', language)).toBe(45000);
      expect(value('CZK 45,000', language)).toBe(45000);
      expect(value('£2,750.00', language)).toBe(2750);
      expect(value('$3,200', language)).toBe(3200);
      expect(value("CHF 3'200.50", language)).toBe(3200.5);
      expect(value('3’200.50 CHF', language)).toBe(3200.5);
      expect(value('€ 1.234.567,89', language)).toBe(1234567.89);
      expect(value('€0,50', language)).toBe(0.5);
      expect(value('3,5 €', language)).toBe(3.5);
    }
  });

  it('keeps each language’s own reading of the same figures without a currency', () => {
    expect(value('3 200,50', 'ro')).toBe(3200.5);
    expect(value('3 200,50', 'fr')).toBe(3200.5);
    expect(value('3.200,50', 'ro')).toBe(3200.5);
    expect(value('3,200.50', 'en')).toBe(3200.5);
    expect(value('3,200', 'en')).toBe(3200);
    expect(value('0,5', 'ro')).toBe(0.5);
    expect(value('0,5', 'fr')).toBe(0.5);
    expect(value("3'200", 'ro')).toBe(3200);
    expect(value("3'200.50", 'en')).toBe(3200.5);
  });

  it('refuses what a currency does not make an amount', () => {
    for (const text of ['€', 'EUR', '€ €', '€3 200 EUR', '€3,2000', '€3,200,50', 'blei 3200', '3200 bleu', '€abc', '€3e5']) {
      expect(value(text, 'ro'), text).not.toBeTypeOf('number');
    }
    expect(value('€3,2000', 'en')).toBe('tooManyDecimals');
    expect(value('3 200,50 €', 'en', 0)).toBe('notWhole');
  });
});
