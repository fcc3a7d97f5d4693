import { describe, expect, it } from 'vitest';
import { formatMessageValues, resultKey } from './message-values';
import { scoreBand } from './score-band';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const enumLabel = (name: string, value: string) => `${name}:${value}`;

describe('engine message values', () => {
  it('formats money in EUR per language before interpolation', () => {
    const values = formatMessageValues({ desiredLoanAmount: 120000, maxLoanAmount: 95000, ltvPct: 82.14, months: 14 }, 'en', enumLabel);
    expect(values).toEqual({ desiredLoanAmount: '€120,000', maxLoanAmount: '€95,000', ltvPct: '82.1%', months: '14' });
    expect(plain(formatMessageValues({ newLoanAmount: 92800 }, 'fr', enumLabel).newLoanAmount)).toBe('92 800 €');
  });

  it('formats debts in their own currency, names countries and translates enum answers', () => {
    expect(formatMessageValues({ monthlyDebts: 150, currency: 'GBP' }, 'en', enumLabel).monthlyDebts).toBe('£150');
    expect(formatMessageValues({ country: 'HU', propertyType: 'land', loanCurrency: 'HUF' }, 'ro', enumLabel)).toEqual({
      country: 'Ungaria',
      propertyType: 'propertyType:land',
      loanCurrency: 'HUF',
    });
  });

  it('formats the values of a bank’s next step: the employment it accepts, the countries it lends in, a price (issue 19)', () => {
    expect(formatMessageValues({ accepted: 'permanent', employmentType: 'self-employed', countries: 'DE,FR,AT', price: 18_800 }, 'en', enumLabel)).toEqual({
      accepted: 'employmentType:permanent',
      employmentType: 'employmentType:self-employed',
      countries: 'Germany, France, Austria',
      price: '€18,800',
    });
  });

  it('maps engine keys to the result namespace', () => {
    expect(resultKey('result.reason.loanToValue.le_80pct')).toBe('reason.loanToValue.le_80pct');
    expect(resultKey('result.banks.empty.noBanks')).toBe('banks.empty.noBanks');
    expect(resultKey('flag.fxRisk')).toBe('flag.fxRisk');
  });
});

describe('score band', () => {
  it('names the score', () => {
    expect([100, 80, 79, 65, 64, 50, 49, 0].map(scoreBand)).toEqual(['strong', 'strong', 'good', 'good', 'fair', 'fair', 'weak', 'weak']);
  });
});
