import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  INCOME_CURRENCIES,
  MARITAL_STATUSES,
  PROPERTY_TYPES,
} from '../constants';
import { evaluate } from './evaluate';
import { seedConfig } from './testing/seed-config';
import type { EngineConfig, EngineInput } from './types';

/** Issue 3's properties, checked against the seeded defaults on random applicants. */
const config = seedConfig();
const RUNS = { numRuns: 500 };

const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });

const inputArb: fc.Arbitrary<EngineInput> = fc.record({
  residenceCountry: fc.constantFrom('DE', 'FR', 'UK', 'IT', 'ES', 'NL', 'BE', 'AT', 'US', 'CH', 'RO'),
  originCountry: fc.constantFrom('RO', 'PL', 'HU', 'CZ', 'SK', 'HR', 'SI', 'BG'),
  // Mostly ordinary incomes, where the PL/HU high-income thresholds and the SK/SI floors sit.
  monthlyIncome: fc.oneof(fc.integer({ min: 300, max: 4_000 }), fc.integer({ min: 300, max: 30_000 })),
  incomeCurrency: fc.constantFrom(...INCOME_CURRENCIES),
  monthlyExpenses: optional(fc.integer({ min: 0, max: 6_000 })),
  existingMonthlyDebts: optional(fc.integer({ min: 0, max: 3_000 })),
  employmentType: fc.constantFrom(...EMPLOYMENT_TYPES),
  employmentDuration: fc.integer({ min: 1, max: 600 }),
  totalEmploymentDuration: optional(fc.integer({ min: 1, max: 60 })),
  age: optional(fc.integer({ min: 18, max: 90 })),
  firstHome: optional(fc.boolean()),
  maritalStatus: optional(fc.constantFrom(...MARITAL_STATUSES)),
  educationLevel: optional(fc.constantFrom(...EDUCATION_LEVELS)),
  desiredLoanAmount: fc.integer({ min: 1_000, max: 1_500_000 }),
  propertyType: fc.constantFrom(...PROPERTY_TYPES),
  propertyValue: fc.integer({ min: 10_000, max: 2_000_000 }),
  currentSavings: optional(fc.integer({ min: 0, max: 600_000 })),
  downPayment: optional(fc.integer({ min: 0, max: 600_000 })),
});

/** The most generous LTV cap any route of the country can give anyone (§2, §7.7). */
function largestLtvCap(country: string): number {
  const caps = config.lendingRules
    .filter((rule) => rule.countryCode === country)
    .flatMap((rule) => [rule.ltvCap, rule.ltvCapFirstHome ?? 0, rule.ltvCapYoung ?? 0, rule.ltvCapLandCommercial]);
  return Math.max(...caps);
}

const withLowerRates = (cut: number): EngineConfig => ({
  ...config,
  lendingRules: config.lendingRules.map((rule) => ({ ...rule, baseRate: Math.max(0, rule.baseRate - cut) })),
});

describe('engine properties (fast-check)', () => {
  it('the score is an integer in 0..100 and the breakdown sums to it', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = evaluate(input, config);
        expect(Number.isInteger(result.eligibilityScore)).toBe(true);
        expect(result.eligibilityScore).toBeGreaterThanOrEqual(0);
        expect(result.eligibilityScore).toBeLessThanOrEqual(100);
        expect(result.breakdown.reduce((sum, item) => sum + item.points, 0)).toBe(result.eligibilityScore);
        for (const item of result.breakdown) expect(item.points).toBeLessThanOrEqual(item.weight);
      }),
      RUNS,
    );
  });

  it('the maximum loan never exceeds the LTV cap times the property value', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = evaluate(input, config);
        expect(result.maxLoanAmount).toBeGreaterThanOrEqual(0);
        expect(result.maxLoanAmount % 1000).toBe(0);
        expect(result.maxLoanAmount).toBeLessThanOrEqual(result.metrics.ltvCap * input.propertyValue + 1e-6);
        expect(result.maxLoanAmount).toBeLessThanOrEqual(largestLtvCap(input.originCountry) * input.propertyValue + 1e-6);
      }),
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

  it('the score never falls when only the desired loan shrinks', () => {
    fc.assert(
      fc.property(inputArb, fc.double({ min: 0.05, max: 0.99, noNaN: true }), (input, share) => {
        const before = evaluate(input, config).eligibilityScore;
        const smaller = Math.max(1, Math.floor(input.desiredLoanAmount * share));
        const after = evaluate({ ...input, desiredLoanAmount: smaller }, config).eligibilityScore;
        expect(after).toBeGreaterThanOrEqual(before);
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
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = evaluate(input, config);
        for (const improvement of result.improvements) {
          expect(improvement.scoreGain > 0 || improvement.maxLoanGain > 0).toBe(true);
        }
        expect(result.reasons.length).toBeLessThanOrEqual(3);
        for (const reason of result.reasons) expect(reason.values.pointsLost).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });
});
