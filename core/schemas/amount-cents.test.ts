import { describe, expect, it } from 'vitest';
import { ZAffordabilityRequest } from './affordability';
import { assessmentFields } from './assessment-input';

/**
 * Typed amounts are kept in cents (numeric(…, 2)) and rounded half up as typed (issue 19 point
 * 10): 2500.115 × 100 is 250011.49999999997 as doubles, which Math.round took down to 2500.11.
 */
describe('typed amounts to the cent', () => {
  it('rounds an exact half cent up, as typed, in the wizard’s amounts', () => {
    expect(assessmentFields.monthlyIncome.parse('2500.115')).toBe(2500.12);
    expect(assessmentFields.monthlyIncome.parse(2500.115)).toBe(2500.12);
    expect(assessmentFields.existingMonthlyDebts.parse('0.285')).toBe(0.29); // 0.285 × 100 is 28.499999999999996
    expect(assessmentFields.monthlyIncome.parse('2500.114')).toBe(2500.11);
  });

  it('still checks an amount as it will be stored: 0.004 is 0.00, not positive; 0.005 is 0.01', () => {
    // The loan amount: any positive amount in cents (a monthly income has a minimum, below).
    expect(assessmentFields.desiredLoanAmount.safeParse('0.004').success).toBe(false);
    expect(assessmentFields.desiredLoanAmount.parse('0.005')).toBe(0.01);
  });

  it('refuses a monthly income under one unit of its currency, saying so (issue 20: "0,5" was €0.50 a month)', () => {
    for (const income of ['0.5', '0.99', '0.994']) {
      const parsed = assessmentFields.monthlyIncome.safeParse(income);
      expect(parsed.success, income).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('validation.monthlyIncome.tooSmall');
    }
    expect(assessmentFields.monthlyIncome.parse('0.995')).toBe(1); // stored as 1.00
    expect(assessmentFields.monthlyIncome.parse('1')).toBe(1);
    expect(assessmentFields.monthlyIncome.safeParse('0').error?.issues[0]?.message).toBe('validation.monthlyIncome.positive');
  });

  it('rounds the landing page’s savings the same way', () => {
    expect(ZAffordabilityRequest.shape.currentSavings.parse('1.005')).toBe(1.01); // 1.005 × 100 is 100.49999999999999
    expect(ZAffordabilityRequest.shape.currentSavings.parse('0')).toBe(0);
  });
});
