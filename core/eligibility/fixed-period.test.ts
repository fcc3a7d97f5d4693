import { describe, expect, it } from 'vitest';
import { monthlyPayment } from './annuity';
import { evaluate } from './evaluate';
import { seedConfig, workedExampleInput } from './testing/seed-config';
import type { EngineInput } from './types';

/** Issue 14: the instalment after a fixed period if the rate rises; issue 19: of the loan offered. */
const config = seedConfig();
const run = (overrides: Partial<EngineInput> = {}) => evaluate(workedExampleInput(overrides), config, { today: '2025-03-01' });

/** By hand: the balance after `months` instalments of the annuity, then repaid over the months left at the new rate. */
function paymentAfter(principal: number, rate: number, termMonths: number, months: number, rateAfter: number): number {
  const r = rate / 1200;
  const payment = monthlyPayment(principal, rate, termMonths);
  const balance = principal * (1 + r) ** months - (payment * ((1 + r) ** months - 1)) / r;
  return monthlyPayment(balance, rateAfter, termMonths - months);
}

describe('after the fixed period', () => {
  it('RO, fixed 5 years: from month 61 the rest is repaid at the rate + the configured rise (no stress add-on there)', () => {
    // Issue 19: the loan is the one offered, CEC's 96,000 at its 6.5 % over 360 months (the banks lend 96,000 of
    // the 100,000 desired). CEC publishes one rate for the whole loan, so the rise is the illustration's +2 pp.
    const result = run({ rateType: 'fixed', fixedPeriodYears: 5 });
    const after = result.afterFixedPeriod!;
    expect(result.loan).toMatchObject({ bankName: 'CEC Bank', amount: 96_000, rate: 6.5, termMonths: 360 });
    expect(after).toMatchObject({ fromMonth: 61, riseBasis: 'illustration', risePp: config.parameters.rateRiseIllustrationPp });
    expect(after.rate).toBeCloseTo(6.5 + 2, 6);
    expect(after.monthlyPayment).toBeCloseTo(paymentAfter(96_000, 6.5, 360, 60, 8.5), 0);
    expect(after.monthlyPayment).toBeGreaterThan(result.monthlyPayment!);
  });

  it('a bank’s own fixed period (issue 19): PKO’s 6.2 % for 5 years, then its 6.8 %', () => {
    // A złoty earner in Poland borrowing 150,000: PKO's loan over 420 months (worked-examples.test.ts).
    const result = run({ residenceCountry: 'PL', originCountry: 'PL', incomeCurrency: 'PLN', monthlyIncome: 12_000, propertyValue: 250_000, desiredLoanAmount: 150_000 });
    expect(result.loan).toMatchObject({ bankName: 'PKO Bank Polski', rate: 6.2, rateAfter: 6.8, rateChangesFromMonth: 61, termMonths: 420 });
    const after = result.afterFixedPeriod!;
    expect(after).toMatchObject({ fromMonth: 61, rate: 6.8, riseBasis: 'bankRate', risePp: 0.6 });
    expect(after.monthlyPayment).toBeCloseTo(paymentAfter(150_000, 6.2, 420, 60, 6.8), 0);
  });

  it('PL, fixed 5 years: the rise is the route’s stress for variable rates (+3 pp, Acasa’s prudence above the KNF’s 2.5)', () => {
    const after = run({ originCountry: 'PL', incomeCurrency: 'EUR', rateType: 'fixed', fixedPeriodYears: 5 }).afterFixedPeriod;
    expect(after).toMatchObject({ riseBasis: 'stress', risePp: 3 });
  });

  it('is absent for a variable rate, a fixed period not given, and one as long as the loan', () => {
    expect(run({ rateType: 'variable' }).afterFixedPeriod).toBeNull();
    expect(run({}).afterFixedPeriod).toBeNull();
    expect(run({ rateType: 'fixed', fixedPeriodYears: 30 }).afterFixedPeriod).toBeNull();
  });

  it('is absent when no loan can be made', () => {
    expect(run({ age: 71, rateType: 'fixed', fixedPeriodYears: 5 }).afterFixedPeriod).toBeNull();
  });
});
