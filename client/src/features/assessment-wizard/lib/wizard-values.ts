import { z } from 'zod';
import {
  CO_APPLICANT_FIELDS,
  FIELD_NAMES,
  MONEY_FIELDS,
  NUMBER_FIELD_DECIMALS,
  fieldDefinition,
  isAssessmentField,
  wizardRules,
  type AssessmentField,
} from '@core/assessment-fields';
import { WIZARD_STEPS, type Language } from '@core/constants';
import type { Assessment } from '@core/schemas/assessment';
import {
  assessmentFields,
  resumeStepForDraft,
  amountsIssues,
  coApplicantIssues,
  STEP_FIELDS,
  withAmountsRule,
  ZAssessmentFields,
  type AssessmentDraft,
  type AssessmentInput,
} from '@core/schemas/assessment-input';

import { readLocalizedNumber, relocalizeNumber, writeLocalizedNumber } from '@/lib/localized-number';
import { localPriceTextError } from './property-currency';

/**
 * The wizard's form state and the pure rules around it: per-step validation (docs/product.md §5),
 * the payloads for preview, submit and drafts, and where a reloaded draft resumes (section 4).
 * Form values are the inputs' strings ('' = empty) as the user typed them, numbers in the
 * interface language's convention (issue 12: "3.000" in Romanian is three thousand); they are
 * read with core's number parser, then core's schemas check them.
 */
export type WizardValues = Record<AssessmentField, string> & Partial<Record<FormOnlyField, string>>;

/**
 * Form state that is never sent (issue 19): the currency the property price is typed in ('' or
 * EUR: euros) and the price as typed in it. The property value holds its EUR conversion, the
 * figure the engine, drafts and the review read.
 */
export const FORM_ONLY_FIELDS = ['propertyValueCurrency', 'propertyValueLocal'] as const;
export type FormOnlyField = (typeof FORM_ONLY_FIELDS)[number];

/** The local-currency price's entry is in use: a currency other than EUR is chosen. */
export const isLocalPriceEntry = (values: Partial<WizardValues>) => {
  const currency = values.propertyValueCurrency ?? '';
  return currency !== '' && currency !== 'EUR';
};

/** True when any co-applicant answer is given: the block stays open and step 4 asks their age. */
export const hasCoApplicant = (values: Partial<WizardValues>) => CO_APPLICANT_FIELDS.some((name) => (values[name] ?? '').trim() !== '');

const isNumberField = (name: AssessmentField) => NUMBER_FIELD_DECIMALS[name] !== undefined;

/** The value core's schema reads: a number field's plain decimal text, or an error message when it cannot be read. */
function canonicalValue(name: AssessmentField, value: string, language: Language): { value: string } | { message: string } {
  const decimals = NUMBER_FIELD_DECIMALS[name];
  if (decimals === undefined || value.trim() === '') return { value };
  const read = readLocalizedNumber(value, language, decimals, name);
  return read.ok ? { value: read.canonical } : { message: read.message };
}

/** Every number field in plain decimal text (for the schemas); unreadable ones as typed (the schema then refuses them). */
function canonicalValues(values: WizardValues, language: Language): WizardValues {
  const result = { ...values };
  for (const name of FIELD_NAMES) {
    const canonical = canonicalValue(name, values[name] ?? '', language);
    if ('value' in canonical) result[name] = canonical.value;
  }
  return result;
}

/** Number fields re-written when the interface language changes mid-form ("3.000" -> "3,000"). */
export function relocalizeValues(values: WizardValues, from: Language, to: Language): WizardValues {
  const result = { ...values };
  for (const name of FIELD_NAMES) {
    const decimals = NUMBER_FIELD_DECIMALS[name];
    if (decimals !== undefined) result[name] = relocalizeNumber(values[name] ?? '', from, to, decimals);
  }
  // The price typed in lei or złoty is an amount like the others.
  if (values.propertyValueLocal) result.propertyValueLocal = relocalizeNumber(values.propertyValueLocal, from, to, 2);
  return result;
}

/** Every entry the language's number convention applies to: the fields, and the price typed in the local currency. */
export const RELOCALIZED_NAMES = [...FIELD_NAMES, 'propertyValueLocal'] as const satisfies ReadonlyArray<keyof WizardValues>;

export const EMPTY_VALUES: WizardValues = Object.fromEntries(FIELD_NAMES.map((name) => [name, ''])) as WizardValues;

/** The income currency defaults to EUR (docs/product.md §9); the home is to live in unless the applicant says otherwise. */
export const DEFAULT_VALUES: WizardValues = { ...EMPTY_VALUES, incomeCurrency: 'EUR', loanPurpose: 'owner_occupied' };

/** The fields whose step asks what the API takes missing (marital status and education: steps 4 and 5). */
const WIZARD_ONLY_RULES = Object.fromEntries(FIELD_NAMES.filter((name) => fieldDefinition(name).wizardRule).map((name) => [name, wizardRules[name]]));

/** What the wizard submits: the API's input with its steps' stricter rules (the output is still an AssessmentInput). */
export const ZWizardInput = withAmountsRule(ZAssessmentFields.extend(WIZARD_ONLY_RULES)) as unknown as z.ZodType<AssessmentInput>;

/** Field -> translation key of its first problem. */
export type StepErrors = Partial<Record<AssessmentField, string>>;

export function validateField(name: AssessmentField, value: string, language: Language): string | undefined {
  const canonical = canonicalValue(name, value, language);
  if ('message' in canonical) return canonical.message;
  const parsed = wizardRules[name].safeParse(canonical.value);
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? 'validation.required');
}

/**
 * A price typed in lei or złoty that cannot be read: the property value's error (it has no EUR
 * figure, so it would otherwise only say "required").
 */
function localPriceError(values: Partial<WizardValues>, language: Language): string | undefined {
  return isLocalPriceEntry(values) ? localPriceTextError(values.propertyValueLocal ?? '', language) : undefined;
}

/** The field whose error an entry shows: the local price's is the property value's; null for form-only state. */
export function errorFieldOf(name: string): AssessmentField | null {
  if (name === 'propertyValueLocal' || name === 'propertyValueCurrency') return 'propertyValue';
  return isAssessmentField(name) ? name : null;
}

/** A field's problem as the form shows it (the property value's includes the local price's entry). */
export function validateWizardField(name: AssessmentField, values: Partial<WizardValues>, language: Language): string | undefined {
  if (name === 'propertyValue') {
    const local = localPriceError(values, language);
    if (local) return local;
  }
  return validateField(name, values[name] ?? '', language);
}

/** The problems of one step's fields (STEP_FIELDS); an empty object when the step may advance. */
export function validateStep(step: number, values: WizardValues, language: Language): StepErrors {
  const errors: StepErrors = {};
  const fields = STEP_FIELDS[step] ?? [];
  const parsed: Partial<AssessmentInput> = {};
  const canonical = canonicalValues(values, language);
  for (const name of fields) {
    const message = validateWizardField(name, values, language);
    if (message) errors[name] = message;
    else (parsed as Record<string, unknown>)[name] = wizardRules[name].parse(canonical[name] ?? '');
  }
  // The same cross-field rules as the server (loan and down payment within the price; a co-applicant's
  // income with its currency and employment), on the step that asks them.
  const crossField = { ...amountsIssues(parsed), ...coApplicantIssues(parsed) };
  for (const [name, message] of Object.entries(crossField) as Array<[AssessmentField, string]>) {
    if (fields.includes(name) && !errors[name]) errors[name] = message;
  }
  return errors;
}

/** The first step (1–6) with a problem, or null when everything can be submitted. */
export function firstInvalidStep(values: WizardValues, language: Language): number | null {
  for (let step = 1; step < WIZARD_STEPS; step++) {
    if (Object.keys(validateStep(step, values, language)).length > 0) return step;
  }
  return null;
}

/** The validated input (numbers, booleans) for the preview route and the engine. */
export function toAssessmentInput(values: WizardValues, language: Language): AssessmentInput {
  return ZWizardInput.parse(canonicalValues(values, language));
}

/**
 * POST /api/assessments body (docs/product.md §7): amounts as strings, months and years as
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
export function buildDraftPayload(values: WizardValues, step: number, language: Language): AssessmentDraft & Record<string, unknown> {
  const payload: Record<string, unknown> = { draftStep: Math.min(Math.max(1, Math.round(step)), WIZARD_STEPS) };
  const canonical = canonicalValues(values, language);
  for (const name of FIELD_NAMES) {
    const raw = canonical[name]?.trim() ?? '';
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

/** A stored value as the form's string: amounts "120000.00" -> "120.000" in Romanian, "120,000" in English. */
function toFormString(name: AssessmentField, value: unknown, language: Language): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const decimals = NUMBER_FIELD_DECIMALS[name];
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : null;
  if (number !== null && Number.isFinite(number)) return isNumberField(name) ? writeLocalizedNumber(number, language, decimals ?? 2) : String(number);
  return typeof value === 'string' ? value.trim() : '';
}

/** The form values of a stored draft (GET /api/assessments/draft), numbers written the language's way. */
export function valuesFromDraft(draft: Partial<Assessment>, language: Language): WizardValues {
  const values: WizardValues = { ...DEFAULT_VALUES };
  for (const name of FIELD_NAMES) {
    const stored = toFormString(name, (draft as Record<string, unknown>)[name], language);
    if (stored !== '') values[name] = stored;
  }
  return values;
}

/** docs/product.md §4: the step a reloaded draft starts at (core's rule on the draft's valid fields). */
export function resumeStepForValues(values: WizardValues, language: Language): number {
  const { draftStep: _ignored, ...draft } = buildDraftPayload(values, 1, language);
  return resumeStepForDraft(draft as Partial<AssessmentInput>);
}

export interface WizardStart {
  values: WizardValues;
  step: number;
}

/**
 * Where the wizard opens. The landing hand-off wins (countries prefilled, step 2,
 * docs/product.md §4), layered on a draft when there is one; else a draft resumes at the step §4 gives;
 * else a blank form at step 1.
 */
export function wizardStart({
  draft,
  preselection,
  language,
}: {
  draft?: Partial<Assessment> | null;
  preselection?: { residenceCountry: string; propertyCountry: string } | null;
  language: Language;
}): WizardStart {
  const values = draft ? valuesFromDraft(draft, language) : { ...DEFAULT_VALUES };
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
  if (draft) return { values, step: resumeStepForValues(values, language) };
  return { values, step: 1 };
}
