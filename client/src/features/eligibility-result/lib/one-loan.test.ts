import { describe, expect, it } from 'vitest';
import { evaluate } from '@core/eligibility';
import { seedConfig, workedExampleInput } from '@core/eligibility/testing/seed-config';
import type { AppliedLimit, IncomePart } from '@core/eligibility/types';
import { estimatedCriteria } from './bank-criteria';
import { askBrokerMode, currencyOfStep, outrightShortfall, refusalKey } from './engine-messages';
import { employmentOf, incomePartCase, incomePartMessage, incomeTotals } from './income-parts';
import { limitsByOrigin, limitSourceCase, limitValue } from './limit-sources';
import { formatMessageValues } from './message-values';

const config = seedConfig();
const TODAY = '2026-11-27';
const run = (overrides: Parameters<typeof workedExampleInput>[0] = {}) => evaluate(workedExampleInput(overrides), config, { today: TODAY });
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const enumLabel = (name: string, value: string) => `${name}:${value}`;

const part = (overrides: Partial<IncomePart> = {}): IncomePart => ({
  earner: 'applicant',
  currency: 'EUR',
  monthly: 3000.5,
  grossEur: 3000.5,
  currencyCut: 0,
  currencyCutOrigin: null,
  employmentFactor: 1,
  isCounted: true,
  countedEur: 3000.5,
  ...overrides,
});

describe('how a lender counts each earner’s income (issue 19)', () => {
  it('tells the cases apart: in full, cut for the currency, reduced for the work, both, or not counted', () => {
    expect(incomePartCase(part())).toBe('whole');
    expect(incomePartCase(part({ currencyCut: 0.15, currencyCutOrigin: 'acasa' }))).toBe('cut');
    expect(incomePartCase(part({ employmentFactor: 0.8 }))).toBe('factor');
    expect(incomePartCase(part({ currencyCut: 0.15, employmentFactor: 0.8 }))).toBe('cutAndFactor');
    expect(incomePartCase(part({ isCounted: false, countedEur: 0 }))).toBe('notCounted');
  });

  it('words the worked example: a EUR income against a lei loan, 15 % cut by Acasa’s default', () => {
    const result = run();
    expect(result.loan?.currency).toBe('RON');
    const [applicant] = result.metrics.incomeParts;
    const message = incomePartMessage(applicant, 'RON', 'CEC Bank', 'permanent');
    expect(message.key).toBe('result.income.part.cut');
    expect(message.values).toMatchObject({ countedPct: 85, cutPct: 15, origin: 'acasa', loanCurrency: 'RON', currency: 'EUR', monthlyIncome: 3000 });
    // Formatted as the page shows it: the income in its currency, the percentages, whose cut it is.
    const shown = formatMessageValues(message.values, 'en', enumLabel);
    expect(shown).toMatchObject({ monthlyIncome: '€3,000', countedPct: '85%', cutPct: '15%', origin: 'limitOrigin:acasa' });
    expect(result.metrics.grossIncomeEur).toBe(3000);
    expect(result.metrics.incomeEur).toBe(2550);
  });

  it('says whose cut it is when the bank publishes its own (Hungary, a EUR earner)', () => {
    const result = run({ originCountry: 'HU', residenceCountry: 'AT' });
    const [applicant] = result.metrics.incomeParts;
    expect(applicant.currencyCutOrigin).toBe('bank');
    expect(incomePartMessage(applicant, 'HUF', 'Erste Bank Hungary', 'permanent').values.origin).toBe('bank');
  });

  it('counts a lei earner borrowing lei in full', () => {
    const result = run({ incomeCurrency: 'RON', monthlyIncome: 9000, loanCurrency: 'RON' });
    expect(result.metrics.incomeParts.map(incomePartCase)).toEqual(['whole']);
  });

  it('keeps cents in the totals and keeps each earner’s employment', () => {
    expect(incomeTotals([part(), part({ earner: 'coApplicant', grossEur: 2100.25, countedEur: 1785.21 })])).toEqual({ grossEur: 5100.75, countedEur: 4785.71 });
    // Each part to the cent half up as it reads (issue 19 point 10): 1.005 × 100 is 100.49999999999999.
    expect(incomeTotals([part({ grossEur: 1.005, countedEur: 0.285 })])).toEqual({ grossEur: 1.01, countedEur: 0.29 });
    const input = workedExampleInput({ coApplicantIncome: 2100, coApplicantIncomeCurrency: 'EUR', coApplicantEmploymentType: 'freelance', coApplicantAge: 40 });
    expect(employmentOf({ earner: 'applicant' }, input)).toBe('permanent');
    expect(employmentOf({ earner: 'coApplicant' }, input)).toBe('freelance');
    const factored = incomePartMessage(part({ earner: 'coApplicant', employmentFactor: 0.8, countedEur: 2400.4 }), 'EUR', 'BT', 'freelance');
    expect(factored.values).toMatchObject({ factorPct: 80, countedPct: 80, employmentType: 'freelance' });
    expect(factored.values).not.toHaveProperty('cutPct');
  });

  it('formats the new money values: EUR with cents when there are some, an income in its own currency', () => {
    const values = formatMessageValues({ grossEur: 3000.5, countedEur: 2550, cashNeeded: 126318, monthlyIncome: 4240, currency: 'PLN' }, 'en', enumLabel);
    expect(values).toMatchObject({ grossEur: '€3,000.50', countedEur: '€2,550', cashNeeded: '€126,318' });
    expect(plain(values.monthlyIncome)).toBe('PLN 4,240');
    expect(plain(formatMessageValues({ monthlyIncome: 4240.5, currency: 'PLN' }, 'fr', enumLabel).monthlyIncome)).toBe('4 240,50 PLN');
  });
});

describe('where each limit comes from (issue 19)', () => {
  const limit = (overrides: Partial<AppliedLimit>): AppliedLimit => ({
    name: 'dsti',
    value: 0.4,
    origin: 'regulator',
    source: 'NBR Reg. 17/2012',
    verifiedOn: '2026-11-27',
    bankName: null,
    isEstimate: false,
    ...overrides,
  });

  it('groups the worked example’s limits regulator first, then the bank’s, then Acasa’s', () => {
    const groups = limitsByOrigin(run().limits);
    expect(groups.map((group) => group.origin)).toEqual(['regulator', 'bank', 'acasa']);
    const acasa = groups.find((group) => group.origin === 'acasa')!;
    // The 15 % cut on a EUR income against a lei loan is our default, not the regulator's.
    expect(acasa.limits.map((item) => item.name)).toContain('currencyCut');
    for (const item of acasa.limits) expect(limitSourceCase(item)).toBe('acasa');
  });

  it('reads each value in its unit', () => {
    expect(limitValue(limit({}))).toEqual({ unit: 'percent', value: 40 });
    expect(limitValue(limit({ name: 'stress', value: 2.5 }))).toEqual({ unit: 'points', value: 2.5 });
    expect(limitValue(limit({ name: 'maxAgeAtMaturity', value: 75 }))).toEqual({ unit: 'years', value: 75 });
    expect(limitValue(limit({ name: 'subsistence', value: 284.13 }))).toEqual({ unit: 'eur', value: 284.13 });
  });

  it('says a bank’s figure is our estimate when it is, and the banks’ practice when no bank is named', () => {
    expect(limitSourceCase(limit({ origin: 'bank', bankName: 'CEC Bank', isEstimate: true }))).toBe('bankEstimate');
    expect(limitSourceCase(limit({ origin: 'bank', bankName: 'CEC Bank' }))).toBe('bank');
    expect(limitSourceCase(limit({ origin: 'bank' }))).toBe('banks');
    expect(limitSourceCase(limit({ origin: 'acasa', source: null }))).toBe('acasa');
  });
});

describe('banks that would not lend, next steps and criteria (issue 19)', () => {
  it('words a refusal without an amount the bank lends', () => {
    expect(refusalKey({ key: 'result.bank.reason.bankAge', values: { maxAgeAtMaturity: 65, age: 62 } })).toBe('bank.refusal.bankAge');
    expect(refusalKey({ key: 'result.bank.reason.noInternationalIncome', values: {} })).toBe('bank.reason.noInternationalIncome');
    // The 62-year-old buying in Bulgaria: two banks stop at 65.
    const result = run({ residenceCountry: 'ES', originCountry: 'BG', age: 62, propertyValue: 90_000, desiredLoanAmount: 60_000 });
    expect(result.bankRefusals.map((refusal) => refusalKey(refusal.reason))).toContain('bank.refusal.bankAge');
  });

  it('turns "borrow in another currency" into a button and reads the shortfall of buying outright', () => {
    // Poland, EUR income, the złoty chosen: closed (Mortgage Credit Act art. 6(1)); the EUR loan is the next step.
    const result = run({ residenceCountry: 'FR', originCountry: 'PL', loanCurrency: 'PLN', currentSavings: 80_000 });
    expect(result.verdict).toBe('not_eligible');
    expect(result.verdictReasons[0].key).toBe('result.verdict.reason.currencyClosedChooseOther');
    expect(result.routeOptions.find((option) => option.currency === 'PLN')).toMatchObject({ isOpen: false, isChosen: true });
    const [first] = result.nextSteps;
    expect(currencyOfStep(first)).toBe('EUR');
    const outright = result.nextSteps.find((step) => step.key === 'result.nextStep.buyOutright')!;
    expect(outrightShortfall(outright)).toBe(Number(outright.values.cashNeeded) - 80_000);
    expect(outrightShortfall({ key: 'result.nextStep.buyOutright', values: { cashNeeded: 1000 } })).toBeNull();
    expect(currencyOfStep(outright)).toBeNull();
  });

  it('asks a broker through the contact form unless the assessment is submitted', () => {
    expect(askBrokerMode(false)).toBe('contact');
    expect(askBrokerMode(true)).toBe('review');
  });

  it('names the rate fields once, as "rates"', () => {
    expect(estimatedCriteria(['representativeRates', 'interestRateMin', 'interestRateMax', 'nonResidentLtvCap'])).toEqual(['rates', 'nonResidentLtvCap']);
  });
});
