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

function monthGridValuer(byMonth: Float64Array, length: number = byMonth.length): Valuer {
  const lastMonth = length - 1;
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
 * The same for flows summed per whole month (index 0 = the drawdown's month), the first `length`
 * of them: what a priced offer builds directly, without a flow object per instalment. `guess`,
 * a rate near the answer (the nominal rate's effective one), saves the solver most of its steps.
 */
export function annualPercentageRateByMonth(byMonth: Float64Array, length: number = byMonth.length, guess?: number): number | null {
  let received = false;
  let paid = false;
  let scale = 0;
  // A loan as banks make them: money received at signing, only payments after.
  let isDrawdownFirst = byMonth[0] > 0;
  for (let month = 0; month < length; month++) {
    const amount = byMonth[month];
    if (amount > 0) {
      received = true;
      if (month > 0) isDrawdownFirst = false;
    }
    if (amount < 0) paid = true;
    scale += Math.abs(amount);
  }
  if (!received || !paid) return null;
  const valueAt = monthGridValuer(byMonth, length);
  return (isDrawdownFirst && guess !== undefined ? newtonFrom(valueAt, scale, guess) : null) ?? solve(valueAt, scale);
}

/** Below −99 % or above 10^6 (100,000,000 %) the bracketed solver decides, as it always has. */
const LOWEST_RATE = -0.99;
const HIGHEST_RATE = 1e6;
/** Newton from a good start needs 3 to 5 steps; one that needs more is left to the bracketed solver. */
const NEWTON_STEPS = 12;

/**
 * Newton's method alone from `guess`, for flows that change sign once (the drawdown, then
 * payments): their present value rises with the rate and has one root, so where Newton converges
 * is the root the bracketed solver finds, without its two evaluations at the bracket's ends.
 * Null when it does not converge in a few steps or leaves the bracket.
 */
function newtonFrom(valueAt: Valuer, scale: number, guess: number): number | null {
  const tolerance = 1e-13 * scale;
  let rate = guess;
  for (let i = 0; i < NEWTON_STEPS; i++) {
    if (!(rate > LOWEST_RATE && rate < HIGHEST_RATE)) return null;
    const { value, slope } = valueAt(rate);
    if (Math.abs(value) <= tolerance) return rate;
    if (!(slope !== 0 && Number.isFinite(slope))) return null;
    const next = rate - value / slope;
    if (Math.abs(next - rate) < 1e-12) return next > LOWEST_RATE && next < HIGHEST_RATE ? next : null;
    rate = next;
  }
  return null;
}

function solve(valueAt: Valuer, scale: number): number | null {
  // For a loan the flows' present value rises with the rate (repayments weigh less): bracket the root.
  let low = LOWEST_RATE;
  let high = 1;
  while (valueAt(high).value < 0 && high < HIGHEST_RATE) high *= 2;
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
