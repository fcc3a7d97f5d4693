import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate';
import { seedConfig, workedExampleInput } from './testing/seed-config';
import type { EngineInput } from './types';

/**
 * Issue 14, household: a co-applicant's income adds to the household's and the older age limits
 * the term; dependants count where each country's rule says (SK subsistence minimum, SI residual
 * income), elsewhere they add a living-cost allowance when no living costs were entered; a
 * chosen term is never longer than the rules allow. Payment capacities are checked by hand.
 */
const config = seedConfig();
const run = (overrides: Partial<EngineInput>) => evaluate(workedExampleInput(overrides), config, { today: '2025-03-01' });
const capacity = (overrides: Partial<EngineInput>) => run(overrides).metrics.paymentCapacityEur;
const rule = (country: string) => config.lendingRules.find((candidate) => candidate.countryCode === country && candidate.loanCurrency === 'EUR')!;

describe('a co-applicant', () => {
  it('adds their income: RO RON route, DSTI 40 % of 3,000 + 2,000 = 2,000 a month, and the maximum grows', () => {
    // A home whose LTV cap is not what limits the loan: income is.
    const home = { propertyValue: 400_000, desiredLoanAmount: 300_000 };
    const alone = run(home);
    const together = run({ ...home, coApplicantIncome: 2000, coApplicantIncomeCurrency: 'EUR', coApplicantEmploymentType: 'permanent' });
    expect(alone.metrics.paymentCapacityEur).toBe(1200);
    expect(together.metrics.incomeEur).toBe(5000);
    expect(together.metrics.paymentCapacityEur).toBe(2000);
    expect(together.regulatoryMaxLoanAmount).toBeGreaterThan(alone.regulatoryMaxLoanAmount);
    expect(together.maxLoanAmount).toBeGreaterThan(alone.maxLoanAmount);
  });

  it('counts a freelance co-applicant at the employment factor and a foreign currency with its rate and haircut', () => {
    const gbp = config.exchangeRates.find((rate) => rate.currency === 'GBP')!;
    const factor = config.parameters['employmentIncomeFactor.freelance'];
    const result = run({ coApplicantIncome: 1000, coApplicantIncomeCurrency: 'GBP', coApplicantEmploymentType: 'freelance' });
    expect(result.metrics.incomeEur).toBeCloseTo(3000 + (1000 / gbp.rate) * (1 - gbp.fxHaircut) * factor, 1);
  });

  it('limits the term by the older of the two: RO repays by 75, so a co-applicant of 60 leaves 15 years', () => {
    expect(run({}).metrics.termMonths).toBe(360);
    expect(run({ coApplicantIncome: 500, coApplicantIncomeCurrency: 'EUR', coApplicantEmploymentType: 'permanent', coApplicantAge: 60 }).metrics.termMonths).toBe(180);
    // A younger co-applicant changes nothing.
    expect(run({ coApplicantIncome: 500, coApplicantIncomeCurrency: 'EUR', coApplicantEmploymentType: 'permanent', coApplicantAge: 25 }).metrics.termMonths).toBe(360);
  });
});

describe('dependants', () => {
  it('SK: the subsistence minimum grows by each dependant before the 60 % DSTI', () => {
    const sk = rule('SK');
    const expected = 0.6 * (3000 - sk.subsistenceMinimumEur! - 2 * sk.subsistencePerDependantEur!);
    expect(capacity({ originCountry: 'SK', dependants: 2 })).toBeCloseTo(expected, 2);
    expect(capacity({ originCountry: 'SK', dependants: 2 })).toBeLessThan(capacity({ originCountry: 'SK' }));
  });

  it('SI: the residual income grows by each dependant’s allowance (EUR 299.38 a child)', () => {
    const si = rule('SI');
    expect(si.dependantAllowanceEur).toBe(299.38);
    // 2,000 a month: 50 % = 1,000, but 2,000 − 745 − 2 × 299.38 = 656.24 must be left.
    expect(capacity({ originCountry: 'SI', monthlyIncome: 2000, dependants: 2 })).toBeCloseTo(2000 - si.residualIncomeMinEur! - 2 * 299.38, 2);
    expect(capacity({ originCountry: 'SI', monthlyIncome: 2000 })).toBe(1000);
  });

  it('elsewhere: each adds the living-cost allowance when no living costs were entered', () => {
    const allowance = config.parameters.defaultDependantAllowanceEur;
    // RO, 1,000 a month: 40 % = 400, but 1,000 − 5 × allowance is less.
    expect(capacity({ monthlyIncome: 1000, dependants: 5 })).toBeCloseTo(Math.min(400, 1000 - 5 * allowance), 2);
    // Living costs entered include the family: the allowance is not added on top.
    expect(capacity({ monthlyIncome: 1000, dependants: 5, monthlyExpenses: 100 })).toBe(400);
    expect(capacity({ monthlyIncome: 1000 })).toBe(400);
  });
});

describe('a chosen term', () => {
  it('shortens the loan, and is never longer than the rules allow', () => {
    expect(run({ termYears: 20 }).metrics.termMonths).toBe(240);
    expect(run({ termYears: 20 }).chosenTermMonths).toBe(240);
    expect(run({ termYears: 40 }).metrics.termMonths).toBe(360);
    expect(run({ termYears: 20 }).monthlyPayment).toBeGreaterThan(run({}).monthlyPayment);
    expect(run({ termYears: 20 }).bankRecommendations.every((bank) => bank.termMonths <= 240)).toBe(true);
  });
});
