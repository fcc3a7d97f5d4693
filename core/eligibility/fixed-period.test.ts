import { describe, expect, it } from 'vitest';
import { monthlyPayment } from './annuity';
import { evaluate } from './evaluate';
import { seedConfig, workedExampleInput } from './testing/seed-config';
import type { EngineInput } from './types';

/** Issue 14: the instalment after a fixed period if the rate rises. */
const config = seedConfig();
const run = (overrides: Partial<EngineInput> = {}) => evaluate(workedExampleInput(overrides), config, { today: '2025-03-01' });

describe('after the fixed period', () => {
  it('RO, fixed 5 years: from month 61 the rest is repaid at the rate + the configured rise (no stress add-on there)', () => {
    const result = run({ rateType: 'fixed', fixedPeriodYears: 5 });
    const after = result.afterFixedPeriod!;
    const base = result.metrics.baseRate!;
    expect(after).toMatchObject({ fromMonth: 61, riseBasis: 'illustration', risePp: config.parameters.rateRiseIllustrationPp });
    expect(after.rate).toBeCloseTo(base + 2, 6);
    // By hand: the balance after 60 instalments of the annuity, repaid over the 300 months left at the new rate.
    const r = base / 1200;
    const n = 360;
    const payment = monthlyPayment(100_000, base, n);
    const balance = 100_000 * (1 + r) ** 60 - (payment * ((1 + r) ** 60 - 1)) / r;
    expect(after.monthlyPayment).toBeCloseTo(monthlyPayment(balance, base + 2, 300), 0);
    expect(after.monthlyPayment).toBeGreaterThan(result.monthlyPayment);
  });

  it('PL, fixed 5 years: the rise is the regulator’s stress for variable rates (+3 pp)', () => {
    const after = run({ originCountry: 'PL', incomeCurrency: 'EUR', rateType: 'fixed', fixedPeriodYears: 5 }).afterFixedPeriod;
    expect(after).toMatchObject({ riseBasis: 'stress', risePp: 3 });
  });

  it('is absent for a variable rate, a fixed period not given, and one as long as the loan', () => {
    expect(run({ rateType: 'variable' }).afterFixedPeriod).toBeNull();
    expect(run({}).afterFixedPeriod).toBeNull();
    expect(run({ rateType: 'fixed', fixedPeriodYears: 30 }).afterFixedPeriod).toBeNull();
  });
});
