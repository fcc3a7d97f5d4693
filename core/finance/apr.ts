import { fractionToPercent, roundHalfUp } from '../money/round';

/**
 * The annual percentage rate of charge (APRC; DAE in Romanian, TAEG in French) by the basic
 * equation of the Mortgage Credit Directive 2014/17/EU, Annex I: the present value of the
 * drawdowns equals the present value of the repayments and charges,
 *
 *   Σ C_k (1 + X)^(−t_k) = Σ D_l (1 + X)^(−s_l),
 *
 * with times in years from the first drawdown (a month is 1/12 of a year, Annex I remark (c)).
 * Written as one sum of flows (remark (e)): money the consumer receives is positive, money they
 * pay is negative, and X is the rate at which the flows' present value is 0.
 */
export interface CashFlow {
  /** Years from the first drawdown (month m is m / 12). */
  years: number;
  /** Positive: received by the consumer (a drawdown); negative: paid (repayments, charges). */
  amount: number;
}

/** The flows' present value at a rate, and its derivative by the rate (for Newton's method). */
type Valuer = (rate: number) => { value: number; slope: number };

/** Any times: (1 + X)^(−t) as exp(−t · ln(1 + X)), one logarithm per evaluation. */
function generalValuer(flows: readonly CashFlow[]): Valuer {
  return (rate) => {
    const log = Math.log1p(rate);
    let value = 0;
    let slope = 0;
    for (const flow of flows) {
      const discounted = flow.amount * Math.exp(-flow.years * log);
      value += discounted;
      slope -= (flow.years * discounted) / (1 + rate);
    }
    return { value, slope };
  };
}

/**
 * Flows on whole months (every mortgage: drawdown, instalments, yearly charges): summed per month
 * and discounted by repeated multiplication with v = (1 + X)^(−1/12). A 30-year loan is priced
 * for every bank on each what-if change, so this is the path that matters.
 */
function monthlyValuer(flows: readonly CashFlow[]): Valuer | null {
  let lastMonth = 0;
  for (const flow of flows) {
    const month = flow.years * 12;
    if (month < 0 || Math.abs(month - Math.round(month)) > 1e-9) return null;
    lastMonth = Math.max(lastMonth, Math.round(month));
  }
  const byMonth = new Float64Array(lastMonth + 1);
  for (const flow of flows) byMonth[Math.round(flow.years * 12)] += flow.amount;
  return monthGridValuer(byMonth);
}

function monthGridValuer(byMonth: Float64Array): Valuer {
  const lastMonth = byMonth.length - 1;
  return (rate) => {
    const v = Math.pow(1 + rate, -1 / 12);
    let discount = 1;
    let value = 0;
    let weighted = 0;
    for (let month = 0; month <= lastMonth; month++) {
      const discounted = byMonth[month] * discount;
      value += discounted;
      weighted += month * discounted;
      discount *= v;
    }
    return { value, slope: -weighted / 12 / (1 + rate) };
  };
}

/**
 * X as a fraction (0.0791 = 7.91 %), found by Newton's method inside a bracket kept by bisection,
 * so it converges for any loan whose flows change sign once (drawdowns first, then payments).
 * Null when there is no such rate (nothing repaid, or nothing drawn).
 */
export function annualPercentageRate(flows: readonly CashFlow[]): number | null {
  const received = flows.some((flow) => flow.amount > 0);
  const paid = flows.some((flow) => flow.amount < 0);
  if (!received || !paid) return null;
  const scale = flows.reduce((sum, flow) => sum + Math.abs(flow.amount), 0);
  return solve(monthlyValuer(flows) ?? generalValuer(flows), scale);
}

/**
 * The same for flows summed per whole month (index 0 = the drawdown's month): what a priced offer
 * builds directly, without a flow object per instalment.
 */
export function annualPercentageRateByMonth(byMonth: Float64Array): number | null {
  let received = false;
  let paid = false;
  let scale = 0;
  for (const amount of byMonth) {
    if (amount > 0) received = true;
    if (amount < 0) paid = true;
    scale += Math.abs(amount);
  }
  if (!received || !paid) return null;
  return solve(monthGridValuer(byMonth), scale);
}

function solve(valueAt: Valuer, scale: number): number | null {
  // For a loan the flows' present value rises with the rate (repayments weigh less): bracket the root.
  let low = -0.99;
  let high = 1;
  while (valueAt(high).value < 0 && high < 1e6) high *= 2;
  if (valueAt(low).value > 0 || valueAt(high).value < 0) return null;
  // The present value of flows in the hundreds of thousands cannot be 0 to better than rounding
  // noise: stop at a tolerance relative to their size (a step of 1e-12 changes the APRC's
  // second decimal by nothing), else Newton would wander in the noise to the iteration cap.
  const tolerance = 1e-13 * scale;
  let rate = 0.05;
  for (let i = 0; i < 200; i++) {
    const { value, slope } = valueAt(rate);
    if (Math.abs(value) <= tolerance) return rate;
    if (value < 0) low = rate;
    else high = rate;
    let next = slope !== 0 ? rate - value / slope : (low + high) / 2;
    if (!(next > low && next < high)) next = (low + high) / 2;
    if (Math.abs(next - rate) < 1e-12) return next;
    rate = next;
  }
  return rate;
}

/**
 * The solver's answer is good to about 1e-12 (its step tolerance), not to the last bit: a root that
 * is exactly a tie can come back a hair below it (1,000 lent, 1,123.45 repaid a year later is
 * 12.345 %, found as 0.12344999999999987). Rounded to 12 places first, it is back on the tie.
 */
const SOLVER_PLACES = 12;

/**
 * Annex I remark (d): at least one decimal place, half up. Percent with `decimals` places
 * (0.079149 -> 7.91 with 2, 0.07915 -> 7.92), rounded as the rate's decimal reads.
 */
export function aprPercent(rate: number, decimals = 2): number {
  return fractionToPercent(roundHalfUp(rate, SOLVER_PLACES), decimals);
}
