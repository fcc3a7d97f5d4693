import { z } from 'zod';
import type { FieldAudiences, FieldDefinition, FieldStep } from './field-definition';
import { ASSESSMENT_FIELDS } from './registry';

/** The lists and maps every layer reads, derived from the registry (ADR 076): nothing here names a field. */

type Definitions = typeof ASSESSMENT_FIELDS;

export type AssessmentField = keyof Definitions;

/** Every field, in the registry's order (the order screens list them in). */
export const FIELD_NAMES = Object.keys(ASSESSMENT_FIELDS) as AssessmentField[];

export const fieldDefinition = (name: AssessmentField): FieldDefinition => ASSESSMENT_FIELDS[name];

/** True for the name of an assessment field (not the draft step, a result column or a form-only entry). */
export const isAssessmentField = (name: string): name is AssessmentField => Object.hasOwn(ASSESSMENT_FIELDS, name);

/** A value for every field, computed from its definition. */
export function mapFields<T>(map: (definition: FieldDefinition, name: AssessmentField) => T): Record<AssessmentField, T> {
  return Object.fromEntries(FIELD_NAMES.map((name) => [name, map(ASSESSMENT_FIELDS[name], name)])) as Record<AssessmentField, T>;
}

const fieldsWhere = (test: (definition: FieldDefinition) => boolean): AssessmentField[] =>
  FIELD_NAMES.filter((name) => test(ASSESSMENT_FIELDS[name]));

/** Every field with its API rule, so each wizard step can pick its own. */
export const assessmentFields = mapFields((definition) => definition.rule) as { readonly [K in AssessmentField]: Definitions[K]['rule'] };

/** Each field's rule in the wizard: the API's, or the stricter one its step asks with. */
export const wizardRules: Record<AssessmentField, z.ZodType> = mapFields((definition) => definition.wizardRule ?? definition.rule);

const STEPS: readonly FieldStep[] = [1, 2, 3, 4, 5, 6];

/** Fields each wizard step checks before Next (docs/product.md §5), in the registry's order; step 7 reviews them all. */
export const STEP_FIELDS: Readonly<Record<number, readonly AssessmentField[]>> = {
  ...Object.fromEntries(STEPS.map((step) => [step, fieldsWhere((definition) => definition.step === step)])),
  7: [],
};

/** Amounts, kept in cents: rounded half up before storing, sent as strings. */
export const MONEY_FIELDS = fieldsWhere((definition) => definition.kind === 'money');

/** Decimal places of each number field: cents for amounts, none for months, years and counts. */
export const NUMBER_FIELD_DECIMALS: Partial<Record<AssessmentField, number>> = Object.fromEntries(
  FIELD_NAMES.flatMap((name) => {
    const definition = ASSESSMENT_FIELDS[name];
    return definition.kind === 'money' || definition.kind === 'integer' ? [[name, definition.decimals]] : [];
  }),
);

/** The co-applicant's answers (issue 14): asked only with a co-applicant, cleared together. */
export const CO_APPLICANT_FIELDS = fieldsWhere((definition) => definition.isAboutCoApplicant === true);

/** Answers that describe the person rather than the loan (ADR 061). */
export const PERSONAL_FIELDS = fieldsWhere((definition) => definition.isPersonal === true);

/** The label of a field wherever it is named: `fields.<name>` of the translation namespace. */
export const fieldLabelKey = (name: AssessmentField) => `translation:fields.${name}` as const;

/** The fields an audience's screen shows in one place (a dialog's section, a table's column), in order. */
export function fieldsShownTo<A extends keyof FieldAudiences>(audience: A, place: NonNullable<FieldAudiences[A]>): AssessmentField[] {
  return fieldsWhere((definition) => definition.shownTo[audience] === place);
}

/** The field holding the currency of an amount, or null when it is in euros (or not an amount). */
export function currencyFieldOf(name: AssessmentField): AssessmentField | null {
  const definition = ASSESSMENT_FIELDS[name];
  return definition.kind === 'money' && definition.currency !== 'EUR' ? definition.currency : null;
}

type ShownToAdmin = { [K in AssessmentField]: Definitions[K]['shownTo']['admin'] extends null ? never : K }[AssessmentField];
type CurrencyFieldOf<K extends AssessmentField> = K extends AssessmentField
  ? Definitions[K] extends { currency: infer C extends AssessmentField }
    ? C
    : never
  : never;
/** The answers in an admin list's row: those its table shows, with the currencies of its amounts. */
export type AdminListField = ShownToAdmin | CurrencyFieldOf<ShownToAdmin>;

/** What GET /api/admin/assessments carries of the answers (AdminListField). */
export const ADMIN_LIST_FIELDS = (() => {
  const shown = fieldsWhere((definition) => definition.shownTo.admin !== null);
  const currencies = shown.map(currencyFieldOf).filter((name): name is AssessmentField => name !== null);
  return FIELD_NAMES.filter((name) => shown.includes(name) || currencies.includes(name));
})() as readonly AdminListField[];

// The stored answers, as the API returns them (money as strings, null when not given).

type StoredValue<D> = D extends { kind: 'money' }
  ? string
  : D extends { kind: 'integer' }
    ? number
    : D extends { kind: 'boolean' }
      ? boolean
      : D extends { values: readonly (infer V extends string)[] }
        ? V
        : string;

/** Every answer as stored and returned: its value, or null. */
export type StoredAnswers = { [K in AssessmentField]: StoredValue<Definitions[K]> | null };

function storedSchemaOf(definition: FieldDefinition): z.ZodType {
  switch (definition.kind) {
    case 'money':
      return z.string().nullable();
    case 'integer':
      return z.number().nullable();
    case 'boolean':
      return z.boolean().nullable();
    case 'enum':
      return z.enum(definition.values).nullable();
    case 'currency':
      return definition.values ? z.enum(definition.values).nullable() : z.string().nullable();
    case 'country':
      return z.string().nullable();
  }
}

/** Each answer's response schema, for the API's assessment shapes (core/schemas/assessment.ts, admin.ts). */
export const storedAnswerSchemas = mapFields(storedSchemaOf) as { [K in AssessmentField]: z.ZodType<StoredAnswers[K]> };

/** The response schemas of some answers (an admin list's, say). */
export function storedAnswerSchemasOf<const Names extends readonly AssessmentField[]>(names: Names) {
  return Object.fromEntries(names.map((name) => [name, storedAnswerSchemas[name]])) as { [K in Names[number]]: z.ZodType<StoredAnswers[K]> };
}
