import { z } from 'zod';
import {
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  INCOME_CURRENCIES,
  LOAN_PURPOSES,
  MARITAL_STATUSES,
  PROPERTY_TYPES,
  RATE_TYPES,
} from '../constants';
import { toCents } from '../money/round';

/**
 * The assessment's input (docs/product.md §3, §5 and §7, plus the fields the engine needs).
 * Messages are translation keys under `validation.` in the `translation` namespace.
 * Amounts travel as strings or numbers; they are parsed to numbers here and stored as decimals.
 */

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Amounts are kept in cents (numeric(…, 2)), so they are checked as they will be stored:
 * 0.001 rounds to 0.00 and is not positive (issue 11); 1.005 is 1.01, half up as typed.
 */
const toTypedCents = (value: unknown) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value;
  return typeof number === 'number' && Number.isFinite(number) ? toCents(number) : number;
};

/**
 * The smallest monthly income taken (issue 20): one unit of its currency. No one's net month is
 * less, so a smaller figure is a slip ("0,5" typed or pasted for 500, or cents for euros); it is
 * refused with a message that names the field instead of scoring an income of €0.50.
 */
export const MIN_MONTHLY_INCOME = 1;

/** A required amount: missing -> `required`, not a positive finite number -> `positive`. */
const requiredAmount = (requiredKey: string, positiveKey: string, max = 1e9) =>
  z.preprocess(
    toTypedCents,
    z
      .number({ error: (issue) => (isBlank(issue.input) ? requiredKey : positiveKey) })
      .refine(Number.isFinite, { error: positiveKey })
      .positive({ error: positiveKey })
      .max(max, { error: positiveKey }),
  );

/** An optional amount that may be zero (savings, debts, expenses, down payment). */
const optionalNonNegativeAmount = (key: string, max = 1e9) =>
  z.preprocess(
    (value) => (isBlank(value) ? undefined : toTypedCents(value)),
    z.number({ error: key }).refine(Number.isFinite, { error: key }).min(0, { error: key }).max(max, { error: key }).optional(),
  );

/** A required whole number of months/years/age. */
const requiredInteger = (requiredKey: string, positiveKey: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value),
    z
      .number({ error: (issue) => (isBlank(issue.input) ? requiredKey : positiveKey) })
      .int({ error: positiveKey })
      .min(min, { error: positiveKey })
      .max(max, { error: positiveKey }),
  );

const optionalInteger = (key: string, min: number, max: number) =>
  z.preprocess(
    (value) => (isBlank(value) ? undefined : typeof value === 'string' ? Number(value.trim()) : value),
    z.number({ error: key }).int({ error: key }).min(min, { error: key }).max(max, { error: key }).optional(),
  );

/** Two-letter country code in any case, stored uppercase. */
const countryCode = (key: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    z.string({ error: key }).regex(/^[A-Z]{2}$/, { error: key }),
  );

const requiredEnum = <T extends readonly [string, ...string[]]>(values: T, key: string) =>
  z.enum(values, { error: key });

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, key: string) =>
  z.preprocess((value) => (isBlank(value) ? undefined : value), z.enum(values, { error: key }).optional());

const optionalBoolean = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : isBlank(value) ? undefined : value),
  z.boolean({ error: 'validation.firstHome.invalid' }).optional(),
);

/** Every field with its rule, so each wizard step can pick its own. */
export const assessmentFields = {
  residenceCountry: countryCode('validation.residenceCountry.required'),
  originCountry: countryCode('validation.originCountry.required'),
  monthlyIncome: requiredAmount('validation.monthlyIncome.required', 'validation.monthlyIncome.positive', 10_000_000).refine((income) => income >= MIN_MONTHLY_INCOME, {
    error: 'validation.monthlyIncome.tooSmall',
  }),
  incomeCurrency: requiredEnum(INCOME_CURRENCIES, 'validation.incomeCurrency.required'),
  monthlyExpenses: optionalNonNegativeAmount('validation.monthlyExpenses.invalid', 10_000_000),
  existingMonthlyDebts: optionalNonNegativeAmount('validation.existingMonthlyDebts.invalid', 10_000_000),
  employmentType: requiredEnum(EMPLOYMENT_TYPES, 'validation.employmentType.required'),
  employmentDuration: requiredInteger(
    'validation.employmentDuration.required',
    'validation.employmentDuration.positive',
    1,
    600,
  ),
  totalEmploymentDuration: optionalInteger('validation.totalEmploymentDuration.positive', 0, 50),
  age: optionalInteger('validation.age.invalid', 18, 100),
  firstHome: optionalBoolean,
  maritalStatus: optionalEnum(MARITAL_STATUSES, 'validation.maritalStatus.required'),
  educationLevel: optionalEnum(EDUCATION_LEVELS, 'validation.educationLevel.required'),
  desiredLoanAmount: requiredAmount('validation.desiredLoanAmount.required', 'validation.desiredLoanAmount.positive', 100_000_000),
  propertyType: requiredEnum(PROPERTY_TYPES, 'validation.propertyType.required'),
  propertyValue: requiredAmount('validation.propertyValue.required', 'validation.propertyValue.positive', 100_000_000),
  currentSavings: optionalNonNegativeAmount('validation.currentSavings.invalid', 100_000_000),
  downPayment: optionalNonNegativeAmount('validation.downPayment.invalid', 100_000_000),
  /** Missing means owner-occupied, the common case and the one the default caps describe. */
  loanPurpose: optionalEnum(LOAN_PURPOSES, 'validation.loanPurpose.invalid'),
  /**
   * Issue 19: the currency the applicant wants the loan in (RON or EUR in Romania, PLN or EUR in
   * Poland); missing = the one partner banks lend the most in. A code the country's banks do not
   * lend in is the same as missing (the result names the currencies there are).
   */
  loanCurrency: z.preprocess(
    (value) => (isBlank(value) ? undefined : typeof value === 'string' ? value.trim().toUpperCase() : value),
    z.string({ error: 'validation.loanCurrency.invalid' }).regex(/^[A-Z]{3}$/, { error: 'validation.loanCurrency.invalid' }).optional(),
  ),
  /** Missing means fixed for the longest period the route's rules know (see core/eligibility/rate-terms.ts). */
  rateType: optionalEnum(RATE_TYPES, 'validation.rateType.invalid'),
  fixedPeriodYears: optionalInteger('validation.fixedPeriodYears.invalid', 1, 40),
  /** Dependent children: SK's subsistence minimum and SI's residual income count them; elsewhere their living costs. */
  dependants: optionalInteger('validation.dependants.invalid', 0, 20),
  /** A term shorter than the longest the rules and banks allow (issue 14); missing = the longest. */
  termYears: optionalInteger('validation.termYears.invalid', 5, 40),
  /**
   * A co-applicant (issue 14): their net monthly income (in their currency), employment and age.
   * The income adds to the household's; the older age limits the term. All or nothing: see
   * coApplicantIssues.
   */
  coApplicantIncome: optionalNonNegativeAmount('validation.coApplicantIncome.invalid', 10_000_000),
  coApplicantIncomeCurrency: optionalEnum(INCOME_CURRENCIES, 'validation.coApplicantIncomeCurrency.required'),
  coApplicantEmploymentType: optionalEnum(EMPLOYMENT_TYPES, 'validation.coApplicantEmploymentType.required'),
  coApplicantAge: optionalInteger('validation.coApplicantAge.invalid', 18, 100),
} as const;

export type AssessmentField = keyof typeof assessmentFields;

/**
 * The loan cannot be more than the home is worth, and the down payment cannot be more than the
 * price: both would make every figure of the result meaningless (issue 10).
 */
interface PriceAmounts {
  desiredLoanAmount?: number;
  propertyValue?: number;
  downPayment?: number;
}

export function amountsIssues(input: PriceAmounts): Partial<Record<keyof PriceAmounts, string>> {
  const issues: Partial<Record<keyof PriceAmounts, string>> = {};
  const { desiredLoanAmount, propertyValue, downPayment } = input;
  // A missing or invalid price has its own message; comparing with it would only add noise.
  if (typeof propertyValue !== 'number' || !(propertyValue > 0)) return issues;
  if (typeof desiredLoanAmount === 'number' && desiredLoanAmount > propertyValue) {
    issues.desiredLoanAmount = 'validation.desiredLoanAmount.aboveValue';
  }
  if (typeof downPayment === 'number' && downPayment > propertyValue) issues.downPayment = 'validation.downPayment.aboveValue';
  return issues;
}

interface CoApplicantAnswers {
  coApplicantIncome?: number;
  coApplicantIncomeCurrency?: string;
  coApplicantEmploymentType?: string;
}

/** A co-applicant's income needs its currency and employment: an income in an unknown currency cannot be counted. */
export function coApplicantIssues(input: CoApplicantAnswers): Partial<Record<keyof CoApplicantAnswers, string>> {
  const issues: Partial<Record<keyof CoApplicantAnswers, string>> = {};
  if (typeof input.coApplicantIncome !== 'number' || input.coApplicantIncome <= 0) return issues;
  if (!input.coApplicantIncomeCurrency) issues.coApplicantIncomeCurrency = 'validation.coApplicantIncomeCurrency.required';
  if (!input.coApplicantEmploymentType) issues.coApplicantEmploymentType = 'validation.coApplicantEmploymentType.required';
  return issues;
}

/** Adds the cross-field rules (amounts, co-applicant) to an object schema of the assessment's fields. */
export function withAmountsRule<T extends z.ZodType<PriceAmounts & CoApplicantAnswers>>(schema: T): T {
  return schema.superRefine((input: PriceAmounts & CoApplicantAnswers, ctx) => {
    const issues = { ...amountsIssues(input), ...coApplicantIssues(input) };
    for (const [path, message] of Object.entries(issues)) ctx.addIssue({ code: 'custom', path: [path], message });
  }) as T;
}

/** The fields without the cross-field rule, for schemas that extend them (the wizard's). */
export const ZAssessmentFields = z.object(assessmentFields);

/** The complete input: what preview and submit accept. Unknown fields are dropped. */
export const ZAssessmentInput = withAmountsRule(ZAssessmentFields);
export type AssessmentInput = z.infer<typeof ZAssessmentFields>;

/** Fields each wizard step checks before Next (docs/product.md §5; steps 4 and 5 enforce their selects). */
export const STEP_FIELDS: Record<number, readonly AssessmentField[]> = {
  1: ['residenceCountry', 'originCountry'],
  2: [
    'monthlyIncome',
    'incomeCurrency',
    'monthlyExpenses',
    'existingMonthlyDebts',
    'coApplicantIncome',
    'coApplicantIncomeCurrency',
    'coApplicantEmploymentType',
  ],
  3: ['employmentType', 'employmentDuration', 'totalEmploymentDuration'],
  4: ['maritalStatus', 'age', 'firstHome', 'dependants', 'coApplicantAge'],
  5: ['educationLevel'],
  6: [
    'desiredLoanAmount',
    'propertyType',
    'propertyValue',
    'currentSavings',
    'downPayment',
    'loanPurpose',
    'loanCurrency',
    'rateType',
    'fixedPeriodYears',
    'termYears',
  ],
  7: [],
};

/**
 * A draft: any subset of the fields, each valid when present. Blank values are allowed
 * (the wizard saves as the user types); they are stored as missing.
 */
export const ZAssessmentDraft = z.object({
  ...Object.fromEntries(
    Object.entries(assessmentFields).map(([name, schema]) => [
      name,
      z.preprocess((value) => (isBlank(value) ? undefined : value), schema.optional()),
    ]),
  ),
  draftStep: z.preprocess(
    (value) => (isBlank(value) ? undefined : value),
    z.number({ error: 'validation.draftStep.invalid' }).int().min(1).max(7).optional(),
  ),
}) as unknown as z.ZodType<Partial<AssessmentInput> & { draftStep?: number }>;
export type AssessmentDraft = Partial<AssessmentInput> & { draftStep?: number };

/** docs/product.md §4: the wizard step a reloaded draft starts at. */
export function resumeStepForDraft(draft: Partial<AssessmentInput>): number {
  if (draft.propertyValue != null) return 5;
  if (draft.propertyType != null) return 4;
  if (draft.employmentType != null) return 3;
  if (draft.monthlyIncome != null || (draft.residenceCountry && draft.originCountry)) return 2;
  return 1;
}
