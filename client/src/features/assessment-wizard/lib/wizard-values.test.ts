import { describe, expect, it } from 'vitest';
import type { Assessment } from '@core/schemas/assessment';
import {
  buildDraftPayload,
  DEFAULT_VALUES,
  errorFieldOf,
  firstInvalidStep,
  isEmptyDraft,
  relocalizeValues,
  resumeStepForValues,
  toAssessmentInput,
  toSubmitPayload,
  validateStep,
  validateWizardField,
  valuesFromDraft,
  wizardStart,
  type WizardValues,
} from './wizard-values';
import { LANGUAGES, type Language } from '@core/languages';

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

describe('validateStep (docs/product.md §5, per-step fields and messages)', () => {
  it('checks both countries on step 1', () => {
    expect(validateStep(1, DEFAULT_VALUES, 'en')).toEqual({
      residenceCountry: 'validation.residenceCountry.required',
      originCountry: 'validation.originCountry.required',
    });
  });

  it('tells a missing income from a non-positive one, and accepts cents', () => {
    expect(validateStep(2, DEFAULT_VALUES, 'en')).toEqual({ monthlyIncome: 'validation.monthlyIncome.required' });
    expect(validateStep(2, { ...DEFAULT_VALUES, monthlyIncome: '-5' }, 'en')).toEqual({ monthlyIncome: 'validation.monthlyIncome.positive' });
    expect(validateStep(2, { ...DEFAULT_VALUES, monthlyIncome: '2500.75' }, 'en')).toEqual({});
    expect(validateStep(2, { ...DEFAULT_VALUES, monthlyIncome: '2500', monthlyExpenses: '-1' }, 'en')).toEqual({
      monthlyExpenses: 'validation.monthlyExpenses.invalid',
    });
  });

  it('requires employment type and duration on step 3; total years optional but positive', () => {
    expect(validateStep(3, DEFAULT_VALUES, 'en')).toEqual({
      employmentType: 'validation.employmentType.required',
      employmentDuration: 'validation.employmentDuration.required',
    });
    expect(validateStep(3, { ...complete, totalEmploymentDuration: '-1' }, 'en')).toEqual({
      totalEmploymentDuration: 'validation.totalEmploymentDuration.positive',
    });
  });

  it('requires marital status on step 4 and education on step 5, though optional in the schema', () => {
    expect(validateStep(4, DEFAULT_VALUES, 'en')).toEqual({ maritalStatus: 'validation.maritalStatus.required' });
    expect(validateStep(4, { ...complete, age: '12' }, 'en')).toEqual({ age: 'validation.age.invalid' });
    expect(validateStep(5, DEFAULT_VALUES, 'en')).toEqual({ educationLevel: 'validation.educationLevel.required' });
  });

  it('checks loan, property type and value on step 6', () => {
    expect(validateStep(6, DEFAULT_VALUES, 'en')).toEqual({
      desiredLoanAmount: 'validation.desiredLoanAmount.required',
      propertyType: 'validation.propertyType.required',
      propertyValue: 'validation.propertyValue.required',
    });
    expect(validateStep(6, { ...complete, propertyValue: '0' }, 'en')).toEqual({ propertyValue: 'validation.propertyValue.positive' });
  });

  it('finds the first step with a problem', () => {
    expect(firstInvalidStep(complete, 'en')).toBeNull();
    expect(firstInvalidStep({ ...complete, educationLevel: '' }, 'en')).toBe(5);
    expect(firstInvalidStep({ ...complete, residenceCountry: '' }, 'en')).toBe(1);
  });
});

describe('payloads', () => {
  it('parses the form into the engine input', () => {
    expect(toAssessmentInput(complete, 'en')).toMatchObject({
      monthlyIncome: 3200.5,
      employmentDuration: 30,
      firstHome: true,
      age: 34,
      downPayment: 25000,
    });
    expect(toAssessmentInput(complete, 'en').currentSavings).toBeUndefined();
  });

  it('sends amounts as strings and counts as integers on submit (docs/product.md §7)', () => {
    const payload = toSubmitPayload(toAssessmentInput(complete, 'en'));
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
    const payload = buildDraftPayload({ ...DEFAULT_VALUES, residenceCountry: 'de', monthlyIncome: '-', employmentDuration: '12' }, 3, 'en');
    expect(payload).toEqual({ draftStep: 3, residenceCountry: 'DE', incomeCurrency: 'EUR', loanPurpose: 'owner_occupied', employmentDuration: 12 });
    expect(isEmptyDraft({ draftStep: 2 })).toBe(true);
    expect(isEmptyDraft(buildDraftPayload(DEFAULT_VALUES, 1, 'en'))).toBe(true);
    expect(isEmptyDraft(payload)).toBe(false);
  });
});

describe('loan and price (issue 10)', () => {
  it('refuses on step 6 a loan or a down payment above the property value, as the server does', () => {
    const values = { ...DEFAULT_VALUES, propertyType: 'apartment', propertyValue: '120000', desiredLoanAmount: '150000', downPayment: '130000' };
    expect(validateStep(6, values, 'en')).toEqual({
      desiredLoanAmount: 'validation.desiredLoanAmount.aboveValue',
      downPayment: 'validation.downPayment.aboveValue',
    });
    expect(validateStep(6, { ...values, desiredLoanAmount: '120000', downPayment: '' }, 'en')).toEqual({});
  });
});

describe('numbers as people type them (issue 12)', () => {
  const step2 = (monthlyIncome: string, language: Language) => validateStep(2, { ...complete, monthlyIncome }, language);
  const income = (monthlyIncome: string, language: Language) => toAssessmentInput({ ...complete, monthlyIncome }, language).monthlyIncome;

  it('reads each language the way it is written', () => {
    expect(income('3.000', 'ro')).toBe(3000);
    expect(income('3000,50', 'ro')).toBe(3000.5);
    expect(income('3 000,50', 'fr')).toBe(3000.5);
    expect(income('3,000.50', 'en')).toBe(3000.5);
    expect(income('3000', 'fr')).toBe(3000);
  });

  it('refuses an ambiguous entry instead of guessing, saying what it could mean', () => {
    const [message] = Object.values(step2('3,000', 'ro'));
    expect(message).toMatch(/^validation\.number\.ambiguous\|/);
    expect(JSON.parse(message!.split('|')[1])).toEqual({ first: '3', second: '3.000', field: 'monthlyIncome' });
    expect(Object.values(step2('3.5', 'ro'))[0]).toMatch(/^validation\.number\.separators\|/);
  });

  it('says "whole number" for 2.5 months and keeps years of experience within 0–50', () => {
    expect(Object.values(validateStep(3, { ...complete, employmentDuration: '2,5' }, 'ro'))[0]).toMatch(/^validation\.number\.notWhole\|/);
    expect(validateStep(3, { ...complete, totalEmploymentDuration: '0' }, 'en')).toEqual({});
    expect(validateStep(3, { ...complete, totalEmploymentDuration: '51' }, 'en')).toEqual({ totalEmploymentDuration: 'validation.totalEmploymentDuration.positive' });
  });

  it('takes an income pasted from a payslip or banking app, with its currency (issue 20)', () => {
    for (const language of LANGUAGES) {
      expect(step2('3 200,50 €', language)).toEqual({});
      expect(income('3 200,50 €', language)).toBe(3200.5);
      expect(income('€3,200', language)).toBe(3200);
      expect(income('3\u202f200,50\u00a0€', language)).toBe(3200.5);
    }
  });

  it('refuses a monthly income under 1 with the income field’s own message (issue 20: "0,5" was €0.50)', () => {
    expect(step2('0,5', 'ro')).toEqual({ monthlyIncome: 'validation.monthlyIncome.tooSmall' });
    expect(step2('0,5', 'fr')).toEqual({ monthlyIncome: 'validation.monthlyIncome.tooSmall' });
    expect(step2('0.5', 'en')).toEqual({ monthlyIncome: 'validation.monthlyIncome.tooSmall' });
    expect(step2('1', 'en')).toEqual({});
  });

  it('re-writes typed numbers when the language changes', () => {
    const values = relocalizeValues({ ...complete, monthlyIncome: '3.000,5', age: '34' }, 'ro', 'en');
    expect(values).toMatchObject({ monthlyIncome: '3,000.5', age: '34' });
  });
});

describe('drafts and the landing hand-off (docs/product.md §4)', () => {
  const draft = (fields: Partial<Assessment>) => ({ status: 'draft', ...fields }) as Partial<Assessment>;

  it('reads a stored draft into the form', () => {
    const values = valuesFromDraft(draft({ monthlyIncome: '3200.50', employmentDuration: 14, firstHome: false, maritalStatus: null }), 'en');
    expect(values).toMatchObject({ monthlyIncome: '3,200.5', employmentDuration: '14', firstHome: 'false', maritalStatus: '', incomeCurrency: 'EUR' });
    // Amounts are written the interface language's way, so they read back as they were stored.
    expect(valuesFromDraft(draft({ propertyValue: '120000.00' }), 'ro').propertyValue).toBe('120.000');
    expect(valuesFromDraft(draft({ propertyValue: '120000.00' }), 'fr').propertyValue).toBe('120\u202f000');
    const stored = valuesFromDraft(draft({ monthlyIncome: '3200.50' }), 'ro').monthlyIncome;
    expect(stored).toMatch(/^3\.?200,5$/);
    expect(toAssessmentInput({ ...complete, monthlyIncome: stored }, 'ro').monthlyIncome).toBe(3200.5);
  });

  it('resumes at 5 with a property value, 4 with a type, 3 with employment, 2 with income or both countries, else 1', () => {
    expect(resumeStepForValues(valuesFromDraft(draft({ propertyValue: '100000.00' }), 'en'), 'en')).toBe(5);
    expect(resumeStepForValues(valuesFromDraft(draft({ propertyType: 'house' }), 'en'), 'en')).toBe(4);
    expect(resumeStepForValues(valuesFromDraft(draft({ employmentType: 'freelance' }), 'en'), 'en')).toBe(3);
    expect(resumeStepForValues(valuesFromDraft(draft({ monthlyIncome: '10.00' }), 'en'), 'en')).toBe(2);
    expect(resumeStepForValues(valuesFromDraft(draft({ residenceCountry: 'DE', originCountry: 'RO' }), 'en'), 'en')).toBe(2);
    expect(resumeStepForValues(valuesFromDraft(draft({ residenceCountry: 'DE' }), 'en'), 'en')).toBe(1);
  });

  it('opens on the hand-off at step 2 with its countries, else the draft, else step 1', () => {
    expect(wizardStart({ language: 'en' })).toEqual({ values: DEFAULT_VALUES, step: 1 });
    const fromLanding = wizardStart({ preselection: { residenceCountry: 'fr', propertyCountry: 'bg' }, language: 'en' });
    expect(fromLanding.step).toBe(2);
    expect(fromLanding.values).toMatchObject({ residenceCountry: 'FR', originCountry: 'BG' });
    const fromDraft = wizardStart({ draft: draft({ employmentType: 'permanent', monthlyIncome: '2000.00' }), language: 'en' });
    expect(fromDraft.step).toBe(3);
    expect(fromDraft.values.monthlyIncome).toBe('2,000');
    const both = wizardStart({ draft: draft({ propertyValue: '1.00' }), preselection: { residenceCountry: 'DE', propertyCountry: 'RO' }, language: 'en' });
    expect(both.step).toBe(2);
    expect(both.values).toMatchObject({ propertyValue: '1', originCountry: 'RO' });
  });
});

describe('household and loan choices (issue 14)', () => {
  const household: WizardValues = {
    ...complete,
    coApplicantIncome: '2.400,50',
    coApplicantIncomeCurrency: 'GBP',
    coApplicantEmploymentType: 'temporary',
    coApplicantAge: '41',
    dependants: '2',
    rateType: 'fixed',
    fixedPeriodYears: '5',
    termYears: '25',
  };

  it('asks a co-applicant income for its currency and employment on step 2, as the server does', () => {
    const half = { ...complete, coApplicantIncome: '2000', coApplicantIncomeCurrency: '', coApplicantEmploymentType: '' };
    expect(validateStep(2, half, 'en')).toEqual({
      coApplicantIncomeCurrency: 'validation.coApplicantIncomeCurrency.required',
      coApplicantEmploymentType: 'validation.coApplicantEmploymentType.required',
    });
    expect(validateStep(2, { ...half, coApplicantIncomeCurrency: 'EUR', coApplicantEmploymentType: 'permanent' }, 'en')).toEqual({});
  });

  it('keeps dependants, the co-applicant\'s age, the fixed period and the term within their ranges', () => {
    expect(validateStep(4, { ...household, dependants: '21', coApplicantAge: '17' }, 'en')).toEqual({
      dependants: 'validation.dependants.invalid',
      coApplicantAge: 'validation.coApplicantAge.invalid',
    });
    expect(validateStep(6, { ...household, termYears: '4', fixedPeriodYears: '0' }, 'en')).toEqual({
      termYears: 'validation.termYears.invalid',
      fixedPeriodYears: 'validation.fixedPeriodYears.invalid',
    });
  });

  it('submits them (the co-applicant income as a string, read the language\'s way) and a draft keeps them', () => {
    const payload = toSubmitPayload(toAssessmentInput(household, 'ro'));
    expect(payload).toMatchObject({
      coApplicantIncome: '2400.5',
      coApplicantIncomeCurrency: 'GBP',
      coApplicantEmploymentType: 'temporary',
      coApplicantAge: 41,
      dependants: 2,
      rateType: 'fixed',
      fixedPeriodYears: 5,
      termYears: 25,
    });
    const draft = buildDraftPayload(household, 6, 'ro');
    const values = valuesFromDraft({ status: 'draft', ...draft, coApplicantIncome: '2400.50' } as unknown as Partial<Assessment>, 'ro');
    expect(values).toMatchObject({ coApplicantIncome: '2.400,5', coApplicantAge: '41', dependants: '2', rateType: 'fixed', fixedPeriodYears: '5', termYears: '25' });
  });
});

describe('loan currency and the price typed in the local currency (issue 19)', () => {
  const inLei: WizardValues = { ...complete, propertyValueCurrency: 'RON', propertyValueLocal: '696.752', propertyValue: '140.000' };

  it('checks the loan currency on step 6: optional, a three-letter code, saved in drafts and sent', () => {
    expect(validateStep(6, { ...complete, loanCurrency: '' }, 'en')).toEqual({});
    expect(validateStep(6, { ...complete, loanCurrency: 'PLN' }, 'en')).toEqual({});
    expect(validateStep(6, { ...complete, loanCurrency: 'zloty' }, 'en')).toEqual({ loanCurrency: 'validation.loanCurrency.invalid' });
    expect(toAssessmentInput({ ...complete, loanCurrency: 'RON' }, 'en').loanCurrency).toBe('RON');
    expect(toAssessmentInput({ ...complete, loanCurrency: '' }, 'en').loanCurrency).toBeUndefined();
    expect(buildDraftPayload({ ...complete, loanCurrency: 'EUR' }, 6, 'en')).toMatchObject({ loanCurrency: 'EUR' });
    expect(valuesFromDraft({ loanCurrency: 'RON' } as Partial<Assessment>, 'ro').loanCurrency).toBe('RON');
  });

  it('sends only the EUR property value: the typed local price and its currency stay in the form', () => {
    const input = toAssessmentInput(inLei, 'ro');
    expect(input.propertyValue).toBe(140_000);
    expect(input).not.toHaveProperty('propertyValueLocal');
    expect(input).not.toHaveProperty('propertyValueCurrency');
    const draft = buildDraftPayload(inLei, 6, 'ro');
    expect(draft).toMatchObject({ propertyValue: '140000' });
    expect(draft).not.toHaveProperty('propertyValueLocal');
    expect(draft).not.toHaveProperty('propertyValueCurrency');
  });

  it('shows an unreadable local price as the property value\'s error, not as a missing value', () => {
    const unreadable = { ...inLei, propertyValueLocal: '696,75,2', propertyValue: '' };
    expect(validateStep(6, unreadable, 'ro').propertyValue).toMatch(/^validation\.number\.invalid/);
    expect(validateStep(6, { ...inLei, propertyValueLocal: '', propertyValue: '' }, 'ro')).toMatchObject({ propertyValue: 'validation.propertyValue.required' });
    expect(validateStep(6, inLei, 'ro')).toEqual({});
    // In euros, the local entry left behind is not judged.
    expect(validateStep(6, { ...unreadable, propertyValueCurrency: '', propertyValue: '140.000' }, 'ro')).toEqual({});
    expect(validateWizardField('propertyValue', { ...unreadable, propertyValueCurrency: 'EUR', propertyValue: '140.000' }, 'ro')).toBeUndefined();
  });

  it('re-checks the property value when the local price or its currency changes', () => {
    expect(errorFieldOf('propertyValueLocal')).toBe('propertyValue');
    expect(errorFieldOf('propertyValueCurrency')).toBe('propertyValue');
    expect(errorFieldOf('monthlyIncome')).toBe('monthlyIncome');
    expect(errorFieldOf('somethingElse')).toBeNull();
  });

  it('re-writes the local price too when the language changes', () => {
    const next = relocalizeValues(inLei, 'ro', 'fr');
    expect(next.propertyValueLocal?.replace(/\s/g, ' ')).toBe('696 752');
    expect(next.propertyValue.replace(/\s/g, ' ')).toBe('140 000');
  });
});
