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

/**
 * The month's interest on `balance` cents, half up to the cent on the exact product: a rate with
 * at most 4 decimals (every rate a bank publishes) is a whole number of 1/10,000 %, so the
 * interest is balance × units / 12,000,000 in integers. In doubles, 5.31 % is 5.30999999999999961…:
 * €125,000 at 5.31 % owes exactly 55,312.5 cents in its first month, which the double product
 * made 55,312.499999… and rounded down. Any other rate: the double product, rounded as it reads.
 */
function monthlyInterest(balance: number, rateUnits: number | null, annualRatePct: number): number {
  if (rateUnits !== null) return multiplyDivideHalfUp(balance, rateUnits, MONTHLY_INTEREST_DIVISOR);
  return roundHalfUp((balance * annualRatePct) / 1200, 0);
}

/** The rate as a whole number of 1/10,000 %, or null when it has more decimals than that. */
function rateInUnits(annualRatePct: number): number | null {
  const units = Math.round(annualRatePct * RATE_UNITS_PER_PERCENT);
  // The division is correctly rounded: equal means the rate is the double nearest units / 10,000.
  return Number.isSafeInteger(units) && units / RATE_UNITS_PER_PERCENT === annualRatePct ? units : null;
}

function rateFor(periods: readonly RatePeriod[], month: number): number {
  let rate = periods[0].annualRatePct;
  for (const period of periods) if (period.fromMonth <= month) rate = period.annualRatePct;
  return rate;
}

/** One month of the schedule, in cents (what walkSchedule hands to its visitor). */
export interface MonthInCents {
  month: number;
  annualRatePct: number;
  interest: number;
  principal: number;
  overpayment: number;
  /** Owed after this month. */
  balance: number;
}

/**
 * The schedule month by month without keeping it: `visit` sees each month (the same object,
 * updated in place: copy what you keep). Pricing every bank's offer on each what-if move walks
 * thirty-year schedules many times; only the table and the CSV need the rows.
 */
export function walkSchedule(
  { principal, termMonths, ratePeriods, overpayment }: ScheduleInput,
  visit: (month: Readonly<MonthInCents>) => void,
): { months: number; totalInterestCents: number; totalPaidCents: number } {
  const periods = [...ratePeriods].sort((a, b) => a.fromMonth - b.fromMonth);
  if (periods.length === 0) throw new Error('a schedule needs a rate');
  const current: MonthInCents = { month: 0, annualRatePct: 0, interest: 0, principal: 0, overpayment: 0, balance: 0 };
  let balance = cents(principal);
  let rate = Number.NaN;
  let rateUnits: number | null = null;
  let payment = 0;
  let totalInterest = 0;
  let totalPaid = 0;
  let months = 0;
  for (let month = 1; month <= termMonths && balance > 0; month++) {
    const monthRate = rateFor(periods, month);
    if (monthRate !== rate) {
      // A new rate: the annuity that repays what is owed over the months that are left.
      rate = monthRate;
      rateUnits = rateInUnits(rate);
      payment = cents(monthlyPayment(euros(balance), rate, termMonths - month + 1));
    }
    const interest = monthlyInterest(balance, rateUnits, rate);
    let principalPart = payment - interest;
    if (month === termMonths || principalPart >= balance) principalPart = balance;
    balance -= principalPart;
    const extraWanted = cents((overpayment?.monthly ?? 0) + (overpayment?.oneOff?.month === month ? overpayment.oneOff.amount : 0));
    const extra = Math.max(0, Math.min(extraWanted, balance));
    balance -= extra;
    totalInterest += interest;
    totalPaid += interest + principalPart + extra;
    months = month;
    current.month = month;
    current.annualRatePct = rate;
    current.interest = interest;
    current.principal = principalPart;
    current.overpayment = extra;
    current.balance = balance;
    visit(current);
  }
  return { months, totalInterestCents: totalInterest, totalPaidCents: totalPaid };
}

export function repaymentSchedule(input: ScheduleInput): Schedule {
  const rows: ScheduleRow[] = [];
  const totals = walkSchedule(input, (month) =>
    rows.push({
      month: month.month,
      annualRatePct: month.annualRatePct,
      payment: euros(month.interest + month.principal),
      interest: euros(month.interest),
      principal: euros(month.principal),
      overpayment: euros(month.overpayment),
      balance: euros(month.balance),
    }),
  );
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
