import { describe, expect, it } from 'vitest';
import { workedExampleInput } from '@core/eligibility/testing/seed-config';
import { toScenarioPayload } from './scenario-payload';

describe('a pinned scenario’s body (issue 19 point 10: cents half up)', () => {
  it('sends an amount with cents as the decimal it reads, half up, and whole numbers as they are', () => {
    // (2500.115).toFixed(2) is "2500.11": toFixed rounds the double.
    const payload = toScenarioPayload(workedExampleInput({ monthlyIncome: 2500.115, existingMonthlyDebts: 1.005, currentSavings: undefined }));
    expect(payload).toMatchObject({ monthlyIncome: '2500.12', existingMonthlyDebts: '1.01', desiredLoanAmount: 100_000, age: 35 });
    expect(payload).not.toHaveProperty('currentSavings');
  });
});
