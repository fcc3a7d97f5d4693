import type { HouseholdMemo } from './household-pick';
import { lentAfter, type LentAfter } from './lent-after';
import type { PreparedConfig } from './prepare-config';
import type { EngineInput } from './types';

/**
 * The incomes a person is told to aim for: three significant figures (4,231 -> 4,240; 812,345 ->
 * 813,000), whole units below 1,000. Numbered in order, so the search below bisects the amounts
 * that can be shown instead of the real line: it ends on the smallest of them that lends, in
 * about 12 engine passes where halving the line to 0.04 % took 15 and then up to 3 more to
 * find a rounded amount that still lends (issue 22).
 */
const FIGURES_PER_DECADE = 900;

/** The n-th amount: 1 … 999, then 1,000 … 9,990 by 10, 10,000 … 99,900 by 100 … */
function amountAt(index: number): number {
  if (index <= 999) return index;
  const exponent = Math.floor((index - 100) / FIGURES_PER_DECADE);
  return (index - FIGURES_PER_DECADE * exponent) * 10 ** exponent;
}

/** The index of the smallest amount at or above `value` (at least 1). */
function indexAtOrAbove(value: number): number {
  if (value <= 999) return Math.max(1, Math.ceil(value));
  const exponent = Math.floor(Math.log10(value)) - 2;
  let index = FIGURES_PER_DECADE * exponent + Math.ceil(value / 10 ** exponent);
  // log10 can land a hair off at a power of ten: step to the exact smallest amount at or above it.
  while (index > 1 && amountAt(index - 1) >= value) index--;
  while (amountAt(index) < value) index++;
  return index;
}

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
  // 2 µs each, and the search builds a dozen such households (issue 22).
  const withCoApplicant = (income: number): EngineInput =>
    Object.assign({}, input, {
      coApplicantIncome: income,
      coApplicantIncomeCurrency: currency as EngineInput['coApplicantIncomeCurrency'],
      coApplicantEmploymentType: 'permanent' as const,
      coApplicantAge: input.age,
      loanCurrency: currency,
    });
  const lent = (income: number) => lentAfter(withCoApplicant(income), prepared, among, households);
  // A household income of the whole price a month would repay anything the rules let a bank lend.
  let high = indexAtOrAbove(Math.max(1, input.propertyValue) * rate);
  let found = lent(amountAt(high));
  if (!found) return null;
  // The smallest amount that lends, by halving the indices between one that does not and one that does.
  let low = 0;
  while (high - low > 1) {
    const middle = (low + high) >>> 1;
    const atMiddle = lent(amountAt(middle));
    if (atMiddle) {
      high = middle;
      found = atMiddle;
    } else {
      low = middle;
    }
  }
  return { income: amountAt(high), lent: found };
}
