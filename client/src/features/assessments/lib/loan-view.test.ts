import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { OfferedLoan } from '@core/eligibility/types';
import { coApplicantText, householdOf, loanOutcome, offeredLoanText } from './loan-view';

/** The worked example's offer (DE resident, €3,000, €120,000 flat, €100,000 asked): CEC Bank lends €96,000 in RON. */
const CEC_OFFER: OfferedLoan = {
  bankId: 4,
  bankName: 'CEC Bank',
  amount: 96_000,
  isDesiredAmount: false,
  currency: 'RON',
  loanCurrencyRateDate: '2025-02-28',
  amountInLoanCurrency: 477_772.8,
  rate: 6.5,
  rateAfter: null,
  rateChangesFromMonth: null,
  stressedRate: 6.5,
  termMonths: 360,
  monthlyPayment: 606.79,
  monthlyPaymentInLoanCurrency: 3019.87,
  monthlyPaymentStressed: null,
  monthlyOutgoing: 632.8,
  apr: 7.27,
};

/** Keys with their values, so a test sees what each text was built from. */
const t = ((key: string, values?: Record<string, unknown>) => `${key}${values ? ` ${JSON.stringify(values)}` : ''}`) as unknown as TFunction;

const noHousehold = { coApplicantIncome: null, coApplicantIncomeCurrency: null, coApplicantEmploymentType: null, coApplicantAge: null, dependants: null };

describe('loanOutcome', () => {
  it('is the offered loan when the stored result has one', () => {
    expect(loanOutcome({ loan: CEC_OFFER })).toEqual({ kind: 'offered', loan: CEC_OFFER });
  });

  it('is "none" when no loan can be made: no payment is shown', () => {
    expect(loanOutcome({ loan: null })).toEqual({ kind: 'none' });
  });

  it('is "unknown" for a draft or a result from before the offered loan existed', () => {
    expect(loanOutcome(null)).toEqual({ kind: 'unknown' });
    expect(loanOutcome({} as { loan: OfferedLoan | null })).toEqual({ kind: 'unknown' });
  });
});

describe('offeredLoanText', () => {
  it('names the bank, the offered amount and the first instalment to the cent, never the payment on the loan asked for', () => {
    const text = offeredLoanText(CEC_OFFER, t, 'en');
    expect(text.amount).toBe('workspace:assessments.offer.by {"amount":"€96,000","bank":"CEC Bank"}');
    expect(text.payment).toBe('workspace:assessments.offer.payment {"amount":"€606.79"}');
    expect(text.currency).toBe('workspace:assessments.offer.currencyAmount {"currency":"RON","amount":"RON\u00a0477,773"}');
    expect(JSON.stringify(text)).not.toMatch(/632|100,000/);
  });

  it('formats the figures in the interface language', () => {
    const text = offeredLoanText(CEC_OFFER, t, 'fr');
    expect(text.amount).toContain('96\u202f000\u00a0€');
    expect(text.payment).toContain('606,79\u00a0€');
  });

  it('says the loan is in euros without repeating the amount, and uses the country’s usual terms without a partner bank', () => {
    const text = offeredLoanText({ ...CEC_OFFER, currency: 'EUR', amountInLoanCurrency: 96_000, bankId: null, bankName: null }, t, 'en');
    expect(text.currency).toBe('workspace:assessments.offer.currency {"currency":"EUR"}');
    expect(text.amount).toBe('workspace:assessments.offer.typicalTerms {"amount":"€96,000"}');
  });
});

describe('householdOf', () => {
  it('reads the co-applicant (income, currency, employment, age) and the dependants', () => {
    const household = householdOf(
      { coApplicantIncome: '2100.00', coApplicantIncomeCurrency: 'GBP', coApplicantEmploymentType: 'temporary', coApplicantAge: 41, dependants: 2 },
      { coApplicantCounted: true },
    );
    expect(household).toEqual({
      coApplicant: { income: 2100, currency: 'GBP', employmentType: 'temporary', age: 41 },
      dependants: 2,
      isApplicantAlone: false,
    });
  });

  it('says the result is the applicant’s alone only when the engine left the co-applicant out', () => {
    const answers = { ...noHousehold, coApplicantIncome: '1500.00', coApplicantIncomeCurrency: 'EUR' as const, coApplicantEmploymentType: 'permanent' as const, coApplicantAge: 66 };
    expect(householdOf(answers, { coApplicantCounted: false }).isApplicantAlone).toBe(true);
    expect(householdOf(answers, { coApplicantCounted: true }).isApplicantAlone).toBe(false);
    // A result from before issue 19 does not say: nothing is claimed.
    expect(householdOf(answers, null).isApplicantAlone).toBe(false);
  });

  it('has no co-applicant without a co-applicant income, and keeps "not answered" apart from 0 dependants', () => {
    expect(householdOf(noHousehold, { coApplicantCounted: null })).toEqual({ coApplicant: null, dependants: null, isApplicantAlone: false });
    expect(householdOf({ ...noHousehold, coApplicantIncome: '0.00', dependants: 0 }, null)).toEqual({ coApplicant: null, dependants: 0, isApplicantAlone: false });
  });
});

describe('coApplicantText', () => {
  const coApplicant = { income: 2100, currency: 'GBP', employmentType: 'temporary', age: 41 };

  it('says the co-applicant’s income in its currency, and their employment and age (issue 19: the household on the list card)', () => {
    expect(coApplicantText(coApplicant, t, 'en')).toEqual({
      income: 'workspace:assessments.perMonth {"amount":"£2,100"}',
      situation: 'workspace:assessments.household.employmentAndAge {"employment":"translation:enums.employmentType.temporary","age":41}',
    });
  });

  it('leaves out what was not answered, and says nothing of the situation when neither was', () => {
    expect(coApplicantText({ ...coApplicant, employmentType: null }, t, 'en').situation).toBe('workspace:assessments.household.ageOnly {"age":41}');
    expect(coApplicantText({ ...coApplicant, age: null }, t, 'en').situation).toBe('translation:enums.employmentType.temporary');
    expect(coApplicantText({ ...coApplicant, employmentType: null, age: null, currency: null }, t, 'fr')).toEqual({
      income: 'workspace:assessments.perMonth {"amount":"2\u202f100\u00a0€"}',
      situation: null,
    });
  });
});
