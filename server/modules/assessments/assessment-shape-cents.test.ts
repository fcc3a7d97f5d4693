import { describe, expect, it } from 'vitest';
import { roundedToCents } from './assessment-shape';

describe('roundedToCents (issue 19 point 10)', () => {
  it('rounds every amount half up as it reads, as the numeric(…, 2) columns will hold it', () => {
    // 2500.115 × 100 is 250011.49999999997 and 0.285 × 100 is 28.499999999999996 as doubles:
    // Math.round(value * 100) / 100 stored 2500.11 and 0.28.
    expect(roundedToCents({ monthlyIncome: 2500.115, existingMonthlyDebts: 0.285, propertyValue: 120_000, age: 35 })).toEqual({
      monthlyIncome: 2500.12,
      existingMonthlyDebts: 0.29,
      propertyValue: 120_000,
      age: 35,
    });
  });
});
