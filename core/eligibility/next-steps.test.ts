import { describe, expect, it } from 'vitest';
import { toCents } from '../money/round';
import { evaluate } from './evaluate';
import { seedConfig, workedExampleInput } from './testing/seed-config';
import type { EngineConfig, EngineInput, EngineResult, Message } from './types';

/**
 * Issue 19 (audit): a "not eligible" gets next steps with numbers where the engine finds a change
 * that makes a loan possible: the employment a bank accepts, the debts repaid, the longest term,
 * the currency or the country a bank asks for, the price from which a bank's smallest loan fits,
 * and the bank with a higher age limit. Every figure is checked here by following the step as
 * worded and reading the result the applicant would then see.
 */
const config = seedConfig();
const TODAY = '2026-11-27';
const run = (input: EngineInput, with_: EngineConfig = config) => evaluate(input, with_, { today: TODAY });
const stepNamed = (result: EngineResult, name: string) => result.nextSteps.find((step) => step.key === `result.nextStep.${name}`);
/** Only the named banks of these countries (and every other country's), to isolate one bank's criterion. */
const onlyBanks = (countries: string[], names: string[]): EngineConfig => ({
  ...config,
  banks: config.banks.filter((bank) => !countries.includes(bank.countryCode) || names.includes(bank.name)),
});

/** The named bank's own answer after the change: what it lends at most and over how long. */
function bankAfter(result: EngineResult, bankName: string) {
  const bank = result.bankRecommendations.find((recommendation) => recommendation.name === bankName);
  return bank ? { maxLoanAmount: bank.bankMaxLoanAmount, termYears: bank.termMonths / 12 } : null;
}

function expectFollowed(step: Message | undefined, after: EngineResult) {
  expect(step).toBeDefined();
  expect(after.verdict).not.toBe('not_eligible');
  expect(bankAfter(after, String(step!.values.bankName))).toEqual({ maxLoanAmount: step!.values.maxLoanAmount, termYears: step!.values.termYears });
}

/** A self-employed person living in Germany buying a €150,000 flat in Slovakia, where the three banks lend only on a permanent contract. */
const slovakSelfEmployed = (overrides: Partial<EngineInput> = {}) =>
  workedExampleInput({ originCountry: 'SK', employmentType: 'self-employed', propertyValue: 150_000, desiredLoanAmount: 100_000, ...overrides });

describe('next steps that name a bank (issue 19)', () => {
  it('refused on employment: the reason names the banks, the step what they accept and what one would then lend', () => {
    const result = run(slovakSelfEmployed());
    expect(result.verdict).toBe('not_eligible');
    expect(result.verdictReasons).toEqual([
      { key: 'result.verdict.reason.refusedEmployment', values: { banks: 'Slovenská sporiteľňa, VÚB banka, Tatra banka', bankCount: 3, employmentType: 'self-employed' } },
    ]);
    const step = stepNamed(result, 'employmentAccepted');
    expect(step?.values).toEqual({ accepted: 'permanent', employmentType: 'self-employed', bankName: 'Slovenská sporiteľňa', maxLoanAmount: 120_000, termYears: 30 });
    expectFollowed(step, run(slovakSelfEmployed({ employmentType: 'permanent' })));
    // Ask a broker stays last; no loan figure of the loan that cannot be made.
    expect(result.nextSteps.at(-1)?.key).toBe('result.nextStep.askBroker');
    expect(result.loan).toBeNull();
    expect(result.monthlyPayment).toBeNull();
  });

  it('when the accepted employment alone is not enough, adds the smallest co-applicant’s income that makes the bank lend', () => {
    const result = run(slovakSelfEmployed({ monthlyIncome: 400 }));
    const step = stepNamed(result, 'employmentAndCoApplicant');
    expect(step?.values).toMatchObject({ accepted: 'permanent', employmentType: 'self-employed', currency: 'EUR', bankName: 'Tatra banka' });
    expect(stepNamed(result, 'employmentAccepted')).toBeUndefined();
    const income = Number(step!.values.monthlyIncome);
    const withPartner = (monthly: number) =>
      run(slovakSelfEmployed({ monthlyIncome: 400, employmentType: 'permanent', coApplicantIncome: monthly, coApplicantIncomeCurrency: 'EUR', coApplicantEmploymentType: 'permanent', coApplicantAge: 35, loanCurrency: 'EUR' }));
    expectFollowed(step, withPartner(income));
    // The smallest such income, to three figures: a tenth less does not lend.
    expect(withPartner(income * 0.9).verdict).toBe('not_eligible');
  });

  it('debts that leave no room: the loan without them, by the bank with a higher age limit, said with that limit and its term', () => {
    // 62 in Madrid buying in Bulgaria: UniCredit and DSK lend until 65 (3 years, under the 5-year minimum), UBB until 70.
    const input: EngineInput = {
      residenceCountry: 'ES',
      originCountry: 'BG',
      monthlyIncome: 2600,
      incomeCurrency: 'EUR',
      employmentType: 'permanent',
      employmentDuration: 120,
      age: 62,
      propertyType: 'apartment',
      propertyValue: 90_000,
      desiredLoanAmount: 50_000,
      currentSavings: 40_000,
      existingMonthlyDebts: 1500,
    };
    const result = run(input);
    expect(result.verdictReasons).toEqual([{ key: 'result.verdict.reason.income', values: { incomeEur: 2600 } }]);
    expect(result.nextSteps.slice(0, 2)).toEqual([
      { key: 'result.nextStep.higherAgeBank', values: { bankName: 'United Bulgarian Bank (UBB)', maxAgeAtMaturity: 70, refusedAge: 65, age: 62, termYears: 8 } },
      { key: 'result.nextStep.payOffDebts', values: { monthlyDebts: 1500, currency: 'EUR', bankName: 'United Bulgarian Bank (UBB)', maxLoanAmount: 62_000, termYears: 8 } },
    ]);
    expectFollowed(result.nextSteps[1], run({ ...input, existingMonthlyDebts: 0 }));
  });

  it('a term chosen too short: the loan over the longest one', () => {
    const input = workedExampleInput({ monthlyIncome: 500, termYears: 5 });
    const result = run(input);
    const step = stepNamed(result, 'longestTerm');
    expect(step?.values).toEqual({ chosenTermYears: 5, bankName: 'CEC Bank', maxLoanAmount: 26_000, termYears: 30 });
    expectFollowed(step, run({ ...input, termYears: undefined }));
  });

  it('refused on the income’s currency: what the bank counts, and the same income paid in it', () => {
    const onlyBcr = onlyBanks(['RO'], ['BCR (Erste Group)']);
    const result = run(workedExampleInput({ residenceCountry: 'CH', incomeCurrency: 'CHF', monthlyIncome: 3000 }), onlyBcr);
    expect(result.verdictReasons[0]).toEqual({ key: 'result.verdict.reason.refusedIncomeCurrency', values: { banks: 'BCR (Erste Group)', bankCount: 1, incomeCurrency: 'CHF' } });
    const step = stepNamed(result, 'incomeCurrencyAccepted');
    expect(step?.values).toMatchObject({ currencies: 'EUR, GBP, USD', incomeCurrency: 'CHF', currency: 'EUR', bankName: 'BCR (Erste Group)' });
    const chf = config.exchangeRates.find((rate) => rate.currency === 'CHF')!.rate;
    expectFollowed(step, run(workedExampleInput({ residenceCountry: 'CH', incomeCurrency: 'EUR', monthlyIncome: toCents(3000 / chf) }), onlyBcr));
  });

  it('refused on the country of residence: where the bank lends, and what it would lend there', () => {
    const onlyFirst = onlyBanks(['SK'], ['Slovenská sporiteľňa']);
    const input = workedExampleInput({ originCountry: 'SK', residenceCountry: 'US', propertyValue: 150_000 });
    const result = run(input, onlyFirst);
    expect(result.verdictReasons[0]).toEqual({ key: 'result.verdict.reason.refusedResidence', values: { banks: 'Slovenská sporiteľňa', bankCount: 1, country: 'US' } });
    const step = stepNamed(result, 'residenceAccepted');
    expect(step?.values).toMatchObject({ country: 'US', bankName: 'Slovenská sporiteľňa', maxLoanAmount: 120_000, termYears: 30 });
    expect(String(step!.values.countries).split(',')).toContain('DE');
    expectFollowed(step, run({ ...input, residenceCountry: 'DE' }, onlyFirst));
  });

  it('says "other banks refuse for other reasons" only when the main refusal is not every bank’s', () => {
    const onlyTwo = onlyBanks(['SK'], ['Slovenská sporiteľňa', 'VÚB banka']);
    const result = run(workedExampleInput({ originCountry: 'SK', residenceCountry: 'US', employmentType: 'self-employed', propertyValue: 150_000 }), onlyTwo);
    // Slovenská sporiteľňa: residence first; VÚB: employment. One each: the employment comes first on a tie.
    expect(result.verdictReasons.map((reason) => reason.key)).toEqual(['result.verdict.reason.refusedEmployment', 'result.verdict.reason.othersRefuse']);
    expect(result.verdictReasons[0].values).toMatchObject({ banks: 'VÚB banka', bankCount: 1 });
  });

  it('gives no step where nothing can change: at 68 only buying outright and a broker, the reason the banks’ age limit', () => {
    const result = run({
      residenceCountry: 'ES',
      originCountry: 'BG',
      monthlyIncome: 2600,
      incomeCurrency: 'EUR',
      employmentType: 'permanent',
      employmentDuration: 120,
      age: 68,
      propertyType: 'apartment',
      propertyValue: 90_000,
      desiredLoanAmount: 50_000,
      currentSavings: 40_000,
    });
    expect(result.verdictReasons).toEqual([{ key: 'result.verdict.reason.bankAge', values: { maxAgeAtMaturity: 70, age: 68 } }]);
    expect(result.nextSteps.map((step) => step.key)).toEqual(['result.nextStep.buyOutright', 'result.nextStep.askBroker']);
  });
});
