import { describe, expect, it } from 'vitest';
import { applicantName, engineExplanationOf, loanDisplay, scoreTone } from './review';

describe('loanDisplay', () => {
  it('shows the loan in the income currency, with the EUR amount as a caption', () => {
    expect(loanDisplay({ desiredLoanAmount: '150000.00', desiredLoanAmountInIncomeCurrency: '127500.00', incomeCurrency: 'GBP' })).toEqual({
      primary: { amount: 127500, currency: 'GBP' },
      eur: { amount: 150000, currency: 'EUR' },
    });
  });

  it('shows EUR alone for EUR income', () => {
    expect(loanDisplay({ desiredLoanAmount: '150000.00', desiredLoanAmountInIncomeCurrency: '150000.00', incomeCurrency: 'EUR' })).toEqual({
      primary: { amount: 150000, currency: 'EUR' },
      eur: null,
    });
  });

  it('falls back to EUR when no rate converted it', () => {
    expect(loanDisplay({ desiredLoanAmount: '90000', desiredLoanAmountInIncomeCurrency: null, incomeCurrency: 'CHF' })).toEqual({
      primary: { amount: 90000, currency: 'EUR' },
      eur: null,
    });
  });

  it('is empty without a loan', () => {
    expect(loanDisplay({ desiredLoanAmount: null, desiredLoanAmountInIncomeCurrency: null, incomeCurrency: null })).toEqual({ primary: null, eur: null });
  });
});

describe('applicantName', () => {
  it('joins the names, else uses the e-mail', () => {
    expect(applicantName({ firstName: 'Ioana', lastName: 'Popescu', email: 'i@x.test' })).toBe('Ioana Popescu');
    expect(applicantName({ firstName: ' ', lastName: null, email: 'i@x.test' })).toBe('i@x.test');
    expect(applicantName({ firstName: 'Ioana', lastName: null, email: 'i@x.test' })).toBe('Ioana');
  });
});

describe('engineExplanationOf', () => {
  it('reads the stored breakdown, flags and reasons', () => {
    const result = engineExplanationOf({
      scoreBreakdown: [{ category: 'affordability', option: 'le_60pct', points: 30, weight: 30 }, { nonsense: true }],
      explanation: {
        flags: [{ key: 'result.flag.fxRisk', severity: 'warning', values: {} }, { key: 'x', severity: 'loud', values: {} }],
        reasons: [{ key: 'result.reason.loanToValue.le_80pct', values: { points: 13 } }, 'text'],
      },
    });
    expect(result.breakdown).toHaveLength(1);
    expect(result.flags).toEqual([{ key: 'result.flag.fxRisk', severity: 'warning', values: {} }]);
    expect(result.reasons).toHaveLength(1);
  });

  it('is empty for an assessment without a result', () => {
    expect(engineExplanationOf({ scoreBreakdown: null, explanation: null })).toEqual({ breakdown: [], flags: [], reasons: [] });
  });
});

describe('scoreTone', () => {
  it('uses the result gauge thresholds', () => {
    expect(scoreTone(80)).toBe('strong');
    expect(scoreTone(79)).toBe('good');
    expect(scoreTone(65)).toBe('good');
    expect(scoreTone(50)).toBe('fair');
    expect(scoreTone(49)).toBe('weak');
  });
});
