import type { Assessment } from './assessment';
import type { PreparedConfig } from './prepare-config';
import { roundTo, toCents } from './rounding';
import type { FxShock, FxShockScenario } from './types';

/**
 * What a fall of the income's currency does to the instalment (issue 14; MCD 2014/17/EU art. 23
 * asks lenders to show a 20 % move). The instalment is owed in the loan's currency; income in
 * another currency buys less of it after a fall. Income in the loan's currency (a co-applicant
 * paid in it) does not fall. Shares are of the household's net income as entered, with no
 * haircut: what the household really has each month.
 */
export const FX_SHOCK_FALLS = [0.1, 0.2, 0.3] as const;

/** One fall, from the figures of today; pure so the what-if slider computes it in the browser. */
export function fxShockAt(shock: Pick<FxShock, 'monthlyPaymentInIncomeCurrency' | 'monthlyIncomeInIncomeCurrency' | 'stableIncomeInIncomeCurrency'>, fall: number): FxShockScenario {
  const kept = Math.max(0.01, 1 - fall);
  const falling = shock.monthlyIncomeInIncomeCurrency - shock.stableIncomeInIncomeCurrency;
  // In the income currency the instalment costs 1 / (1 − fall) times more, as does the stable income.
  const payment = shock.monthlyPaymentInIncomeCurrency / kept;
  const income = falling + shock.stableIncomeInIncomeCurrency / kept;
  return {
    fall: roundTo(fall, 4),
    monthlyPaymentInIncomeCurrency: toCents(payment),
    shareOfIncome: income > 0 ? roundTo(payment / income, 4) : 1,
  };
}

/** Null without a loan, or when the whole household is paid in the loan's currency. */
export function fxShockFor(base: Assessment, prepared: PreparedConfig): FxShock | null {
  const { applicant, loan } = base;
  if (!loan || loan.monthlyPayment <= 0) return null;
  const loanCurrency = loan.currency;
  if (applicant.earnings.every((earning) => earning.currency === loanCurrency)) return null;
  // Shown in the currency most of the income is in; when that is the loan's, in the other earner's.
  const shownIn = applicant.incomeCurrency !== loanCurrency ? applicant.incomeCurrency : applicant.earnings.find((earning) => earning.currency !== loanCurrency)!.currency;
  const rate = prepared.ratesByCurrency.get(shownIn);
  if (!rate || rate.rate <= 0) return null;
  const toIncomeCurrency = (eur: number) => eur * rate.rate;
  const householdEur = applicant.earnings.reduce((sum, earning) => sum + earning.grossEur, 0);
  const stableEur = applicant.earnings.filter((earning) => earning.currency === loanCurrency).reduce((sum, earning) => sum + earning.grossEur, 0);
  if (householdEur <= 0) return null;
  const today = {
    monthlyPaymentInIncomeCurrency: toCents(toIncomeCurrency(loan.monthlyPayment)),
    monthlyIncomeInIncomeCurrency: toCents(toIncomeCurrency(householdEur)),
    stableIncomeInIncomeCurrency: toCents(toIncomeCurrency(stableEur)),
  };
  return {
    incomeCurrency: shownIn,
    loanCurrency,
    ...today,
    shareOfIncome: fxShockAt(today, 0).shareOfIncome,
    scenarios: FX_SHOCK_FALLS.map((fall) => fxShockAt(today, fall)),
  };
}
