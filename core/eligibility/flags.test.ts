import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate';
import { allowanceConfig, workedExampleInput } from './testing/seed-config';
import type { EngineConfig } from './types';

// The §7 worked example's own funds: 5 % costs, no bank charges (allowanceConfig).
const config = allowanceConfig();
const keysOf = (overrides: Parameters<typeof workedExampleInput>[0], engineConfig: EngineConfig = config) =>
  evaluate(workedExampleInput(overrides), engineConfig).flags.map((flag) => flag.key);

describe('flags', () => {
  it('warns about FX risk when the income currency differs from the loan currency', () => {
    const result = evaluate(workedExampleInput(), config);
    expect(result.flags).toContainEqual({ key: 'flag.fxRisk', severity: 'warning', values: { incomeCurrency: 'EUR', loanCurrency: 'RON' } });
    expect(keysOf({ originCountry: 'HR' })).not.toContain('flag.fxRisk');
  });

  it('says when the term is cut by age', () => {
    // age 50 in RO: 75 − 50 = 25 years < 30
    const result = evaluate(workedExampleInput({ age: 50 }), config);
    expect(result.flags).toContainEqual({
      key: 'flag.termCutByAge',
      severity: 'info',
      values: { termYears: 25, maxTermYears: 30, maxAgeAtMaturity: 75, age: 50 },
    });
    expect(keysOf({ age: 35 })).not.toContain('flag.termCutByAge');
  });

  it('leaves a loan above what banks lend to the verdict, said once', () => {
    const result = evaluate(workedExampleInput({ desiredLoanAmount: 110_000 }), config);
    expect(result.verdict).toBe('partial');
    expect(result.verdictReasons[0]).toEqual({
      key: 'result.verdict.reason.lessThanDesired',
      values: { maxLoanAmount: 96_000, desiredLoanAmount: 110_000, gap: 14_000 },
    });
    expect(result.flags.map((flag) => flag.key)).not.toContain('flag.loanAboveMaximum');
  });

  it('says when a country rule is not verified', () => {
    expect(keysOf({})).toContain('flag.ruleNotVerified');
    expect(keysOf({ originCountry: 'HR' })).not.toContain('flag.ruleNotVerified');
  });

  it('flags own funds short of the price not financed plus 5 % costs; savings include the down payment', () => {
    // Banks finance 96,000 of 120,000: 24,000 + 0.05 × 120,000 = 30,000 required; 20,000 down, no savings -> 10,000 short
    const result = evaluate(workedExampleInput({ downPayment: 20_000 }), config);
    expect(result.flags).toContainEqual({
      key: 'flag.downPaymentShort',
      severity: 'warning',
      values: { requiredOwnFunds: 30_000, downPayment: 24_000, purchaseCosts: 6_000, ownFunds: 20_000, shortfall: 10_000, costAllowancePct: 5 },
    });
    // Savings of 30,000 (which include the down payment) cover it.
    expect(keysOf({ downPayment: 20_000, currentSavings: 30_000 })).not.toContain('flag.downPaymentShort');
    // No down payment entered: it is the rest of the price, and the savings are measured against it.
    const noDownPayment = evaluate(workedExampleInput({ desiredLoanAmount: 90_000, currentSavings: 25_000 }), config);
    expect(noDownPayment.ownFunds).toMatchObject({ costBasis: 'allowance', costItems: [], bankCharges: 0, downPayment: 30_000, purchaseCosts: 6_000, required: 36_000, available: 25_000, shortfall: 11_000 });
  });

  it('leaves a country without lending rules and a currency without a rate to the verdict', () => {
    const noRules: EngineConfig = { ...config, lendingRules: config.lendingRules.filter((rule) => rule.countryCode !== 'RO') };
    const result = evaluate(workedExampleInput(), noRules);
    expect(result.maxLoanAmount).toBe(0);
    expect(result.metrics.limitedBy).toBe('noRule');
    expect(result.verdictReasons.map((reason) => reason.key)).toEqual(['result.verdict.reason.notCovered']);
    expect(result.flags.map((flag) => flag.key)).not.toContain('flag.fxRisk');

    const noUsd: EngineConfig = { ...config, exchangeRates: config.exchangeRates.filter((rate) => rate.currency !== 'USD') };
    const usd = evaluate(workedExampleInput({ incomeCurrency: 'USD' }), noUsd);
    expect(usd.maxLoanAmount).toBe(0);
    expect(usd.verdictReasons.map((reason) => reason.key)).toEqual(['result.verdict.reason.exchangeRateMissing']);
  });

  it('says no loan is possible when existing debts leave no room for one', () => {
    // Issue 19: EUR income on a lei loan counted 3000 × 0.85 = 2550: 0.40 × 2550 = 1020 ≤ 1200 debts;
    // on a EUR loan 0.20 × 3000 = 600 ≤ 1200; the rules' 0.40 × 3000 = 1200 ≤ 1200 too.
    const result = evaluate(workedExampleInput({ existingMonthlyDebts: 1200 }), config);
    expect(result.maxLoanAmount).toBe(0);
    expect(result.regulatoryMaxLoanAmount).toBe(0);
    expect(result.verdict).toBe('not_eligible');
    expect(result.loan).toBeNull();
    expect(result.nextSteps.at(-1)?.key).toBe('result.nextStep.askBroker');
    // On the lei route the reason is the income, with the figure the banks count.
    const lei = evaluate(workedExampleInput({ existingMonthlyDebts: 1200, loanCurrency: 'RON' }), config);
    expect(lei.verdictReasons).toEqual([{ key: 'result.verdict.reason.income', values: { incomeEur: 2550 } }]);
  });

  // With no route lending, routes.ts isBetterRoute once broke the tie on the
  // lower base rate, so this household was shown the EUR route, where BCR and BRD refuse for the currency; verdict.ts
  // then said "no partner bank lends" instead of the income, and the co-applicant next step asked for €3,270 in EUR
  // where 3,030 lei would do on the lei route; the monthly room now breaks that tie first.
  it('says the income is the reason when debts leave no room, whichever currency the result shows', () => {
    const result = evaluate(workedExampleInput({ existingMonthlyDebts: 1200 }), config);
    expect(result.verdictReasons.map((reason) => reason.key)).toEqual(['result.verdict.reason.income']);
  });
});
