import { describe, expect, it } from 'vitest';
import type { EngineResult, IncomePart, OfferedLoan } from '@core/eligibility/types';
import { reviewHouseholdOf, reviewLoanOf } from './household';

const part = (overrides: Partial<IncomePart>): IncomePart => ({
  earner: 'applicant',
  currency: 'EUR',
  monthly: 4200,
  grossEur: 4200,
  currencyCut: 0,
  currencyCutOrigin: null,
  employmentFactor: 1,
  isCounted: true,
  countedEur: 4200,
  ...overrides,
});

/** A household the score was computed on: €4,200 + £1,800 (≈ €2,100) = €6,300 a month. */
const APPLICANT = part({ earner: 'applicant', monthly: 4200, grossEur: 4200, countedEur: 3570, currencyCut: 0.15 });
const CO_APPLICANT = part({ earner: 'coApplicant', currency: 'GBP', monthly: 1800, grossEur: 2100, countedEur: 1785, currencyCut: 0.15 });
const counted = (coApplicantCounted: boolean | null, parts = [APPLICANT, CO_APPLICANT]) =>
  ({
    coApplicantCounted,
    metrics: { incomeParts: parts, grossIncomeEur: parts.reduce((sum, p) => sum + p.grossEur, 0), incomeEur: parts.reduce((sum, p) => sum + p.countedEur, 0) },
  }) as unknown as Pick<EngineResult, 'metrics' | 'coApplicantCounted'>;

const answers = {
  monthlyIncome: '4200.00',
  incomeCurrency: 'EUR' as const,
  coApplicantIncome: '1800.00',
  coApplicantIncomeCurrency: 'GBP' as const,
  coApplicantEmploymentType: 'permanent' as const,
  coApplicantAge: 38,
  dependants: 2,
};

describe('reviewHouseholdOf', () => {
  it('gives both incomes as counted and the household total the score was computed on, never the applicant’s income alone', () => {
    const household = reviewHouseholdOf(answers, counted(true));
    expect(household.applicant).toEqual({ monthly: 4200, currency: 'EUR', counted: APPLICANT });
    expect(household.coApplicant).toEqual({ monthly: 1800, currency: 'GBP', counted: CO_APPLICANT, employmentType: 'permanent', age: 38 });
    expect(household.grossIncomeEur).toBe(6300);
    expect(household.countedIncomeEur).toBe(5355);
    expect(household.dependants).toBe(2);
    expect(household.isApplicantAlone).toBe(false);
  });

  it('says when the result is the applicant’s alone, and then the co-applicant has no counted income', () => {
    const household = reviewHouseholdOf(answers, counted(false, [APPLICANT]));
    expect(household.isApplicantAlone).toBe(true);
    expect(household.coApplicant?.counted).toBeNull();
    expect(household.grossIncomeEur).toBe(4200);
  });

  it('shows the answers without totals for a result that does not hold them', () => {
    const household = reviewHouseholdOf(answers, null);
    expect(household.grossIncomeEur).toBeNull();
    expect(household.countedIncomeEur).toBeNull();
    expect(household.applicant.counted).toBeNull();
    expect(household.coApplicant?.monthly).toBe(1800);
    expect(household.isApplicantAlone).toBe(false);
  });

  it('has no co-applicant without a co-applicant income, and "not specified" dependants stay null', () => {
    const household = reviewHouseholdOf({ ...answers, coApplicantIncome: null, dependants: null }, counted(null, [APPLICANT]));
    expect(household.coApplicant).toBeNull();
    expect(household.dependants).toBeNull();
  });
});

describe('reviewLoanOf', () => {
  const loan = { bankName: 'CEC Bank', amount: 96_000, monthlyPayment: 606.79 } as OfferedLoan;

  it('is the one loan offered, "none" when no loan can be made, and nothing for a result without it', () => {
    expect(reviewLoanOf({ loan })).toBe(loan);
    expect(reviewLoanOf({ loan: null })).toBe('none');
    expect(reviewLoanOf(null)).toBeNull();
    expect(reviewLoanOf({} as Pick<EngineResult, 'loan'>)).toBeNull();
  });
});
