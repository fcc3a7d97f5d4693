import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate';
import { applicantArb } from './testing/applicant-arbitrary';
import { propertyRuns } from './testing/property-runs';
import { seedConfig } from './testing/seed-config';
import type { EngineInput } from './types';

/**
 * Issue 22: the co-applicant's income a next step names is found by halving the amounts a person
 * can be shown (three significant figures) rather than the real line. It must be the smallest of
 * them with which a bank lends: that amount lends, the one shown just below it does not.
 */
const config = seedConfig();

/** The amount of three significant figures just below `amount` (whole units below 1,000). */
function previousShownAmount(amount: number): number {
  if (amount <= 1_000) return amount - 1;
  const step = 10 ** (Math.floor(Math.log10(amount)) - 2);
  // 10,000 is preceded by 9,990: the step of the decade below.
  return amount / step === 100 ? amount - step / 10 : amount - step;
}

const withCoApplicant = (input: EngineInput, currency: string, income: number): EngineInput => ({
  ...input,
  coApplicantIncome: income,
  coApplicantIncomeCurrency: currency as EngineInput['coApplicantIncomeCurrency'],
  coApplicantEmploymentType: 'permanent',
  coApplicantAge: input.age,
  loanCurrency: currency,
});

describe('the co-applicant income a next step names', () => {
  it('previousShownAmount walks the amounts a person is shown', () => {
    expect([999, 1_000, 1_010, 9_990, 10_000, 10_100, 813_000].map(previousShownAmount)).toEqual([998, 999, 1_000, 9_980, 9_990, 10_000, 812_000]);
  });

  it('is the smallest shown amount with which a bank lends, on random households', () => {
    let checked = 0;
    fc.assert(
      fc.property(applicantArb, (drawn) => {
        // The step is offered to a household without a co-applicant.
        const input: EngineInput = { ...drawn, coApplicantIncome: undefined, coApplicantIncomeCurrency: undefined, coApplicantEmploymentType: undefined, coApplicantAge: undefined };
        const step = evaluate(input, config).nextSteps.find((candidate) => candidate.key === 'result.nextStep.coApplicant');
        if (!step) return;
        checked++;
        const currency = String(step.values.currency);
        const income = Number(step.values.monthlyIncome);
        const lendsWith = (amount: number) => evaluate(withCoApplicant(input, currency, amount), config).verdict !== 'not_eligible';
        expect(lendsWith(income)).toBe(true);
        if (income > 1) expect(lendsWith(previousShownAmount(income))).toBe(false);
      }),
      { numRuns: propertyRuns(1_500), seed: 22 },
    );
    expect(checked).toBeGreaterThan(20);
  });
});
