import type { z } from 'zod';
import { optionalBoolean, optionalCurrencyCode, optionalEnum, requiredEnum, countryCode } from './field-rules';

/**
 * What the registry says about one assessment field (ADR 076). Everything a layer needs to
 * handle a field is here, so the layers derive their lists instead of keeping their own.
 */

export type FieldKind = 'money' | 'integer' | 'enum' | 'boolean' | 'country' | 'currency';

/** The wizard step that asks it (docs/product.md §5); step 7 is the review of them all. */
export type FieldStep = 1 | 2 | 3 | 4 | 5 | 6;

/** The sections of the applicant's assessment dialog (features/assessments). */
export type ApplicantSection = 'personal' | 'financial' | 'property' | 'household';
/** The sections of the broker's evaluation dialog (features/broker). */
export type BrokerSection = 'applicant' | 'location' | 'financial' | 'household' | 'loan';
/** The columns of the admin's assessments table (features/admin). */
export type AdminColumn = 'countries' | 'income' | 'household' | 'loan' | 'property';

/**
 * Where each audience reads the answer; null = that screen does not show it. The API's
 * assessment (applicant, broker) and the account export always carry every field; the admin's
 * list carries the fields it shows (GET /api/admin/assessments).
 */
export interface FieldAudiences {
  applicant: ApplicantSection | null;
  broker: BrokerSection | null;
  admin: AdminColumn | null;
}

/** The currency an amount is in: the field holding the applicant's income currency, the co-applicant's, or euros. */
export type AmountCurrency = 'incomeCurrency' | 'coApplicantIncomeCurrency' | 'EUR';

/** What a whole number counts: months and years are written with their unit; an age (in years) and a count bare beside their label. */
export type IntegerUnit = 'months' | 'years' | 'age' | 'count';

type Choices = readonly [string, ...string[]];

interface CommonDefinition<Rule extends z.ZodType> {
  /** The API's rule (preview, submit, draft); messages are keys under `validation.`. */
  rule: Rule;
  /**
   * The wizard's own rule, when the wizard asks for what the API takes missing (marital status
   * and education: docs/product.md §5, steps 4 and 5).
   */
  wizardRule?: z.ZodType;
  step: FieldStep;
  /** The column of the assessments table (snake_case; the migration creates it). */
  column: string;
  shownTo: FieldAudiences;
  /** Describes the person rather than the loan: cleared from a kept assessment when the account is deleted (ADR 061). */
  isPersonal?: true;
  /** Asked about the co-applicant (issue 14): the wizard asks it only with one. */
  isAboutCoApplicant?: true;
}

export interface MoneyDefinition<Rule extends z.ZodType = z.ZodType> extends CommonDefinition<Rule> {
  kind: 'money';
  /** Kept in cents: numeric(precision, 2), rounded half up before it is stored. */
  decimals: 2;
  currency: AmountCurrency;
  /** Total digits of the numeric column. */
  precision: 10 | 12;
}

export interface IntegerDefinition<Rule extends z.ZodType = z.ZodType> extends CommonDefinition<Rule> {
  kind: 'integer';
  decimals: 0;
  unit: IntegerUnit;
}

export interface EnumDefinition<Values extends Choices = Choices, Rule extends z.ZodType = z.ZodType> extends CommonDefinition<Rule> {
  kind: 'enum';
  values: Values;
  /** Translation key prefix of the values' labels: `${labels}.${value}`. */
  labels: string;
  /** The column's default in the database since migration 0000 (every write sets the column; the default only fills rows written by hand). */
  storedDefault?: Values[number];
}

export interface BooleanDefinition<Rule extends z.ZodType = z.ZodType> extends CommonDefinition<Rule> {
  kind: 'boolean';
}

export interface CountryDefinition<Rule extends z.ZodType = z.ZodType> extends CommonDefinition<Rule> {
  kind: 'country';
}

/** A currency code: one of `values`, or any three letters when values is null (the loan currency, which the country's banks decide). */
export interface CurrencyDefinition<Values extends Choices | null = Choices | null, Rule extends z.ZodType = z.ZodType> extends CommonDefinition<Rule> {
  kind: 'currency';
  values: Values;
}

export type FieldDefinition =
  | MoneyDefinition
  | IntegerDefinition
  | EnumDefinition
  | BooleanDefinition
  | CountryDefinition
  | CurrencyDefinition;

// Builders: each fills in what its kind implies, so an entry says only what is its own. They keep
// each entry's literal types (its audiences, its currency), so types can be derived from them.

type Own<D, Implied extends keyof D> = Omit<D, 'kind' | Implied>;

export const moneyField = <const D extends Own<MoneyDefinition, 'decimals'>>(definition: D) => ({
  kind: 'money' as const,
  decimals: 2 as const,
  ...definition,
});

export const integerField = <const D extends Own<IntegerDefinition, 'decimals'>>(definition: D) => ({
  kind: 'integer' as const,
  decimals: 0 as const,
  ...definition,
});

/**
 * One of `values`; `message` is the key shown for a missing (when required) or unknown value.
 * isAskedAsRequired: the API takes it missing, the wizard's step does not let it be skipped.
 */
export const enumField = <
  const Values extends Choices,
  const D extends Own<EnumDefinition<Values>, 'rule' | 'wizardRule' | 'values'>,
  const IsRequired extends boolean = false,
>({
  values,
  isRequired,
  isAskedAsRequired,
  message,
  ...definition
}: D & { values: Values; isRequired?: IsRequired; isAskedAsRequired?: true; message: string }) => ({
  kind: 'enum' as const,
  values,
  rule: (isRequired ? requiredEnum(values, message) : optionalEnum(values, message)) as IsRequired extends true
    ? ReturnType<typeof requiredEnum<Values>>
    : ReturnType<typeof optionalEnum<Values>>,
  ...(isAskedAsRequired ? { wizardRule: requiredEnum(values, message) } : {}),
  ...(definition as Omit<D, 'values' | 'isRequired' | 'isAskedAsRequired' | 'message'>),
});

export const booleanField = <const D extends Own<BooleanDefinition, 'rule'>>({ message, ...definition }: D & { message: string }) => ({
  kind: 'boolean' as const,
  rule: optionalBoolean(message),
  ...(definition as Omit<D, 'message'>),
});

/** A required two-letter country code. */
export const countryField = <const D extends Own<CountryDefinition, 'rule'>>({ message, ...definition }: D & { message: string }) => ({
  kind: 'country' as const,
  rule: countryCode(message),
  ...(definition as Omit<D, 'message'>),
});

/** A currency from `values` (required or not), or, with values null, any optional three-letter code. */
export const currencyField = <
  const Values extends Choices | null,
  const D extends Own<CurrencyDefinition<Values>, 'rule' | 'values'>,
  const IsRequired extends boolean = false,
>({
  values,
  isRequired,
  message,
  ...definition
}: D & { values: Values; isRequired?: IsRequired; message: string }) => ({
  kind: 'currency' as const,
  values,
  rule: (values === null ? optionalCurrencyCode(message) : isRequired ? requiredEnum(values, message) : optionalEnum(values, message)) as Values extends Choices
    ? IsRequired extends true
      ? ReturnType<typeof requiredEnum<Values>>
      : ReturnType<typeof optionalEnum<Values>>
    : ReturnType<typeof optionalCurrencyCode>,
  ...(definition as Omit<D, 'values' | 'isRequired' | 'message'>),
});
