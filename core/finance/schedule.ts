import { monthlyPayment } from '../eligibility/annuity';
import { multiplyDivideHalfUp, roundHalfUp, toIntegerCents } from '../money/round';

/**
 * The repayment schedule, month by month, in cents: an annuity that is recomputed when the rate
 * changes (a fixed period ending, issue 14) and that keeps its payment when the borrower pays
 * more, so an overpayment shortens the loan. The last instalment takes what is left, so the
 * balance always reaches exactly 0 and the interest column sums to the interest paid.
 */
export interface RatePeriod {
  /** First month (1-based) this rate applies from. */
  fromMonth: number;
  /** Percent per year, compounded monthly. */
  annualRatePct: number;
}

export interface Overpayment {
  /** Extra principal paid with every instalment (EUR). */
  monthly?: number;
  /** A single extra payment with the instalment of `month` (EUR). */
  oneOff?: { month: number; amount: number };
}

export interface ScheduleInput {
  principal: number;
  termMonths: number;
  /** At least one period, the first from month 1; sorted or not. */
  ratePeriods: readonly RatePeriod[];
  overpayment?: Overpayment;
}

export interface ScheduleRow {
  month: number;
  annualRatePct: number;
  /** The instalment: interest + principal. */
  payment: number;
  interest: number;
  principal: number;
  /** Extra principal paid this month, beyond the instalment. */
  overpayment: number;
  /** Owed after this month. */
  balance: number;
}

export interface Schedule {
  rows: ScheduleRow[];
  months: number;
  totalInterest: number;
  /** Every instalment and overpayment: principal + interest. */
  totalPaid: number;
}

const cents = toIntegerCents;
const euros = (cents: number) => cents / 100;

/** A rate in ten-thousandths of a percent: 6.40 % is 64,000. */
const RATE_UNITS_PER_PERCENT = 10_000;
/** 12 months × 100 (percent) × RATE_UNITS_PER_PERCENT. */
const MONTHLY_INTEREST_DIVISOR = 1200 * RATE_UNITS_PER_PERCENT;

/** Twice the divisor, and its inverse: half up is floor((2 × product + divisor) / (2 × divisor)). */
const DOUBLE_DIVISOR = 2 * MONTHLY_INTEREST_DIVISOR;
const INVERSE_DOUBLE_DIVISOR = 1 / DOUBLE_DIVISOR;
/** Products up to this keep 2 × product + divisor an exact double, and the remainder taken from it. */
const EXACT_PRODUCT_LIMIT = (Number.MAX_SAFE_INTEGER - MONTHLY_INTEREST_DIVISOR) / 2;

/**
 * The month's interest on `balance` cents, half up to the cent on the exact product: a rate with
 * at most 4 decimals (every rate a bank publishes) is a whole number of 1/10,000 %, so the
 * interest is balance × units / 12,000,000 in integers. In doubles, 5.31 % is 5.30999999999999961…:
 * €125,000 at 5.31 % owes exactly 55,312.5 cents in its first month, which the double product
 * made 55,312.499999… and rounded down. Any other rate (units NaN): the double product, rounded
 * as it reads.
 */
function monthlyInterest(balance: number, rateUnits: number, annualRatePct: number): number {
  if (Number.isNaN(rateUnits)) return roundHalfUp((balance * annualRatePct) / 1200, 0);
  const product = balance * rateUnits;
  if (!(product >= 0 && product <= EXACT_PRODUCT_LIMIT)) return multiplyDivideHalfUp(balance, rateUnits, MONTHLY_INTEREST_DIVISOR);
  // Every month of every offer priced waits on this: a multiplication by the inverse instead of a
  // division, off by at most one and put right by the exact remainder, and the half-up decision
  // folded into the floor (a branch on it would be mispredicted every other month).
  const numerator = 2 * product + MONTHLY_INTEREST_DIVISOR;
  let interest = Math.floor(numerator * INVERSE_DOUBLE_DIVISOR);
  const remainder = numerator - interest * DOUBLE_DIVISOR;
  if (remainder < 0) interest -= 1;
  else if (remainder >= DOUBLE_DIVISOR) interest += 1;
  return interest;
}

/** The rate as a whole number of 1/10,000 %, or NaN when it has more decimals than that. */
function rateInUnits(annualRatePct: number): number {
  const units = Math.round(annualRatePct * RATE_UNITS_PER_PERCENT);
  // The division is correctly rounded: equal means the rate is the double nearest units / 10,000.
  return Number.isSafeInteger(units) && units / RATE_UNITS_PER_PERCENT === annualRatePct ? units : Number.NaN;
}

/** The periods by first month; the order given when it already is (the engine's always is). */
function sortedPeriods(periods: readonly RatePeriod[]): readonly RatePeriod[] {
  for (let i = 1; i < periods.length; i++) {
    if (periods[i].fromMonth < periods[i - 1].fromMonth) return [...periods].sort((a, b) => a.fromMonth - b.fromMonth);
  }
  return periods;
}

/**
 * A schedule's months in cents, one typed array per column, index m for month m: what a walk
 * fills instead of an object per month (issue 22: every bank's offer is priced on each what-if
 * move, and a month's object was most of its cost). `balance[0]` is the principal.
 */
export interface ScheduleColumns {
  annualRatePct: Float64Array;
  interest: Float64Array;
  principal: Float64Array;
  overpayment: Float64Array;
  /** Owed after month m. */
  balance: Float64Array;
}

export interface ScheduleTotals {
  months: number;
  totalInterestCents: number;
  totalPaidCents: number;
}

const columnsFor = (months: number): ScheduleColumns => ({
  annualRatePct: new Float64Array(months + 1),
  interest: new Float64Array(months + 1),
  principal: new Float64Array(months + 1),
  overpayment: new Float64Array(months + 1),
  balance: new Float64Array(months + 1),
});

/** Forty years, the longest term any rule allows; a longer schedule grows the columns. */
let shared = columnsFor(480);

/**
 * Columns for `months`, shared by every walk: what they hold is valid until the next walk, so a
 * caller reads them at once and keeps numbers, never the columns.
 */
export function sharedColumns(months: number): ScheduleColumns {
  if (shared.interest.length <= months) shared = columnsFor(months);
  return shared;
}

/**
 * The schedule month by month into `columns`, up to `lastMonth` (the whole term by default),
 * with no allocation per month: one stretch of months per rate, the annuity recomputed at the
 * start of each (a fixed period ending, issue 14).
 */
export function walkSchedule(
  { principal, termMonths, ratePeriods, overpayment }: ScheduleInput,
  columns: ScheduleColumns,
  lastMonth: number = termMonths,
): ScheduleTotals {
  if (ratePeriods.length === 0) throw new Error('a schedule needs a rate');
  const periods = sortedPeriods(ratePeriods);
  const until = Math.min(lastMonth, termMonths);
  if (columns.interest.length <= until) throw new RangeError(`columns for ${columns.interest.length - 1} months cannot hold ${until}`);
  const { annualRatePct: rateColumn, interest: interestColumn, principal: principalColumn, overpayment: extraColumn, balance: balanceColumn } = columns;
  // The extra wanted each month, and in the one-off's month (their sum rounded once, as entered).
  const hasExtra = overpayment !== undefined && (Boolean(overpayment.monthly) || overpayment.oneOff !== undefined);
  const monthlyExtra = overpayment?.monthly ? cents(overpayment.monthly) : 0;
  const oneOffMonth = overpayment?.oneOff ? overpayment.oneOff.month : 0;
  const oneOffExtra = overpayment?.oneOff ? cents((overpayment.monthly ?? 0) + overpayment.oneOff.amount) : 0;
  const startBalance = cents(principal);
  let balance = startBalance;
  balanceColumn[0] = balance;
  let totalInterest = 0;
  let month = 1;
  // Before the first period's month (never, for the engine's schedules) its rate applies.
  let rate = periods[0].annualRatePct;
  let paymentRate = Number.NaN;
  let payment = 0;
  for (let next = 0; month <= until && balance > 0; ) {
    while (next < periods.length && periods[next].fromMonth <= month) rate = periods[next++].annualRatePct;
    // This rate runs until the next period starts (or the walk ends).
    const stretchEnd = next < periods.length ? Math.min(until, periods[next].fromMonth - 1) : until;
    if (rate !== paymentRate) {
      // A new rate: the annuity that repays what is owed over the months that are left.
      paymentRate = rate;
      payment = cents(monthlyPayment(euros(balance), rate, termMonths - month + 1));
    }
    const rateUnits = rateInUnits(rate);
    for (; month <= stretchEnd && balance > 0; month++) {
      const interest = monthlyInterest(balance, rateUnits, rate);
      let principalPart = payment - interest;
      if (month === termMonths || principalPart >= balance) principalPart = balance;
      balance -= principalPart;
      let extra = 0;
      if (hasExtra) {
        const wanted = month === oneOffMonth ? oneOffExtra : monthlyExtra;
        extra = wanted > 0 ? Math.min(wanted, balance) : 0;
        balance -= extra;
      }
      totalInterest += interest;
      rateColumn[month] = rate;
      interestColumn[month] = interest;
      principalColumn[month] = principalPart;
      extraColumn[month] = extra;
      balanceColumn[month] = balance;
    }
  }
  // Everything repaid is the principal less what is still owed, plus the interest.
  return { months: month - 1, totalInterestCents: totalInterest, totalPaidCents: totalInterest + startBalance - balance };
}

/**
 * The instalment (interest + principal) of one month, EUR, walking no further than it: the
 * payment after a fixed period, without building the schedule. Null past the schedule's end.
 */
export function instalmentInMonth(input: ScheduleInput, month: number): number | null {
  if (month < 1) return null;
  const columns = sharedColumns(Math.min(month, input.termMonths));
  const walked = walkSchedule(input, columns, month);
  return walked.months < month ? null : euros(columns.interest[month] + columns.principal[month]);
}

/** The whole schedule, a row per month: for the table and the CSV a person opens. */
export function repaymentSchedule(input: ScheduleInput): Schedule {
  const columns = sharedColumns(input.termMonths);
  const totals = walkSchedule(input, columns);
  const rows: ScheduleRow[] = [];
  for (let month = 1; month <= totals.months; month++) {
    rows.push({
      month,
      annualRatePct: columns.annualRatePct[month],
      payment: euros(columns.interest[month] + columns.principal[month]),
      interest: euros(columns.interest[month]),
      principal: euros(columns.principal[month]),
      overpayment: euros(columns.overpayment[month]),
      balance: euros(columns.balance[month]),
    });
  }
  return { rows, months: totals.months, totalInterest: euros(totals.totalInterestCents), totalPaid: euros(totals.totalPaidCents) };
}

/** What an overpayment saves against the same loan without it. */
export function overpaymentSavings(input: ScheduleInput): { interestSaved: number; monthsSaved: number; withIt: Schedule; without: Schedule } {
  const without = repaymentSchedule({ ...input, overpayment: undefined });
  const withIt = repaymentSchedule(input);
  return {
    interestSaved: euros(cents(without.totalInterest) - cents(withIt.totalInterest)),
    monthsSaved: without.months - withIt.months,
    withIt,
    without,
  };
}
