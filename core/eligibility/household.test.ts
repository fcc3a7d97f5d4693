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
  it('adds their income: RO RON route, DSTI 40 % of (3,000 + 2,000) × 0.85 = 1,700 a month, and the maximum grows', () => {
    // Issue 19: both are paid in EUR and borrow lei, so lenders cut each income 15 % (the rate table's default):
    // alone 3000 × 0.85 = 2550 -> 0.40 × 2550 = 1020; together 5000 × 0.85 = 4250 -> 1700.
    // A home whose LTV cap is not what limits the loan: income is. CEC (6.5 %, 360 months) lends the most:
    // alone 1020 × 158.2108 = 161,375 -> 161,000; together 1700 × 158.2108 = 268,958 -> 268,000.
    const home = { propertyValue: 400_000, desiredLoanAmount: 300_000 };
    const alone = run(home);
    const together = run({ ...home, coApplicantIncome: 2000, coApplicantIncomeCurrency: 'EUR', coApplicantEmploymentType: 'permanent' });
    expect(alone.metrics.paymentCapacityEur).toBe(1020);
    expect(together.metrics.grossIncomeEur).toBe(5000);
    expect(together.metrics.incomeEur).toBe(4250);
    expect(together.metrics.paymentCapacityEur).toBe(1700);
    expect(alone.maxLoanAmount).toBe(161_000);
    expect(together.maxLoanAmount).toBe(268_000);
    expect(together.regulatoryMaxLoanAmount).toBeGreaterThan(alone.regulatoryMaxLoanAmount);
    expect(together.coApplicantCounted).toBe(true);
    expect(alone.coApplicantCounted).toBeNull();
    expect(together.metrics.incomeParts.map((part) => [part.earner, part.countedEur])).toEqual([
      ['applicant', 2550],
      ['coApplicant', 1700],
    ]);
  });

  it('counts a freelance co-applicant at the employment factor and a foreign currency with its rate and haircut', () => {
    const gbp = config.exchangeRates.find((rate) => rate.currency === 'GBP')!;
    const eur = config.exchangeRates.find((rate) => rate.currency === 'EUR')!;
    const factor = config.parameters['employmentIncomeFactor.freelance'];
    // Issue 19: on the lei loan both the EUR and the GBP income are in another currency than the loan's: both cut.
    const result = run({ coApplicantIncome: 1000, coApplicantIncomeCurrency: 'GBP', coApplicantEmploymentType: 'freelance' });
    expect(result.metrics.loanCurrency).toBe('RON');
    expect(result.metrics.incomeEur).toBeCloseTo(3000 * (1 - eur.fxHaircut) + (1000 / gbp.rate) * (1 - gbp.fxHaircut) * factor, 1);
    expect(result.metrics.incomeParts[1]).toMatchObject({ earner: 'coApplicant', currency: 'GBP', currencyCut: gbp.fxHaircut, employmentFactor: factor });
  });

  it('counts a co-applicant paid in the loan’s currency whole (issue 19): 5,000 lei on a lei loan', () => {
    // 5,000 / 4.9768 = 1,004.66 counted in full, beside the applicant's 3,000 × 0.85 = 2,550: 3,554.66.
    const result = run({ coApplicantIncome: 5000, coApplicantIncomeCurrency: 'RON', coApplicantEmploymentType: 'permanent', propertyValue: 400_000, desiredLoanAmount: 300_000 });
    expect(result.metrics.incomeEur).toBe(3554.66);
    expect(result.metrics.incomeParts[1]).toMatchObject({ currency: 'RON', currencyCut: 0, currencyCutOrigin: null, countedEur: 1004.66 });
  });

  it('limits the term by the older of the two: RO repays by 75, so a co-applicant of 60 leaves 15 years', () => {
    expect(run({}).metrics.termMonths).toBe(360);
    // A €400k home, where the income binds: with a co-applicant of 60 earning €3,000, CEC lends
    // (6,000 × 0.85) × 0.40 = 2,040 a month over 15 years: 2,040 × a(6.5 %, 180) = 2,040 × 114.7964
    // = 234,185 -> 234,000, more than the applicant alone (161,000 over 30 years), so both borrow.
    const home = { propertyValue: 400_000, desiredLoanAmount: 300_000 };
    const older = run({ ...home, coApplicantIncome: 3000, coApplicantIncomeCurrency: 'EUR', coApplicantEmploymentType: 'permanent', coApplicantAge: 60 });
    expect(older.coApplicantCounted).toBe(true);
    expect(older.metrics.termMonths).toBe(180);
    expect(older.maxLoanAmount).toBe(234_000);
    // A younger co-applicant changes nothing in the term.
    expect(run({ coApplicantIncome: 500, coApplicantIncomeCurrency: 'EUR', coApplicantEmploymentType: 'permanent', coApplicantAge: 25 }).metrics.termMonths).toBe(360);
  });

  it('on the same amount, keeps the longer term: a co-applicant of 60 who adds nothing the 80 % cap lets a bank lend is left out', () => {
    // The worked example's 96,000 binds on the non-resident LTV either way; alone, the banks lend it
    // over 30 years (606.79 at CEC), with the co-applicant over 15: the lower instalment wins.
    const result = run({ coApplicantIncome: 500, coApplicantIncomeCurrency: 'EUR', coApplicantEmploymentType: 'permanent', coApplicantAge: 60 });
    expect(result.maxLoanAmount).toBe(96_000);
    expect(result.coApplicantCounted).toBe(false);
    expect(result.metrics.termMonths).toBe(360);
    expect(result.monthlyPayment).toBe(606.79);
  });

  it('leaves out a co-applicant whose age shortens the term when the applicant alone can borrow more (issue 19: no cliffs)', () => {
    // €400k home. Alone: CEC 1020 × a(6.5, 360) = 161,375 -> 161,000.
    // With a co-applicant of 70 earning €500: CEC lends until 75, so 5 years: (3500 × 0.85 = 2975) × 0.40 = 1190
    // -> 1190 × a(6.5, 60) = 1190 × 51.1087 = 60,819 -> 60,000. The applicant alone lends more: the result is theirs.
    const home = { propertyValue: 400_000, desiredLoanAmount: 300_000 };
    const result = run({ ...home, coApplicantIncome: 500, coApplicantIncomeCurrency: 'EUR', coApplicantEmploymentType: 'permanent', coApplicantAge: 70 });
    expect(result.coApplicantCounted).toBe(false);
    expect(result.maxLoanAmount).toBe(161_000);
    expect(result.maxLoanAmount).toBe(run(home).maxLoanAmount);
    expect(result.metrics).toMatchObject({ termMonths: 360, incomeEur: 2550, age: 35 });
    expect(result.metrics.incomeParts.map((part) => part.earner)).toEqual(['applicant']);
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
    // RO, €1,000 a month on a lei loan (issue 19: counted 1,000 × 0.85 = 850): 40 % = 340, but 850 − 5 × allowance is less.
    const lei = { monthlyIncome: 1000, loanCurrency: 'RON' };
    expect(capacity({ ...lei, dependants: 5 })).toBeCloseTo(Math.min(340, 850 - 5 * allowance), 2);
    // Living costs entered include the family: the allowance is not added on top.
    expect(capacity({ ...lei, dependants: 5, monthlyExpenses: 100 })).toBe(340);
    expect(capacity(lei)).toBe(340);
  });
});

describe('a chosen term', () => {
  it('shortens the loan, and is never longer than the rules allow', () => {
    expect(run({ termYears: 20 }).metrics.termMonths).toBe(240);
    expect(run({ termYears: 20 }).chosenTermMonths).toBe(240);
    expect(run({ termYears: 40 }).metrics.termMonths).toBe(360);
    expect(run({ termYears: 20 }).monthlyPayment!).toBeGreaterThan(run({}).monthlyPayment!);
    expect(run({ termYears: 20 }).bankRecommendations.every((bank) => bank.termMonths <= 240)).toBe(true);
  });
});
