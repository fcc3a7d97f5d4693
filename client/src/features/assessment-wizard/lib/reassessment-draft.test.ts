import { describe, expect, it } from 'vitest';
import type { Assessment } from '@core/schemas/assessment';
import { WORKED_EXAMPLE } from '@core/eligibility/worked-example';
import { reassessmentDraft } from './reassessment-draft';

/** A submitted assessment as GET /api/assessments gives it: amounts as stored decimals. */
const submitted = {
  ...WORKED_EXAMPLE,
  id: '3f1c2d4e-0000-4000-8000-000000000001',
  status: 'submitted',
  monthlyIncome: '3000.00',
  desiredLoanAmount: '100000.00',
  propertyValue: '120000.00',
} as unknown as Assessment;

describe('a new draft from a payslip’s income (issue 23)', () => {
  it('keeps every answer, puts the income read in place of the declared one, and opens where the wizard resumes a full draft', () => {
    const draft = reassessmentDraft(submitted, { amount: 3204.17, currency: 'EUR' }, 'ro');
    expect(draft).toMatchObject({
      residenceCountry: 'DE',
      originCountry: 'RO',
      monthlyIncome: '3204.17',
      incomeCurrency: 'EUR',
      employmentType: 'permanent',
      employmentDuration: 36,
      age: 35,
      desiredLoanAmount: '100000',
      propertyValue: '120000',
      maritalStatus: 'married',
    });
    // Where the spec's resume rule opens a draft with every answer (§4: the property step, then the review).
    expect(draft.draftStep).toBe(5);
    expect(draft).not.toHaveProperty('id');
    expect(draft).not.toHaveProperty('status');
  });

  it('takes the payslip’s currency with its amount (pounds on a UK payslip)', () => {
    expect(reassessmentDraft({ ...submitted, residenceCountry: 'UK' }, { amount: 2650, currency: 'GBP' }, 'en')).toMatchObject({
      monthlyIncome: '2650',
      incomeCurrency: 'GBP',
    });
  });
});
