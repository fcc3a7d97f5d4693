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

const presentValue = (flows: readonly CashFlow[], rate: number) =>
  flows.reduce((sum, flow) => sum + flow.amount * Math.pow(1 + rate, -flow.years), 0);

const derivative = (flows: readonly CashFlow[], rate: number) =>
  flows.reduce((sum, flow) => sum - flow.years * flow.amount * Math.pow(1 + rate, -flow.years - 1), 0);

/**
 * X as a fraction (0.0791 = 7.91 %), found by Newton's method inside a bracket kept by bisection,
 * so it converges for any loan whose flows change sign once (drawdowns first, then payments).
 * Null when there is no such rate (nothing repaid, or nothing drawn).
 */
export function annualPercentageRate(flows: readonly CashFlow[]): number | null {
  const received = flows.some((flow) => flow.amount > 0);
  const paid = flows.some((flow) => flow.amount < 0);
  if (!received || !paid) return null;
  // For a loan the flows' present value rises with the rate (repayments weigh less): bracket the root.
  let low = -0.99;
  let high = 1;
  while (presentValue(flows, high) < 0 && high < 1e6) high *= 2;
  if (presentValue(flows, low) > 0 || presentValue(flows, high) < 0) return null;
  let rate = 0.05;
  for (let i = 0; i < 200; i++) {
    const value = presentValue(flows, rate);
    if (Math.abs(value) < 1e-9) return rate;
    if (value < 0) low = rate;
    else high = rate;
    const slope = derivative(flows, rate);
    let next = slope !== 0 ? rate - value / slope : (low + high) / 2;
    if (!(next > low && next < high)) next = (low + high) / 2;
    if (Math.abs(next - rate) < 1e-13) return next;
    rate = next;
  }
  return rate;
}

/**
 * Annex I remark (d): at least one decimal place, half up. Percent with `decimals` places
 * (0.079149 -> 7.91 with 2).
 */
export function aprPercent(rate: number, decimals = 2): number {
  const factor = 10 ** decimals;
  return Math.round(rate * 100 * factor + 1e-9) / factor;
}
