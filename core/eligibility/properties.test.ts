import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EDUCATION_LEVELS, MARITAL_STATUSES } from '../constants';
import { evaluate } from './evaluate';
import { SAME_AS_LOAN_OPTION } from './score';
import { applicantArb as inputArb } from './testing/applicant-arbitrary';
import { propertyRuns } from './testing/property-runs';
import { seedConfig } from './testing/seed-config';
import type { BankRate, EngineConfig, EngineInput, EngineResult } from './types';

/**
 * Issue 3's, 10's and 19's properties, checked against the seeded defaults on random applicants
 * (one-answer.test.ts checks issue 19's on whole households).
 */
const config = seedConfig();
const RUNS = { numRuns: propertyRuns(500) };

/** The most generous LTV cap any route of the country can give anyone (§2, §7.7). */
function largestLtvCap(country: string): number {
  const caps = config.lendingRules
    .filter((rule) => rule.countryCode === country)
    .flatMap((rule) => [rule.ltvCap, rule.ltvCapFirstHome ?? 0, rule.ltvCapYoung ?? 0, rule.ltvCapLandCommercial]);
  return Math.max(...caps);
}

/** Every rate lower by `cut`: the routes' base rates and (issue 19) each bank's own rates and range. */
const lower = (rate: number, cut: number) => Math.max(0, rate - cut);
const lowerRate = (rate: BankRate, cut: number): BankRate => ({
  ...rate,
  rate: lower(rate.rate, cut),
  rateAfter: rate.rateAfter === null ? null : lower(rate.rateAfter, cut),
});
const withLowerRates = (cut: number): EngineConfig => ({
  ...config,
  lendingRules: config.lendingRules.map((rule) => ({ ...rule, baseRate: lower(rule.baseRate, cut) })),
  banks: config.banks.map((bank) => ({
    ...bank,
    interestRateMin: lower(bank.interestRateMin, cut),
    interestRateMax: lower(bank.interestRateMax, cut),
    representativeRates: Object.fromEntries(Object.entries(bank.representativeRates).map(([currency, rate]) => [currency, lowerRate(rate, cut)])),
  })),
});

// Hundreds of evaluations per property (more with the suggestions followed): seconds, not the default five.
describe('engine properties (fast-check)', { timeout: 60_000 }, () => {
  it('the score is an integer in 0..100, the breakdown sums to the points before the ceiling, the score is the points within the floor and the ceiling', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = evaluate(input, config);
        expect(Number.isInteger(result.eligibilityScore)).toBe(true);
        expect(result.eligibilityScore).toBeGreaterThanOrEqual(0);
        expect(result.eligibilityScore).toBeLessThanOrEqual(100);
        expect(result.breakdown.reduce((sum, item) => sum + item.points, 0)).toBe(result.scoreBeforeCeiling);
        // Issue 19: a possible loan's floor (the not-eligible ceiling + 1) lifts points below it.
        expect(result.eligibilityScore).toBe(Math.max(result.scoreFloor ?? 0, Math.min(result.scoreBeforeCeiling, result.scoreCeiling ?? 100)));
        if (result.scoreFloor !== null) expect(result.scoreBeforeCeiling).toBeLessThan(result.scoreFloor);
        if (result.scoreCeiling !== null) expect(result.scoreBeforeCeiling).toBeGreaterThan(result.scoreCeiling);
        for (const item of result.breakdown) expect(item.points).toBeLessThanOrEqual(item.weight);
      }),
      RUNS,
    );
  });

  it('the score never says better than the verdict: not_eligible stays under 50, partial under 80; a possible loan never under 50', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = evaluate(input, config);
        if (result.verdict === 'not_eligible') {
          expect(result.eligibilityScore).toBeLessThan(50);
          expect(result.maxLoanAmount).toBe(0);
        } else {
          // Issue 19: a loan becoming possible never lowers the score.
          expect(result.eligibilityScore).toBeGreaterThanOrEqual(50);
        }
        if (result.verdict === 'partial') expect(result.eligibilityScore).toBeLessThan(80);
        if (result.verdict === 'eligible') expect(result.maxLoanAmount).toBeGreaterThanOrEqual(input.desiredLoanAmount);
        if (result.verdict !== 'eligible') expect(result.verdictReasons.length).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });

  it('the headline never exceeds what the best partner bank’s rules allow, nor the regulatory maximum', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = evaluate(input, config);
        expect(result.maxLoanAmount % 1000).toBe(0);
        expect(result.maxLoanAmount).toBeLessThanOrEqual(result.regulatoryMaxLoanAmount);
        // Issue 19: what the rules allow is never below what any partner bank lends.
        for (const bank of result.bankRecommendations) expect(bank.bankMaxLoanAmount).toBeLessThanOrEqual(result.regulatoryMaxLoanAmount);
        expect(result.regulatoryMaxLoanAmount).toBeLessThanOrEqual(largestLtvCap(input.originCountry) * input.propertyValue + 1e-6);
        if (result.maxLoanSource === 'regulatory') return;
        const banks = config.banks.filter((bank) => bank.countryCode === input.originCountry);
        const isNonResident = input.residenceCountry !== input.originCountry;
        // No bank lends above its own maximum, nor above its LTV cap for non-residents.
        const bestBankBound = Math.max(
          0,
          ...banks.map((bank) =>
            Math.min(bank.maxLoanAmount, (isNonResident && bank.nonResidentLtvCap !== null ? bank.nonResidentLtvCap : 1) * input.propertyValue),
          ),
        );
        expect(result.maxLoanAmount).toBeLessThanOrEqual(bestBankBound + 1e-6);
        // The headline is what the best listed bank lends.
        if (result.maxLoanAmount > 0) {
          expect(Math.max(...result.bankRecommendations.map((bank) => bank.bankMaxLoanAmount))).toBe(result.maxLoanAmount);
        }
      }),
      RUNS,
    );
  });

  it('every suggestion’s totals add up: down payment + loan ≥ price; savings cover own funds and the reserve; followed, it shows the own funds it named', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = evaluate(input, config);
        for (const { key, values, verdictAfter } of result.improvements) {
          if (values.newLoanAmount !== undefined && values.newDownPayment !== undefined) {
            expect(Number(values.newDownPayment) + Number(values.newLoanAmount), key).toBeGreaterThanOrEqual(input.propertyValue - 0.005);
          }
          if (values.newSavings !== undefined) {
            expect(Number(values.newSavings), key).toBeGreaterThanOrEqual(Number(values.ownFundsNeeded) + Number(values.reserve) - 1);
            expect(Number(values.newSavings) - (input.currentSavings ?? 0), key).toBe(values.extraSavings);
          }
          // Issue 19: the own funds a suggestion names are the card shown after following it as worded
          // (the same loan, the same bank's charges), not a recomputation beside the engine.
          if (values.ownFundsNeeded === undefined) continue;
          const followed: EngineInput =
            values.newSavings !== undefined
              ? { ...input, currentSavings: Number(values.newSavings) }
              : { ...input, desiredLoanAmount: Number(values.newLoanAmount), downPayment: Number(values.newDownPayment) };
          const after = evaluate(followed, config);
          expect(Math.round(after.ownFunds.required), key).toBe(Number(values.ownFundsNeeded));
          expect(after.verdict, key).toBe(verdictAfter);
        }
        // Own funds: what the loan offered does not finance plus costs (without a loan, the desired
        // loan's, which the score's reserves measure; the page shows none then).
        const { ownFunds } = result;
        expect(ownFunds.required).toBeCloseTo(ownFunds.downPayment + ownFunds.purchaseCosts, 1);
        expect(ownFunds.downPayment + (result.loan?.amount ?? input.desiredLoanAmount)).toBeGreaterThanOrEqual(input.propertyValue - 0.01);
      }),
      RUNS,
    );
  });

  it('a suggested loan is one a partner bank would lend: never above the headline', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = evaluate(input, config);
        if (result.maxLoanAmount <= 0) return;
        for (const { key, values } of result.improvements) {
          if (values.newLoanAmount !== undefined) expect(Number(values.newLoanAmount), key).toBeLessThanOrEqual(result.maxLoanAmount);
        }
      }),
      RUNS,
    );
  });

  it('no suggestion for someone who cannot borrow unless it makes a loan possible', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = evaluate(input, config);
        if (result.verdict !== 'not_eligible') return;
        for (const improvement of result.improvements) expect(improvement.verdictAfter).not.toBe('not_eligible');
      }),
      RUNS,
    );
  });

  it('a country with no lending rules is not eligible', () => {
    const withoutRules: EngineConfig = { ...config, lendingRules: [] };
    fc.assert(
      fc.property(inputArb, (input) => {
        const result: EngineResult = evaluate(input, withoutRules);
        expect(result.verdict).toBe('not_eligible');
        expect(result.verdictReasons[0].key).toBe('result.verdict.reason.notCovered');
        expect(result.metrics.dstiCap).toBeNull();
        expect(result.metrics.ltvCap).toBeNull();
      }),
      { numRuns: 100 },
    );
  });

  it('the income-currency points drop whenever the loan currency differs from the income currency', () => {
    const category = config.scoring.find((item) => item.category === 'incomeCurrency');
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = evaluate(input, config);
        const item = result.breakdown.find((entry) => entry.category === 'incomeCurrency');
        if (!item || !category || result.metrics.loanCurrency === null) return;
        const full = category.options[SAME_AS_LOAN_OPTION];
        if (result.metrics.loanCurrency === input.incomeCurrency) expect(item.points).toBe(full);
        else expect(item.points).toBeLessThan(full);
      }),
      RUNS,
    );
  });

  it('marital status and education change nothing', () => {
    fc.assert(
      fc.property(
        inputArb,
        fc.constantFrom(...MARITAL_STATUSES),
        fc.constantFrom(...EDUCATION_LEVELS),
        (input, maritalStatus, educationLevel) => {
          const before = evaluate(input, config);
          const after = evaluate({ ...input, maritalStatus, educationLevel }, config);
          expect(after).toEqual(before);
        },
      ),
      RUNS,
    );
  });

  it('more income never lowers the maximum loan', () => {
    fc.assert(
      fc.property(inputArb, fc.oneof(fc.integer({ min: 1, max: 1_000 }), fc.integer({ min: 1, max: 20_000 })), (input, raise) => {
        const before = evaluate(input, config).maxLoanAmount;
        const after = evaluate({ ...input, monthlyIncome: input.monthlyIncome + raise }, config).maxLoanAmount;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
      RUNS,
    );
  });

  it('more income never lowers the maximum loan, around the PL/HU high-income thresholds too', () => {
    // PL switches from 40 % to 50 % at €1,420, HU from 50 % to 60 % at €2,002.50 of counted income.
    const nearThreshold = fc.record({
      originCountry: fc.constantFrom('PL', 'HU'),
      monthlyIncome: fc.integer({ min: 1_000, max: 2_600 }),
      incomeCurrency: fc.constant('EUR' as const),
      employmentType: fc.constant('permanent' as const),
      age: fc.integer({ min: 18, max: 50 }),
      monthlyExpenses: fc.constant(undefined),
      propertyValue: fc.constant(1_000_000),
    });
    fc.assert(
      fc.property(inputArb, nearThreshold, fc.integer({ min: 1, max: 800 }), (input, near, raise) => {
        const base = { ...input, ...near };
        const before = evaluate(base, config).maxLoanAmount;
        const after = evaluate({ ...base, monthlyIncome: base.monthlyIncome + raise }, config).maxLoanAmount;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
      RUNS,
    );
  });

  it('less debt never lowers the maximum loan', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 1, max: 3_000 }), (input, extraDebt) => {
        const more = { ...input, existingMonthlyDebts: (input.existingMonthlyDebts ?? 0) + extraDebt };
        expect(evaluate(input, config).maxLoanAmount).toBeGreaterThanOrEqual(evaluate(more, config).maxLoanAmount);
      }),
      RUNS,
    );
  });

  it('a lower interest rate never lowers the maximum loan', () => {
    fc.assert(
      fc.property(inputArb, fc.double({ min: 0.01, max: 3, noNaN: true }), (input, cut) => {
        const before = evaluate(input, config).maxLoanAmount;
        const after = evaluate(input, withLowerRates(cut)).maxLoanAmount;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
      RUNS,
    );
  });

  it('a younger age never lowers the maximum loan', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 19, max: 90 }), fc.integer({ min: 1, max: 40 }), (input, age, years) => {
        const older = evaluate({ ...input, age }, config).maxLoanAmount;
        const younger = evaluate({ ...input, age: Math.max(18, age - years) }, config).maxLoanAmount;
        expect(younger).toBeGreaterThanOrEqual(older);
      }),
      RUNS,
    );
  });

  it('the score never falls when only the savings grow', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 1, max: 300_000 }), (input, extra) => {
        const before = evaluate(input, config).eligibilityScore;
        const after = evaluate({ ...input, currentSavings: (input.currentSavings ?? 0) + extra }, config).eligibilityScore;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
      RUNS,
    );
  });

  // A smaller loan needs more own funds, so the reserves may fall (issue 10: savings pay the
  // down payment first); what the loan itself weighs can only get better.
  it('affordability and LTV points never fall when only the desired loan shrinks', () => {
    const pointsOf = (result: EngineResult, category: string) => result.breakdown.find((item) => item.category === category)?.points ?? 0;
    fc.assert(
      fc.property(inputArb, fc.double({ min: 0.05, max: 0.99, noNaN: true }), (input, share) => {
        const before = evaluate(input, config);
        const smaller = Math.max(1, Math.floor(input.desiredLoanAmount * share));
        const after = evaluate({ ...input, desiredLoanAmount: smaller }, config);
        expect(pointsOf(after, 'affordability')).toBeGreaterThanOrEqual(pointsOf(before, 'affordability'));
        expect(pointsOf(after, 'loanToValue')).toBeGreaterThanOrEqual(pointsOf(before, 'loanToValue'));
      }),
      RUNS,
    );
  });

  it('the same input gives the same output, and the output is plain JSON', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const first = evaluate(input, config);
        const second = evaluate(structuredClone(input), config);
        expect(second).toEqual(first);
        // No NaN or Infinity: the result is stored as jsonb and sent to the browser.
        expect(JSON.parse(JSON.stringify(first))).toEqual(first);
      }),
      RUNS,
    );
  });

  it('improvements gain something, reasons cost something', () => {
    const rank = { not_eligible: 0, partial: 1, eligible: 2 };
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = evaluate(input, config);
        for (const improvement of result.improvements) {
          expect(improvement.scoreGain > 0 || improvement.maxLoanGain > 0 || rank[improvement.verdictAfter] > rank[result.verdict]).toBe(true);
          expect(rank[improvement.verdictAfter]).toBeGreaterThanOrEqual(rank[result.verdict]);
        }
        expect(result.reasons.length).toBeLessThanOrEqual(3);
        for (const reason of result.reasons) expect(reason.values.pointsLost).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });
});
