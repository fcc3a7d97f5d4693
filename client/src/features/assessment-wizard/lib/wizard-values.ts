import { z } from 'zod';
import { EDUCATION_LEVELS, MARITAL_STATUSES, WIZARD_STEPS } from '@core/constants';
import type { Assessment } from '@core/schemas/assessment';
import {
  assessmentFields,
  resumeStepForDraft,
  STEP_FIELDS,
  ZAssessmentInput,
  type AssessmentDraft,
  type AssessmentField,
  type AssessmentInput,
} from '@core/schemas/assessment-input';

/**
 * The wizard's form state and the pure rules around it: per-step validation (spec section 5),
 * the payloads for preview, submit and drafts, and where a reloaded draft resumes (section 4).
 * Form values are the inputs' strings ('' = empty); core/ parses them.
 */
export type WizardValues = Record<AssessmentField, string>;

export const FIELD_NAMES = Object.keys(assessmentFields) as AssessmentField[];

export const EMPTY_VALUES: WizardValues = Object.fromEntries(FIELD_NAMES.map((name) => [name, ''])) as WizardValues;

/** The income currency defaults to EUR (spec section 9). */
export const DEFAULT_VALUES: WizardValues = { ...EMPTY_VALUES, incomeCurrency: 'EUR' };

/** Marital status and education are optional in the schema but required by steps 4 and 5. */
const wizardFields = {
  ...assessmentFields,
  maritalStatus: z.enum(MARITAL_STATUSES, { error: 'validation.maritalStatus.required' }),
  educationLevel: z.enum(EDUCATION_LEVELS, { error: 'validation.educationLevel.required' }),
} as const;

export const ZWizardInput = ZAssessmentInput.extend({
  maritalStatus: wizardFields.maritalStatus,
  educationLevel: wizardFields.educationLevel,
});

/** Field -> translation key of its first problem. */
export type StepErrors = Partial<Record<AssessmentField, string>>;

export function validateField(name: AssessmentField, value: string): string | undefined {
  const parsed = wizardFields[name].safeParse(value);
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? 'validation.required');
}

/** The problems of one step's fields (STEP_FIELDS); an empty object when the step may advance. */
export function validateStep(step: number, values: WizardValues): StepErrors {
  const errors: StepErrors = {};
  for (const name of STEP_FIELDS[step] ?? []) {
    const message = validateField(name, values[name] ?? '');
    if (message) errors[name] = message;
  }
  return errors;
}

/** The first step (1–6) with a problem, or null when everything can be submitted. */
export function firstInvalidStep(values: WizardValues): number | null {
  for (let step = 1; step < WIZARD_STEPS; step++) {
    if (Object.keys(validateStep(step, values)).length > 0) return step;
  }
  return null;
}

/** The validated input (numbers, booleans) for the preview route and the engine. */
export function toAssessmentInput(values: WizardValues): AssessmentInput {
  return ZWizardInput.parse(values);
}

const MONEY_FIELDS = [
  'monthlyIncome',
  'monthlyExpenses',
  'existingMonthlyDebts',
  'desiredLoanAmount',
  'propertyValue',
  'currentSavings',
  'downPayment',
] as const satisfies readonly AssessmentField[];

/**
 * POST /api/assessments body (spec section 7): amounts as strings, months and years as
 * integers; fields left empty are not sent.
 */
export function toSubmitPayload(input: AssessmentInput): Record<string, string | number | boolean> {
  const payload: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    payload[name] = (MONEY_FIELDS as readonly string[]).includes(name) ? String(value) : value;
  }
  return payload;
}

/**
 * PUT /api/assessments/draft body: the fields that are valid right now (a half-typed amount is
 * left out rather than refused by the server) and the step the user is on.
 */
export function buildDraftPayload(values: WizardValues, step: number): AssessmentDraft & Record<string, unknown> {
  const payload: Record<string, unknown> = { draftStep: Math.min(Math.max(1, Math.round(step)), WIZARD_STEPS) };
  for (const name of FIELD_NAMES) {
    const raw = values[name]?.trim() ?? '';
    if (raw === '') continue;
    const parsed = assessmentFields[name].safeParse(raw);
    if (!parsed.success || parsed.data === undefined) continue;
    payload[name] = (MONEY_FIELDS as readonly string[]).includes(name) ? String(parsed.data) : parsed.data;
  }
  return payload as AssessmentDraft & Record<string, unknown>;
}

/** True when a draft payload holds no answer of the user's (only the step and defaults): nothing worth saving. */
export function isEmptyDraft(payload: Record<string, unknown>): boolean {
  return Object.entries(payload).every(
    ([key, value]) => key === 'draftStep' || DEFAULT_VALUES[key as AssessmentField] === value,
  );
}

/** A stored value as the form's string: amounts "120000.00" -> "120000". */
function toFormString(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed !== '' && /^-?\d+(\.\d+)?$/.test(trimmed)) return String(Number(trimmed));
    return trimmed;
  }
  return '';
}

/** The form values of a stored draft (GET /api/assessments/draft). */
export function valuesFromDraft(draft: Partial<Assessment>): WizardValues {
  const values: WizardValues = { ...DEFAULT_VALUES };
  for (const name of FIELD_NAMES) {
    const stored = toFormString((draft as Record<string, unknown>)[name]);
    if (stored !== '') values[name] = stored;
  }
  return values;
}

/** Spec section 4: the step a reloaded draft starts at (core's rule on the draft's valid fields). */
export function resumeStepForValues(values: WizardValues): number {
  const { draftStep: _ignored, ...draft } = buildDraftPayload(values, 1);
  return resumeStepForDraft(draft as Partial<AssessmentInput>);
}

export interface WizardStart {
  values: WizardValues;
  step: number;
}

/**
 * Where the wizard opens. The landing hand-off wins (countries prefilled, step 2, spec
 * section 4), layered on a draft when there is one; else a draft resumes at the spec's step;
 * else a blank form at step 1.
 */
export function wizardStart({
  draft,
  preselection,
}: {
  draft?: Partial<Assessment> | null;
  preselection?: { residenceCountry: string; propertyCountry: string } | null;
}): WizardStart {
  const values = draft ? valuesFromDraft(draft) : { ...DEFAULT_VALUES };
  if (preselection) {
    return {
      values: {
        ...values,
        residenceCountry: preselection.residenceCountry.toUpperCase(),
        originCountry: preselection.propertyCountry.toUpperCase(),
      },
      step: 2,
    };
  }
  if (draft) return { values, step: resumeStepForValues(values) };
  return { values, step: 1 };
}
