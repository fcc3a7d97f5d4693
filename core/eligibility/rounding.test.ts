import { describe, expect, it } from 'vitest';
import { roundTo, toCents, toPercent } from './rounding';

describe('the engine’s rounding (issue 19 point 10)', () => {
  it('rounds money to the cent half up as it reads', () => {
    expect(toCents(1.005)).toBe(1.01); // 1.005 × 100 is 100.49999999999999
    expect(toCents(-1.005)).toBe(-1.01);
    expect(toCents(727.494)).toBe(727.49);
  });

  it('rounds ratios to four places half up as they read', () => {
    expect(roundTo(0.70005, 4)).toBe(0.7001); // 0.70005 × 10000 is 7000.499999999999
    expect(roundTo(0.4567, 4)).toBe(0.4567);
  });

  it('gives percents with one decimal as the fraction reads', () => {
    expect(toPercent(0.0295)).toBe(3); // 0.0295 × 100 is 2.9499999999999997, which gave 2.9
    expect(toPercent(0.4567)).toBe(45.7);
    expect(toPercent(0.35)).toBe(35);
  });
});
