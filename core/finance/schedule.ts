import { monthlyPayment } from '../eligibility/annuity';

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

const cents = (euros: number) => Math.round(euros * 100);
const euros = (cents: number) => cents / 100;

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
  let payment = 0;
  let totalInterest = 0;
  let totalPaid = 0;
  let months = 0;
  for (let month = 1; month <= termMonths && balance > 0; month++) {
    const monthRate = rateFor(periods, month);
    if (monthRate !== rate) {
      // A new rate: the annuity that repays what is owed over the months that are left.
      rate = monthRate;
      payment = cents(monthlyPayment(euros(balance), rate, termMonths - month + 1));
    }
    const interest = Math.round((balance * rate) / 1200);
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
