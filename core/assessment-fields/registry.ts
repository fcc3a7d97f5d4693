import {
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  INCOME_CURRENCIES,
  LOAN_PURPOSES,
  MARITAL_STATUSES,
  PROPERTY_TYPES,
  RATE_TYPES,
} from '../constants';
import { type FieldDefinition, booleanField, countryField, currencyField, enumField, integerField, moneyField } from './field-definition';
import { optionalInteger, optionalNonNegativeAmount, requiredAmount, requiredInteger } from './field-rules';

/**
 * The smallest monthly income taken (issue 20): one unit of its currency. No one's net month is
 * less, so a smaller figure is a slip ("0,5" typed or pasted for 500, or cents for euros); it is
 * refused with a message that names the field instead of scoring an income of €0.50.
 */
export const MIN_MONTHLY_INCOME = 1;

/**
 * Every answer of the assessment, defined once (issue 21, ADR 076): its rule, the wizard step
 * that asks it, its kind, the column that stores it and who sees it where. The schemas, the
 * wizard's steps and review, the stored row and its read-back, the applicant's, broker's and
 * admin's screens and the export derive from this object (see derived.ts).
 *
 * The order is the order every screen lists the answers in (a step's review, a dialog's section).
 *
 * Adding a field: an entry here, the engine's use of it, its texts (translation.json `fields` and
 * `validation`, wizard.json `fields`) and `npm run db:generate` for its column.
 */
export const ASSESSMENT_FIELDS = {
  residenceCountry: countryField({
    message: 'validation.residenceCountry.required',
    step: 1,
    column: 'residence_country',
    shownTo: { applicant: 'personal', broker: 'location', admin: 'countries' },
  }),
  originCountry: countryField({
    message: 'validation.originCountry.required',
    step: 1,
    column: 'origin_country',
    shownTo: { applicant: 'personal', broker: 'location', admin: 'countries' },
  }),
  age: integerField({
    rule: optionalInteger('validation.age.invalid', 18, 100),
    unit: 'age',
    step: 4,
    column: 'age',
    shownTo: { applicant: 'personal', broker: 'applicant', admin: null },
    isPersonal: true,
  }),
  maritalStatus: enumField({
    values: MARITAL_STATUSES,
    labels: 'translation:enums.maritalStatus',
    message: 'validation.maritalStatus.required',
    isAskedAsRequired: true,
    storedDefault: 'single',
    step: 4,
    column: 'marital_status',
    shownTo: { applicant: 'personal', broker: 'applicant', admin: null },
    isPersonal: true,
  }),
  educationLevel: enumField({
    values: EDUCATION_LEVELS,
    labels: 'translation:enums.educationLevel',
    message: 'validation.educationLevel.required',
    isAskedAsRequired: true,
    storedDefault: 'bachelor',
    step: 5,
    column: 'education_level',
    shownTo: { applicant: null, broker: 'applicant', admin: null },
    isPersonal: true,
  }),
  firstHome: booleanField({
    message: 'validation.firstHome.invalid',
    step: 4,
    column: 'first_home',
    shownTo: { applicant: null, broker: 'applicant', admin: null },
    isPersonal: true,
  }),
  monthlyIncome: moneyField({
    rule: requiredAmount('validation.monthlyIncome.required', 'validation.monthlyIncome.positive', 10_000_000).refine(
      (income) => income >= MIN_MONTHLY_INCOME,
      { error: 'validation.monthlyIncome.tooSmall' },
    ),
    currency: 'incomeCurrency',
    precision: 10,
    step: 2,
    column: 'monthly_income',
    shownTo: { applicant: 'financial', broker: 'financial', admin: 'income' },
  }),
  incomeCurrency: currencyField({
    values: INCOME_CURRENCIES,
    isRequired: true,
    message: 'validation.incomeCurrency.required',
    step: 2,
    column: 'income_currency',
    // Shown with the amounts in it (the income, expenses and debts).
    shownTo: { applicant: null, broker: null, admin: null },
  }),
  employmentType: enumField({
    values: EMPLOYMENT_TYPES,
    isRequired: true,
    labels: 'translation:enums.employmentType',
    message: 'validation.employmentType.required',
    step: 3,
    column: 'employment_type',
    shownTo: { applicant: 'financial', broker: 'financial', admin: 'income' },
  }),
  employmentDuration: integerField({
    rule: requiredInteger('validation.employmentDuration.required', 'validation.employmentDuration.positive', 1, 600),
    unit: 'months',
    step: 3,
    column: 'employment_duration',
    shownTo: { applicant: null, broker: 'financial', admin: null },
  }),
  totalEmploymentDuration: integerField({
    rule: optionalInteger('validation.totalEmploymentDuration.positive', 0, 50),
    unit: 'years',
    step: 3,
    column: 'total_employment_duration',
    shownTo: { applicant: null, broker: null, admin: null },
  }),
  monthlyExpenses: moneyField({
    rule: optionalNonNegativeAmount('validation.monthlyExpenses.invalid', 10_000_000),
    currency: 'incomeCurrency',
    precision: 12,
    step: 2,
    column: 'monthly_expenses',
    shownTo: { applicant: 'financial', broker: 'financial', admin: null },
  }),
  existingMonthlyDebts: moneyField({
    rule: optionalNonNegativeAmount('validation.existingMonthlyDebts.invalid', 10_000_000),
    currency: 'incomeCurrency',
    precision: 12,
    step: 2,
    column: 'existing_monthly_debts',
    shownTo: { applicant: null, broker: 'financial', admin: null },
  }),
  propertyType: enumField({
    values: PROPERTY_TYPES,
    isRequired: true,
    labels: 'translation:enums.propertyType',
    message: 'validation.propertyType.required',
    step: 6,
    column: 'property_type',
    shownTo: { applicant: 'property', broker: 'location', admin: 'property' },
  }),
  /** Missing means owner-occupied, the common case and the one the default caps describe. */
  loanPurpose: enumField({
    values: LOAN_PURPOSES,
    labels: 'translation:enums.loanPurpose',
    message: 'validation.loanPurpose.invalid',
    step: 6,
    column: 'loan_purpose',
    shownTo: { applicant: null, broker: null, admin: null },
  }),
  propertyValue: moneyField({
    rule: requiredAmount('validation.propertyValue.required', 'validation.propertyValue.positive', 100_000_000),
    currency: 'EUR',
    precision: 12,
    step: 6,
    column: 'property_value',
    shownTo: { applicant: 'property', broker: 'location', admin: 'property' },
  }),
  desiredLoanAmount: moneyField({
    rule: requiredAmount('validation.desiredLoanAmount.required', 'validation.desiredLoanAmount.positive', 100_000_000),
    currency: 'EUR',
    precision: 12,
    step: 6,
    column: 'desired_loan_amount',
    shownTo: { applicant: 'property', broker: 'loan', admin: 'loan' },
  }),
  downPayment: moneyField({
    rule: optionalNonNegativeAmount('validation.downPayment.invalid', 100_000_000),
    currency: 'EUR',
    precision: 12,
    step: 6,
    column: 'down_payment',
    shownTo: { applicant: 'property', broker: 'financial', admin: null },
  }),
  currentSavings: moneyField({
    rule: optionalNonNegativeAmount('validation.currentSavings.invalid', 100_000_000),
    currency: 'EUR',
    precision: 12,
    step: 6,
    column: 'current_savings',
    shownTo: { applicant: 'financial', broker: 'financial', admin: null },
  }),
  /**
   * Issue 19: the currency the applicant wants the loan in (RON or EUR in Romania, PLN or EUR in
   * Poland); missing = the one partner banks lend the most in. A code the country's banks do not
   * lend in is the same as missing (the result names the currencies there are).
   */
  loanCurrency: currencyField({
    values: null,
    message: 'validation.loanCurrency.invalid',
    step: 6,
    column: 'loan_currency',
    shownTo: { applicant: 'property', broker: 'loan', admin: null },
  }),
  /** Missing means fixed for the longest period the route's rules know (see core/eligibility/rate-terms.ts). */
  rateType: enumField({
    values: RATE_TYPES,
    labels: 'wizard:rateTypes',
    message: 'validation.rateType.invalid',
    step: 6,
    column: 'rate_type',
    shownTo: { applicant: null, broker: null, admin: null },
  }),
  fixedPeriodYears: integerField({
    rule: optionalInteger('validation.fixedPeriodYears.invalid', 1, 40),
    unit: 'years',
    step: 6,
    column: 'fixed_period_years',
    shownTo: { applicant: null, broker: null, admin: null },
  }),
  /** A term shorter than the longest the rules and banks allow (issue 14); missing = the longest. */
  termYears: integerField({
    rule: optionalInteger('validation.termYears.invalid', 5, 40),
    unit: 'years',
    step: 6,
    column: 'term_years',
    shownTo: { applicant: null, broker: null, admin: null },
  }),
  /**
   * A co-applicant (issue 14): their net monthly income (in their currency), employment and age.
   * The income adds to the household's; the older age limits the term. All or nothing: see
   * coApplicantIssues.
   */
  coApplicantIncome: moneyField({
    rule: optionalNonNegativeAmount('validation.coApplicantIncome.invalid', 10_000_000),
    currency: 'coApplicantIncomeCurrency',
    precision: 10,
    step: 2,
    column: 'co_applicant_income',
    shownTo: { applicant: 'household', broker: 'household', admin: 'household' },
    isAboutCoApplicant: true,
  }),
  coApplicantIncomeCurrency: currencyField({
    values: INCOME_CURRENCIES,
    message: 'validation.coApplicantIncomeCurrency.required',
    step: 2,
    column: 'co_applicant_income_currency',
    // Shown with the co-applicant's income.
    shownTo: { applicant: null, broker: null, admin: null },
    isAboutCoApplicant: true,
  }),
  coApplicantEmploymentType: enumField({
    values: EMPLOYMENT_TYPES,
    labels: 'translation:enums.employmentType',
    message: 'validation.coApplicantEmploymentType.required',
    step: 2,
    column: 'co_applicant_employment_type',
    shownTo: { applicant: 'household', broker: 'household', admin: 'household' },
    isAboutCoApplicant: true,
  }),
  coApplicantAge: integerField({
    rule: optionalInteger('validation.coApplicantAge.invalid', 18, 100),
    unit: 'age',
    step: 4,
    column: 'co_applicant_age',
    shownTo: { applicant: 'household', broker: 'household', admin: 'household' },
    isAboutCoApplicant: true,
  }),
  /** Dependent children: SK's subsistence minimum and SI's residual income count them; elsewhere their living costs. */
  dependants: integerField({
    rule: optionalInteger('validation.dependants.invalid', 0, 20),
    unit: 'count',
    step: 4,
    column: 'dependants',
    shownTo: { applicant: 'household', broker: 'household', admin: 'household' },
  }),
} satisfies Record<string, FieldDefinition>;
