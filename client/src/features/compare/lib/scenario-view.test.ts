import { describe, expect, it } from 'vitest';
import type { ScenarioSummary } from '@core/schemas/scenarios';
import { householdOfInput, isPinnedBeforeOffers, monthlyPaymentOf, offeredLoanOf } from './scenario-view';

/** The worked example pinned after issue 19: CEC Bank's €96,000 in RON, first instalment €606.79. */
const WORKED: ScenarioSummary = {
  verdict: 'partial',
  maxLoanAmount: 96_000,
  desiredLoanAmount: 100_000,
  loanAmount: 96_000,
  loanCurrency: 'RON',
  monthlyPayment: 606.79,
  apr: 7.27,
  totalCostOfCredit: 133_164.89,
  cashNeeded: 26_318.32,
  bankName: 'CEC Bank',
  termMonths: 360,
};

describe('the offered loan of a pinned scenario', () => {
  it('is the one loan offered and its first instalment', () => {
    expect(offeredLoanOf(WORKED)).toEqual({ kind: 'value', value: { amount: 96_000, currency: 'RON' } });
    expect(monthlyPaymentOf(WORKED)).toEqual({ kind: 'value', value: 606.79 });
  });

  it('is "no loan" when none can be made: no payment', () => {
    const none: ScenarioSummary = { ...WORKED, verdict: 'not_eligible', loanAmount: null, loanCurrency: null, monthlyPayment: null, cashNeeded: null, bankName: null };
    expect(offeredLoanOf(none)).toEqual({ kind: 'noLoan' });
    expect(monthlyPaymentOf(none)).toEqual({ kind: 'noLoan' });
  });

  it('is not shown for a scenario pinned before issue 19, whose payment was the loan asked for’s', () => {
    // Before issue 19: no loanAmount / loanCurrency, and €632.07 was the payment on the €100,000 asked.
    const { loanAmount: _amount, loanCurrency: _currency, ...old } = WORKED;
    const before: ScenarioSummary = { ...old, maxLoanAmount: 102_000, monthlyPayment: 632.07 };
    expect(isPinnedBeforeOffers(before)).toBe(true);
    expect(isPinnedBeforeOffers(WORKED)).toBe(false);
    expect(offeredLoanOf(before)).toEqual({ kind: 'beforeOffers' });
    expect(monthlyPaymentOf(before)).toEqual({ kind: 'beforeOffers' });
  });
});

describe('the household of a pinned scenario', () => {
  it('reads the co-applicant and the dependants from the stored answers', () => {
    expect(
      householdOfInput({ monthlyIncome: 3000, coApplicantIncome: 2100, coApplicantIncomeCurrency: 'GBP', coApplicantEmploymentType: 'freelance', coApplicantAge: 41, dependants: 2 }),
    ).toEqual({ coApplicant: { income: 2100, currency: 'GBP', employmentType: 'freelance', age: 41 }, dependants: 2 });
  });

  it('has no co-applicant without an income, and no dependants figure when not answered', () => {
    expect(householdOfInput({ monthlyIncome: 3000 })).toEqual({ coApplicant: null, dependants: null });
    expect(householdOfInput({ coApplicantIncome: 0, coApplicantAge: 40, dependants: 0 })).toEqual({ coApplicant: null, dependants: 0 });
  });

  it('ignores what is not a number or a text', () => {
    expect(householdOfInput({ coApplicantIncome: '1500.50', coApplicantIncomeCurrency: 7, coApplicantAge: 'old', dependants: {} })).toEqual({
      coApplicant: { income: 1500.5, currency: null, employmentType: null, age: null },
      dependants: null,
    });
  });
});
