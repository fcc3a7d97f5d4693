/**
 * Annuity formulas of docs/lending-rules.md §3. Rates are percent per year, compounded monthly.
 *   payment   M = P·r / (1 − (1+r)^−n)
 *   principal P = M·(1 − (1+r)^−n) / r,  and P = M·n when r = 0
 */

/** (1 − (1+r)^−n) / r: the present value of 1 per month for n months. */
export function annuityFactor(annualRatePercent: number, months: number): number {
  if (months <= 0) return 0;
  const r = annualRatePercent / 100 / 12;
  if (r === 0) return months;
  // (1+r)^−n as exp(−n·ln(1+r)) with log1p/expm1: 1 + r would drop r's low digits at rates near
  // 0 %, and the instalment could land on the wrong side of a half cent.
  return -Math.expm1(-months * Math.log1p(r)) / r;
}

export function monthlyPayment(principal: number, annualRatePercent: number, months: number): number {
  if (principal <= 0) return 0;
  const factor = annuityFactor(annualRatePercent, months);
  return factor > 0 ? principal / factor : Number.POSITIVE_INFINITY;
}

export function principalForPayment(payment: number, annualRatePercent: number, months: number): number {
  if (payment <= 0) return 0;
  return payment * annuityFactor(annualRatePercent, months);
}
