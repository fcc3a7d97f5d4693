import { describe, expect, it } from 'vitest';
import { annuityFactor, monthlyPayment, principalForPayment } from './annuity';

describe('annuity formulas (docs/lending-rules.md §3)', () => {
  it('matches the §3 check: €1,200 a month over 360 months', () => {
    expect(Math.round(principalForPayment(1200, 8.5, 360))).toBe(156_064);
    expect(Math.round(principalForPayment(1200, 6.5, 360))).toBe(189_853);
  });

  it('payment and principal are inverse', () => {
    const payment = monthlyPayment(156_064.37, 8.5, 360);
    expect(payment).toBeCloseTo(1200, 2);
    expect(principalForPayment(payment, 8.5, 360)).toBeCloseTo(156_064.37, 2);
  });

  it('a zero rate is a plain sum: P = M·n', () => {
    expect(principalForPayment(500, 0, 120)).toBe(60_000);
    expect(monthlyPayment(60_000, 0, 120)).toBe(500);
  });

  it('has no principal for no payment or no term', () => {
    expect(principalForPayment(0, 5, 360)).toBe(0);
    expect(principalForPayment(-10, 5, 360)).toBe(0);
    expect(annuityFactor(5, 0)).toBe(0);
    expect(monthlyPayment(1000, 5, 0)).toBe(Number.POSITIVE_INFINITY);
  });
});
