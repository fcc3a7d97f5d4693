import { describe, expect, it } from 'vitest';
import type { Assessment } from '@core/schemas/assessment';
import {
  buildDraftPayload,
  DEFAULT_VALUES,
  firstInvalidStep,
  isEmptyDraft,
  resumeStepForValues,
  toAssessmentInput,
  toSubmitPayload,
  validateStep,
  valuesFromDraft,
  wizardStart,
  type WizardValues,
} from './wizard-values';

const complete: WizardValues = {
  ...DEFAULT_VALUES,
  residenceCountry: 'DE',
  originCountry: 'RO',
  monthlyIncome: '3200.50',
  incomeCurrency: 'EUR',
  monthlyExpenses: '1200',
  existingMonthlyDebts: '',
  employmentType: 'permanent',
  employmentDuration: '30',
  totalEmploymentDuration: '',
  age: '34',
  firstHome: 'true',
  maritalStatus: 'married',
  educationLevel: 'bachelor',
  propertyType: 'apartment',
  propertyValue: '140000',
  desiredLoanAmount: '115000',
  downPayment: '25000',
  currentSavings: '',
};

describe('validateStep (spec section 5, per-step fields and messages)', () => {
  it('checks both countries on step 1', () => {
    expect(validateStep(1, DEFAULT_VALUES)).toEqual({
      residenceCountry: 'validation.residenceCountry.required',
      originCountry: 'validation.originCountry.required',
    });
  });

  it('tells a missing income from a non-positive one, and accepts cents', () => {
    expect(validateStep(2, DEFAULT_VALUES)).toEqual({ monthlyIncome: 'validation.monthlyIncome.required' });
    expect(validateStep(2, { ...DEFAULT_VALUES, monthlyIncome: '-5' })).toEqual({ monthlyIncome: 'validation.monthlyIncome.positive' });
    expect(validateStep(2, { ...DEFAULT_VALUES, monthlyIncome: '2500.75' })).toEqual({});
    expect(validateStep(2, { ...DEFAULT_VALUES, monthlyIncome: '2500', monthlyExpenses: '-1' })).toEqual({
      monthlyExpenses: 'validation.monthlyExpenses.invalid',
    });
  });

  it('requires employment type and duration on step 3; total years optional but positive', () => {
    expect(validateStep(3, DEFAULT_VALUES)).toEqual({
      employmentType: 'validation.employmentType.required',
      employmentDuration: 'validation.employmentDuration.required',
    });
    expect(validateStep(3, { ...complete, totalEmploymentDuration: '0' })).toEqual({
      totalEmploymentDuration: 'validation.totalEmploymentDuration.positive',
    });
  });

  it('requires marital status on step 4 and education on step 5, though optional in the schema', () => {
    expect(validateStep(4, DEFAULT_VALUES)).toEqual({ maritalStatus: 'validation.maritalStatus.required' });
    expect(validateStep(4, { ...complete, age: '12' })).toEqual({ age: 'validation.age.invalid' });
    expect(validateStep(5, DEFAULT_VALUES)).toEqual({ educationLevel: 'validation.educationLevel.required' });
  });

  it('checks loan, property type and value on step 6', () => {
    expect(validateStep(6, DEFAULT_VALUES)).toEqual({
      desiredLoanAmount: 'validation.desiredLoanAmount.required',
      propertyType: 'validation.propertyType.required',
      propertyValue: 'validation.propertyValue.required',
    });
    expect(validateStep(6, { ...complete, propertyValue: '0' })).toEqual({ propertyValue: 'validation.propertyValue.positive' });
  });

  it('finds the first step with a problem', () => {
    expect(firstInvalidStep(complete)).toBeNull();
    expect(firstInvalidStep({ ...complete, educationLevel: '' })).toBe(5);
    expect(firstInvalidStep({ ...complete, residenceCountry: '' })).toBe(1);
  });
});

describe('payloads', () => {
  it('parses the form into the engine input', () => {
    expect(toAssessmentInput(complete)).toMatchObject({
      monthlyIncome: 3200.5,
      employmentDuration: 30,
      firstHome: true,
      age: 34,
      downPayment: 25000,
    });
    expect(toAssessmentInput(complete).currentSavings).toBeUndefined();
  });

  it('sends amounts as strings and counts as integers on submit (spec section 7)', () => {
    const payload = toSubmitPayload(toAssessmentInput(complete));
    expect(payload).toMatchObject({
      monthlyIncome: '3200.5',
      desiredLoanAmount: '115000',
      propertyValue: '140000',
      employmentDuration: 30,
      age: 34,
      firstHome: true,
      maritalStatus: 'married',
    });
    expect(payload).not.toHaveProperty('totalEmploymentDuration');
  });

  it('saves only the fields that are valid now, with the step', () => {
    const payload = buildDraftPayload({ ...DEFAULT_VALUES, residenceCountry: 'de', monthlyIncome: '-', employmentDuration: '12' }, 3);
    expect(payload).toEqual({ draftStep: 3, residenceCountry: 'DE', incomeCurrency: 'EUR', employmentDuration: 12 });
    expect(isEmptyDraft({ draftStep: 2 })).toBe(true);
    expect(isEmptyDraft(buildDraftPayload(DEFAULT_VALUES, 1))).toBe(true);
    expect(isEmptyDraft(payload)).toBe(false);
  });
});

describe('drafts and the landing hand-off (spec section 4)', () => {
  const draft = (fields: Partial<Assessment>) => ({ status: 'draft', ...fields }) as Partial<Assessment>;

  it('reads a stored draft into the form', () => {
    const values = valuesFromDraft(draft({ monthlyIncome: '3200.00', employmentDuration: 14, firstHome: false, maritalStatus: null }));
    expect(values).toMatchObject({ monthlyIncome: '3200', employmentDuration: '14', firstHome: 'false', maritalStatus: '', incomeCurrency: 'EUR' });
  });

  it('resumes at 5 with a property value, 4 with a type, 3 with employment, 2 with income or both countries, else 1', () => {
    expect(resumeStepForValues(valuesFromDraft(draft({ propertyValue: '100000.00' })))).toBe(5);
    expect(resumeStepForValues(valuesFromDraft(draft({ propertyType: 'house' })))).toBe(4);
    expect(resumeStepForValues(valuesFromDraft(draft({ employmentType: 'freelance' })))).toBe(3);
    expect(resumeStepForValues(valuesFromDraft(draft({ monthlyIncome: '10.00' })))).toBe(2);
    expect(resumeStepForValues(valuesFromDraft(draft({ residenceCountry: 'DE', originCountry: 'RO' })))).toBe(2);
    expect(resumeStepForValues(valuesFromDraft(draft({ residenceCountry: 'DE' })))).toBe(1);
  });

  it('opens on the hand-off at step 2 with its countries, else the draft, else step 1', () => {
    expect(wizardStart({})).toEqual({ values: DEFAULT_VALUES, step: 1 });
    const fromLanding = wizardStart({ preselection: { residenceCountry: 'fr', propertyCountry: 'bg' } });
    expect(fromLanding.step).toBe(2);
    expect(fromLanding.values).toMatchObject({ residenceCountry: 'FR', originCountry: 'BG' });
    const fromDraft = wizardStart({ draft: draft({ employmentType: 'permanent', monthlyIncome: '2000.00' }) });
    expect(fromDraft.step).toBe(3);
    expect(fromDraft.values.monthlyIncome).toBe('2000');
    const both = wizardStart({ draft: draft({ propertyValue: '1.00' }), preselection: { residenceCountry: 'DE', propertyCountry: 'RO' } });
    expect(both.step).toBe(2);
    expect(both.values).toMatchObject({ propertyValue: '1', originCountry: 'RO' });
  });
});
