import { assess, assessHeadline, type Headline } from './assessment';
import { rankLendableBanks } from './banks';
import { chargesAtSigning } from '../finance/offer';
import { ownFundsFor } from './own-funds';
import type { PreparedConfig } from './prepare-config';
import { toCents } from './rounding';
import type { AffordableLimit, AffordablePrice, Bank, EngineInput } from './types';

/**
 * The reverse question (issue 14): the most expensive home this household can buy in this
 * country, i.e. the highest price at which the loan partner banks would lend plus the savings
 * cover the price and the costs of buying. Found by bisection: the cash a price needs (price −
 * loan + costs) grows with the price, so the prices that work are an interval from 0. The answer
 * is a whole number of the maximum loan's steps (€1,000), so only those prices are tried: about
 * 20 engine passes where bisecting to the euro took 50 (issue 22).
 */

interface Trial {
  price: number;
  base: Headline;
  loan: number;
  cashNeeded: number;
}

function trialAt(input: EngineInput, price: number, prepared: PreparedConfig): Trial {
  // The headline does not depend on the desired loan, so one pass gives the loan at this price.
  const base = assessHeadline({ ...input, propertyValue: price, desiredLoanAmount: price }, prepared);
  const loan = Math.min(base.maxLoanAmount, price);
  // The bank that lends this loan with the least cash at signing: the question is what the
  // savings can buy, so the cheapest way in (pricing every bank's APRC here would be tens of
  // schedules per answer; the result then ranks the offers by APRC).
  const context = { loan, price, isFirstHome: base.applicant.isFirstHome, age: base.applicant.age };
  let bestBank: Bank | null = null;
  let leastCharges = Infinity;
  for (const limit of rankLendableBanks(base.route?.bankLimits ?? [], loan)) {
    if (limit.maxLoanAmount < loan) continue;
    const charges = chargesAtSigning(limit.bank.charges, context);
    if (charges < leastCharges) [bestBank, leastCharges] = [limit.bank, charges];
  }
  const funds = ownFundsFor(base.input, base.applicant, loan, bestBank, prepared);
  return { price, base, loan, cashNeeded: funds.required };
}

const BANK_REASON_LIMITS: Record<string, AffordableLimit> = {
  nonResidentTerm: 'age',
  bankAge: 'age',
  bankMaximum: 'bankMaximum',
  nonResidentLtvCap: 'savings',
};

/** What stops the loan from growing with the price at the answer. */
function limitAt(best: Trial, next: Trial): AffordableLimit {
  if (best.loan <= 0) return 'noLoan';
  if (next.loan > best.loan) return 'savings';
  const lender = (best.base.route?.bankLimits ?? []).find((limit) => limit.isLendable && limit.maxLoanAmount === best.loan);
  const bankReason = lender?.limitReason?.key.split('.').pop();
  if (bankReason && BANK_REASON_LIMITS[bankReason]) return BANK_REASON_LIMITS[bankReason];
  const byRules = (lender?.evaluation ?? best.base.route?.typical)?.limitedBy;
  if (byRules === 'term') return 'age';
  if (byRules === 'bankMaximum') return 'bankMaximum';
  if (byRules === 'loanToValue') return 'savings';
  return 'income';
}

/** The last step in [low, high] at which `works` holds, when it holds at `low` and stops holding once. */
function lastWorking(low: number, high: number, works: (steps: number) => boolean): number {
  let above = high + 1;
  while (above - low > 1) {
    const middle = Math.floor((low + above) / 2);
    if (works(middle)) low = middle;
    else above = middle;
  }
  return low;
}

/**
 * Null when the applicant's savings are not known (nothing to buy with). Two regions: a home
 * bought with savings alone (no bank lends below its minimum loan), and a home bought with the
 * loan partner banks lend, from the first price at which one lends. The dearer of the two.
 */
export function affordablePriceFor(input: EngineInput, prepared: PreparedConfig): AffordablePrice | null {
  const available = input.currentSavings ?? input.downPayment ?? null;
  if (available === null || available <= 0) return null;
  const step = Math.max(1, prepared.parameters.maxLoanRoundingEur);
  // The searches below ask for the same price more than once (a test of the loan, then of the
  // cash): each price is tried once per answer (issue 22).
  const trials = new Map<number, Trial>();
  const trial = (price: number) => {
    let found = trials.get(price);
    if (!found) trials.set(price, (found = trialAt(input, price, prepared)));
    return found;
  };
  // Prices are counted in steps from here on.
  const at = (steps: number) => trial(steps * step);
  const fits = (steps: number) => at(steps).cashNeeded <= available;

  let answer = lastWorking(0, Math.floor(available / step), (steps) => at(steps).loan === 0 && fits(steps));
  const ceiling = trial(1e9);
  const high = Math.ceil((available + ceiling.loan) / step) + 1;
  if (ceiling.loan > 0) {
    // Loans are floored to whole steps, so the cash a price needs rises in saw-teeth up to a step
    // high: bisect on a step of slack, which every working price meets, then walk the grid down.
    const loose = (steps: number) => at(steps).cashNeeded <= available + step;
    const firstLent = lastWorking(0, high, (steps) => at(steps).loan === 0) + 1;
    if (loose(firstLent)) answer = Math.max(answer, lastWorking(firstLent, high, loose) + 1);
  }
  // The answer is checked as the result would show it (issue 19: one answer): asking for the loan
  // found, the offers priced and ranked, the own funds of the best one; a step down while it needs
  // more than the savings.
  let price = answer * step;
  let best = trial(price);
  let cashNeeded = cashTheResultShows(input, best, prepared);
  while (price > 0 && cashNeeded > available) {
    price -= step;
    best = trial(price);
    cashNeeded = cashTheResultShows(input, best, prepared);
  }
  if (price <= 0) return null;
  const next = trial(price + step);
  return { price, loan: toCents(best.loan), cashNeeded, limitedBy: limitAt(best, next) };
}

/** The cash needed the result shows for this price and the loan found for it: the best-ranked offer's. */
function cashTheResultShows(input: EngineInput, found: Trial, prepared: PreparedConfig): number {
  if (found.loan <= 0) return found.cashNeeded;
  return assess({ ...input, propertyValue: found.price, desiredLoanAmount: found.loan }, prepared, { price: true }).ownFunds.required;
}
