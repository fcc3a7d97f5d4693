import type { HouseholdMemo } from './household-pick';
import { lentAfter, type LentAfter } from './lent-after';
import type { PreparedConfig } from './prepare-config';
import { ceilToStep } from './rounding';
import type { EngineInput } from './types';

/**
 * Steps of the search for the co-applicant's income, halving the ratio between what does not
 * lend and what does: 15 take a range of a million to one within 0.1 %, the three figures shown.
 */
const SEARCH_STEPS = 15;

/** Three significant figures, rounded up (4,231 -> 4,240; 812,345 -> 813,000): an amount a person can aim for. */
const roundUpToThreeFigures = (value: number) => ceilToStep(value, 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, value))) - 2));

/**
 * The smallest monthly income of a co-applicant paid in the loan's currency (permanent
 * contract, the applicant's age, so the term does not shrink) with which a partner bank (one of
 * `among`, when given) lends on `input`, and what it lends then; null when even a very high one
 * would not help (age, the price, a closed country). Issue 19: a next step's figures are the
 * engine's on the changed household.
 */
export function coApplicantNeeded(
  input: EngineInput,
  currency: string,
  prepared: PreparedConfig,
  among: ReadonlySet<number> | null = null,
  households?: HouseholdMemo,
): { income: number; lent: LentAfter } | null {
  const rate = prepared.ratesByCurrency.get(currency)?.rate;
  if (!rate || rate <= 0) return null;
  // Object.assign, not a spread: adding answers a spread's copy lacks costs V8 (Node 20) about
  // 2 µs each, and the search builds twenty such households (issue 22).
  const withCoApplicant = (income: number): EngineInput =>
    Object.assign({}, input, {
      coApplicantIncome: income,
      coApplicantIncomeCurrency: currency as EngineInput['coApplicantIncomeCurrency'],
      coApplicantEmploymentType: 'permanent' as const,
      coApplicantAge: input.age,
      loanCurrency: currency,
    });
  const lent = (income: number) => lentAfter(withCoApplicant(income), prepared, among, households);
  // A household income of the whole price a month would repay anything the rules let a bank lend;
  // a millionth of it (a few cents a month) lends nothing.
  let high = Math.max(1, input.propertyValue) * rate;
  if (!lent(high)) return null;
  let low = high / 1e6;
  const atLow = lent(low);
  if (atLow) return { income: roundUpToThreeFigures(low), lent: lent(roundUpToThreeFigures(low)) ?? atLow };
  for (let i = 0; i < SEARCH_STEPS; i++) {
    const middle = Math.sqrt(low * high);
    if (lent(middle)) high = middle;
    else low = middle;
  }
  let income = roundUpToThreeFigures(high);
  let found = lent(income);
  if (!found) {
    income = roundUpToThreeFigures(high * 1.01);
    found = lent(income);
  }
  return found ? { income, lent: found } : null;
}
