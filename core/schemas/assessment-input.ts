import { z } from 'zod';
import { assessmentFields } from '../assessment-fields';
import { isBlank } from '../assessment-fields/field-rules';

/**
 * The assessment's input (docs/product.md §3, §5 and §7, plus the fields the engine needs): the
 * objects built from the field registry (core/assessment-fields, ADR 076) and the rules that
 * span fields. Messages are translation keys under `validation.` in the `translation` namespace.
 */
export { assessmentFields, MIN_MONTHLY_INCOME, STEP_FIELDS, type AssessmentField } from '../assessment-fields';

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
