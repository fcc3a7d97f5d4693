import { describe, expect, it } from 'vitest';
import type { Assessment } from '@core/schemas/assessment';
import { inputFromAssessment, latestAssessment, recentAssessmentHref, shortId, toAmount } from './assessment-view';

const stored = (overrides: Partial<Assessment> = {}): Assessment =>
  ({
    id: '3f2a9c1e-5b7d-4e21-9a0b-c4d5e6f7a8b9',
    userId: 'u',
    status: 'submitted',
    residenceCountry: 'DE',
    originCountry: 'RO',
    monthlyIncome: '4200.00',
    incomeCurrency: 'EUR',
    employmentType: 'permanent',
    employmentDuration: 36,
    totalEmploymentDuration: null,
    desiredLoanAmount: '120000.00',
    propertyType: 'apartment',
    propertyValue: '160000.00',
    maritalStatus: 'married',
    educationLevel: null,
    age: 34,
    monthlyExpenses: null,
    currentSavings: '30000.00',
    downPayment: null,
    existingMonthlyDebts: null,
    firstHome: null,
    ...overrides,
  }) as Assessment;

describe('assessment view helpers', () => {
  it('shortens the id to its last 8 characters', () => {
    expect(shortId('3f2a9c1e-5b7d-4e21-9a0b-c4d5e6f7a8b9')).toBe('e6f7a8b9');
    expect(shortId('abc')).toBe('abc');
  });

  it('sends a draft back to the wizard and anything else to the list', () => {
    expect(recentAssessmentHref({ status: 'draft' })).toBe('/assessment');
    for (const status of ['submitted', 'in_review', 'approved', 'rejected'] as const) {
      expect(recentAssessmentHref({ status })).toBe('/assessments');
    }
  });

  it('takes the first assessment of the list as the latest', () => {
    expect(latestAssessment(undefined)).toBeNull();
    expect(latestAssessment([])).toBeNull();
    const [first, second] = [stored({ id: 'first' }), stored({ id: 'second' })];
    expect(latestAssessment([first, second])).toBe(first);
  });

  it('reads decimal strings as amounts', () => {
    expect(toAmount('120000.00')).toBe(120000);
    expect(toAmount(null)).toBeNull();
    expect(toAmount('')).toBeNull();
    expect(toAmount('abc')).toBeNull();
  });

  it('rebuilds the input of a complete assessment, nulls as missing', () => {
    expect(inputFromAssessment(stored())).toMatchObject({
      residenceCountry: 'DE',
      monthlyIncome: 4200,
      desiredLoanAmount: 120000,
      age: 34,
      currentSavings: 30000,
    });
    expect(inputFromAssessment(stored())?.monthlyExpenses).toBeUndefined();
  });

  it('gives no input for a draft without the required answers', () => {
    expect(inputFromAssessment(stored({ status: 'draft', propertyValue: null }))).toBeNull();
  });
});
