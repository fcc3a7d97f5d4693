import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate';
import { seedConfig, workedExampleInput } from './testing/seed-config';
import type { EngineConfig } from './types';

const config = seedConfig();
const keysOf = (overrides: Parameters<typeof workedExampleInput>[0], engineConfig: EngineConfig = config) =>
  evaluate(workedExampleInput(overrides), engineConfig).flags.map((flag) => flag.key);

describe('flags', () => {
  it('warns about FX risk when the income currency differs from the loan currency', () => {
    const result = evaluate(workedExampleInput(), config);
    expect(result.flags).toContainEqual({ key: 'flag.fxRisk', severity: 'warning', values: { incomeCurrency: 'EUR', loanCurrency: 'RON' } });
    expect(keysOf({ originCountry: 'HR' })).not.toContain('flag.fxRisk');
  });

  it('says when the term is cut by age', () => {
    // age 45: 65 − 45 = 20 years < 30
    const result = evaluate(workedExampleInput({ age: 45 }), config);
    expect(result.flags).toContainEqual({
      key: 'flag.termCutByAge',
      severity: 'info',
      values: { termYears: 20, maxTermYears: 30, maxAgeAtMaturity: 65, age: 45 },
    });
    expect(keysOf({ age: 35 })).not.toContain('flag.termCutByAge');
  });

  it('warns when the desired loan is above the maximum', () => {
    const result = evaluate(workedExampleInput({ desiredLoanAmount: 110_000 }), config);
    expect(result.flags).toContainEqual({
      key: 'flag.loanAboveMaximum',
      severity: 'warning',
      values: { desiredLoanAmount: 110_000, maxLoanAmount: 102_000 },
    });
    expect(keysOf({ desiredLoanAmount: 102_000 })).not.toContain('flag.loanAboveMaximum');
  });

  it('says when a country rule is not verified', () => {
    expect(keysOf({})).toContain('flag.ruleNotVerified');
    expect(keysOf({ originCountry: 'HR' })).not.toContain('flag.ruleNotVerified');
  });

  it('flags own funds short of the price not financed plus 5 % costs', () => {
    // 120,000 − 100,000 + 0.05 × 120,000 = 26,000 required; 20,000 down -> 6,000 short
    const result = evaluate(workedExampleInput({ downPayment: 20_000 }), config);
    expect(result.flags).toContainEqual({
      key: 'flag.downPaymentShort',
      severity: 'warning',
      values: { requiredOwnFunds: 26_000, ownFunds: 20_000, shortfall: 6_000, costAllowancePct: 5 },
    });
    expect(keysOf({ downPayment: 26_000 })).not.toContain('flag.downPaymentShort');
    // Above the maximum, only the maximum is financed: 120,000 − 102,000 + 6,000 = 24,000 > 23,000.
    expect(keysOf({ desiredLoanAmount: 110_000, downPayment: 23_000 })).toContain('flag.downPaymentShort');
  });

  it('flags a country without lending rules and a currency without a rate', () => {
    const noRules: EngineConfig = { ...config, lendingRules: config.lendingRules.filter((rule) => rule.countryCode !== 'RO') };
    const result = evaluate(workedExampleInput(), noRules);
    expect(result.maxLoanAmount).toBe(0);
    expect(result.metrics.limitedBy).toBe('noRule');
    expect(result.flags.map((flag) => flag.key)).toContain('flag.noLendingRule');

    const noUsd: EngineConfig = { ...config, exchangeRates: config.exchangeRates.filter((rate) => rate.currency !== 'USD') };
    const usd = evaluate(workedExampleInput({ incomeCurrency: 'USD' }), noUsd);
    expect(usd.maxLoanAmount).toBe(0);
    expect(usd.flags.map((flag) => flag.key)).toContain('flag.exchangeRateMissing');
  });

  it('warns when existing debts leave no room for a new loan', () => {
    // 0.40 × 3000 = 1200 ≤ 1200 debts
    const result = evaluate(workedExampleInput({ existingMonthlyDebts: 1200 }), config);
    expect(result.maxLoanAmount).toBe(0);
    expect(result.flags.map((flag) => flag.key)).toContain('flag.noPaymentCapacity');
  });
});
