import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { DocumentType, EmploymentType, Language } from '@core/constants';
import { ZBankCreate, ZBankUpdate, type AdminBank, type BankCreate, type BankCriterion, type BankImpactRequest } from '@core/schemas/admin';
import type { AdminBankCharge, BankChargeInput } from '@core/schemas/admin-costs';
import { writeLocalizedDecimal } from '@/lib/localized-number';
import { contextLanguage, NUMBER_DECIMALS, readNumberFields, type NumberFieldRule } from './number-fields';
import { fractionToPercentText, readPercent } from './percent';

/** One loan currency's representative offer as typed: a rate, and for a fixed period its years and the rate after. */
export interface RateFormValues {
  rate: string;
  fixedYears: string;
  rateAfter: string;
}

/**
 * The bank dialog's values (issue 19: every criterion that changes a result). Numbers are text
 * typed the interface language's way; shares (LTV cap, currency cut) are percentages; lists of
 * codes are typed "EUR, RON"; choices are checkbox lists; the charges are edited in their own
 * dialog and kept here as the API shows them.
 */
export interface BankFormValues {
  name: string;
  countryCode: string;
  description: string;
  website: string;
  /** One feature per line. */
  features: string;
  isActive: boolean;
  acceptsInternationalIncome: boolean;
  minLoanAmount: string;
  maxLoanAmount: string;
  interestRateMin: string;
  interestRateMax: string;
  /** Empty: the country's longest term. */
  maxTermYears: string;
  /** "EUR, RON" */
  loanCurrencies: string;
  /** By loan currency; a currency no longer listed keeps what was typed, unsent. */
  rates: Record<string, RateFormValues>;
  /** "DE, FR"; empty: any country of residence. */
  acceptedResidenceCountries: string;
  /** "EUR"; empty: any income currency. */
  acceptedIncomeCurrencies: string;
  /** Percent; empty: the exchange-rate table's cut. */
  foreignIncomeHaircut: string;
  acceptedEmploymentTypes: EmploymentType[];
  minEmploymentMonths: string;
  minTotalEmploymentMonths: string;
  /** The bank's age at the last instalment; empty = the country's. */
  maxAgeAtMaturity: string;
  /** Percent; empty: no lower cap for people living abroad. */
  nonResidentLtvCap: string;
  nonResidentMaxTermYears: string;
  requiredDocuments: DocumentType[];
  translatedDocuments: DocumentType[];
  apostilledDocuments: DocumentType[];
  criteriaSource: string;
  /** YYYY-MM-DD */
  criteriaVerifiedOn: string;
  criteriaEstimates: BankCriterion[];
  charges: AdminBankCharge[];
}

const emptyRate = (): RateFormValues => ({ rate: '', fixedYears: '', rateAfter: '' });

/**
 * The form's values; numbers without trailing zeros in the interface language ("1500.00" ->
 * "1500", "3.80" -> "3.8", "3,8" in Romanian and French; English when not given).
 */
export function bankFormValues(bank?: AdminBank | null, defaultCountryCode = '', language: Language = 'en'): BankFormValues {
  const plain = (decimal: string) => writeLocalizedDecimal(decimal, language);
  const whole = (value: number | null) => (value === null ? '' : String(value));
  if (!bank) {
    return {
      name: '',
      countryCode: defaultCountryCode,
      description: '',
      website: '',
      features: '',
      isActive: true,
      acceptsInternationalIncome: true,
      minLoanAmount: '',
      maxLoanAmount: '',
      interestRateMin: '',
      interestRateMax: '',
      maxTermYears: '',
      loanCurrencies: 'EUR',
      rates: { EUR: emptyRate() },
      acceptedResidenceCountries: '',
      acceptedIncomeCurrencies: '',
      foreignIncomeHaircut: '',
      acceptedEmploymentTypes: [],
      minEmploymentMonths: '',
      minTotalEmploymentMonths: '',
      maxAgeAtMaturity: '',
      nonResidentLtvCap: '',
      nonResidentMaxTermYears: '',
      requiredDocuments: [],
      translatedDocuments: [],
      apostilledDocuments: [],
      criteriaSource: '',
      criteriaVerifiedOn: '',
      criteriaEstimates: [],
      charges: [],
    };
  }
  const rates: Record<string, RateFormValues> = {};
  for (const [currency, offer] of Object.entries(bank.representativeRates ?? {})) {
    rates[currency] = {
      rate: plain(String(offer.rate)),
      fixedYears: whole(offer.fixedYears),
      rateAfter: offer.rateAfter === null ? '' : plain(String(offer.rateAfter)),
    };
  }
  for (const currency of bank.loanCurrencies) rates[currency] ??= emptyRate();
  return {
    name: bank.name,
    countryCode: bank.countryCode,
    description: bank.description ?? '',
    website: bank.website ?? '',
    features: bank.features.join('\n'),
    isActive: bank.isActive,
    acceptsInternationalIncome: bank.acceptsInternationalIncome,
    minLoanAmount: plain(bank.minLoanAmount),
    maxLoanAmount: plain(bank.maxLoanAmount),
    interestRateMin: plain(bank.interestRateMin),
    interestRateMax: plain(bank.interestRateMax),
    maxTermYears: whole(bank.maxTermYears ?? null),
    loanCurrencies: bank.loanCurrencies.join(', '),
    rates,
    acceptedResidenceCountries: (bank.acceptedResidenceCountries ?? []).join(', '),
    acceptedIncomeCurrencies: bank.acceptedIncomeCurrencies.join(', '),
    foreignIncomeHaircut: fractionToPercentText(bank.foreignIncomeHaircut ?? null, language),
    acceptedEmploymentTypes: (bank.acceptedEmploymentTypes ?? []) as EmploymentType[],
    minEmploymentMonths: whole(bank.minEmploymentMonths ?? null),
    minTotalEmploymentMonths: whole(bank.minTotalEmploymentMonths ?? null),
    maxAgeAtMaturity: whole(bank.maxAgeAtMaturity),
    nonResidentLtvCap: fractionToPercentText(bank.nonResidentLtvCap, language),
    nonResidentMaxTermYears: whole(bank.nonResidentMaxTermYears),
    requiredDocuments: bank.requiredDocuments as DocumentType[],
    translatedDocuments: (bank.translatedDocuments ?? []) as DocumentType[],
    apostilledDocuments: (bank.apostilledDocuments ?? []) as DocumentType[],
    criteriaSource: bank.criteriaSource ?? '',
    criteriaVerifiedOn: bank.criteriaVerifiedOn ?? '',
    criteriaEstimates: (bank.criteriaEstimates ?? []) as BankCriterion[],
    charges: bank.charges ?? [],
  };
}

/** Codes typed "eur, ron; pln" as a list ("EUR", "RON", "PLN"); the schema judges each. */
export const codesOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);

/** The field's label key (with its namespace), named in the number parser's messages. */
const LABELS: Record<string, string> = {
  minLoanAmount: 'admin:banks.minLoan',
  maxLoanAmount: 'admin:banks.maxLoan',
  interestRateMin: 'admin:banks.rateMin',
  interestRateMax: 'admin:banks.rateMax',
  maxAgeAtMaturity: 'admin:banks.maxAgeAtMaturity',
};
const label = (field: string) => LABELS[field] ?? `admin:banks.fields.${field}`;
const whole = (field: string): NumberFieldRule => ({ decimals: NUMBER_DECIMALS.whole, label: label(field) });
const rate = (field: string): NumberFieldRule => ({ decimals: NUMBER_DECIMALS.rate, label: label(field) });

/** Amounts in EUR with cents, rates in percent per year, terms, months and ages whole. */
export const BANK_NUMBER_FIELDS = {
  minLoanAmount: { decimals: NUMBER_DECIMALS.money, label: label('minLoanAmount') },
  maxLoanAmount: { decimals: NUMBER_DECIMALS.money, label: label('maxLoanAmount') },
  interestRateMin: rate('interestRateMin'),
  interestRateMax: rate('interestRateMax'),
  maxTermYears: whole('maxTermYears'),
  nonResidentMaxTermYears: whole('nonResidentMaxTermYears'),
  maxAgeAtMaturity: whole('maxAgeAtMaturity'),
  minEmploymentMonths: whole('minEmploymentMonths'),
  minTotalEmploymentMonths: whole('minTotalEmploymentMonths'),
} as const satisfies Partial<Record<keyof BankFormValues, NumberFieldRule>>;

export const BANK_PERCENT_FIELDS = ['nonResidentLtvCap', 'foreignIncomeHaircut'] as const;

type Issues = Record<string, string>;

/** The checkbox lists. */
export const CHOICE_FIELDS = ['acceptedEmploymentTypes', 'requiredDocuments', 'translatedDocuments', 'apostilledDocuments', 'criteriaEstimates'] as const;

/**
 * The request body (the whole bank, so that what is saved is what the form shows) and the
 * entries the number parser could not read, by form field (`rates.EUR.rate` for a currency's).
 */
export function bankBody(values: BankFormValues, language: Language): { body: Record<string, unknown>; fieldIssues: Issues } {
  const read = readNumberFields(values, BANK_NUMBER_FIELDS, language);
  const fieldIssues: Issues = { ...(read.fieldIssues as Issues) };
  const body: Record<string, unknown> = { ...read.values };
  for (const field of BANK_PERCENT_FIELDS) {
    const percent = readPercent(values[field], language, label(field));
    if (!percent.ok) fieldIssues[field] = percent.message;
    body[field] = percent.ok ? percent.fraction : null;
  }
  const loanCurrencies = codesOf(values.loanCurrencies);
  const representativeRates: Record<string, Record<string, string | null>> = {};
  for (const currency of loanCurrencies) {
    const entered = values.rates?.[currency];
    const typed: RateFormValues = { rate: entered?.rate ?? '', fixedYears: entered?.fixedYears ?? '', rateAfter: entered?.rateAfter ?? '' };
    // A currency without a rate is left out: the schema then says the rate is missing.
    if (typed.rate.trim() === '' && typed.fixedYears.trim() === '' && typed.rateAfter.trim() === '') continue;
    const numbers = readNumberFields(typed, { rate: rate('rate'), fixedYears: whole('fixedYears'), rateAfter: rate('rateAfter') }, language);
    for (const [field, message] of Object.entries(numbers.fieldIssues)) if (message) fieldIssues[`rates.${currency}.${field}`] = message;
    representativeRates[currency] = {
      rate: numbers.values.rate.trim() === '' ? null : numbers.values.rate,
      fixedYears: numbers.values.fixedYears.trim() === '' ? null : numbers.values.fixedYears,
      rateAfter: numbers.values.rateAfter.trim() === '' ? null : numbers.values.rateAfter,
    };
  }
  const { rates: _typedRates, ...rest } = body;
  return {
    fieldIssues,
    body: {
      ...rest,
      loanCurrencies,
      representativeRates,
      acceptedResidenceCountries: codesOf(values.acceptedResidenceCountries),
      acceptedIncomeCurrencies: codesOf(values.acceptedIncomeCurrencies),
      features: values.features
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      criteriaVerifiedOn: values.criteriaVerifiedOn || null,
      // A checkbox list with nothing ticked may come back as false rather than [].
      ...Object.fromEntries(CHOICE_FIELDS.map((field) => [field, Array.isArray(values[field]) ? values[field] : []])),
    },
  };
}

/** The form field an API or schema issue belongs to: a currency's rate field, the charges' list, or the field itself. */
export function formFieldOf(path: readonly PropertyKey[]): string {
  const [first, second, third] = path.map(String);
  if (first === 'representativeRates' && second) return `rates.${second}.${third ?? 'rate'}`;
  return first ?? 'root';
}

/** The first message per form field from an API answer's fieldErrors (keys are the body's paths). */
export function formFieldErrors(fieldErrors: Record<string, string> | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors ?? {})) {
    const field = formFieldOf(path.split('.'));
    errors[field] ??= message;
  }
  return errors;
}

/** A resolver that judges the body with the API's own schema and puts each issue under its form field. */
function bankResolver<TSchema extends z.ZodType>(schema: TSchema): Resolver<BankFormValues, unknown, z.output<TSchema>> {
  return (values, context) => {
    const { body, fieldIssues } = bankBody(values, contextLanguage(context));
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(fieldIssues)) errors[field] = { type: 'validation', message };
    const result = schema.safeParse(body);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = formFieldOf(issue.path);
        errors[field] ??= { type: 'validation', message: issue.message };
      }
    }
    if (Object.keys(errors).length > 0 || !result.success) return { values: {}, errors: nestErrors(errors) as FieldErrors<BankFormValues> };
    return { values: result.data, errors: {} };
  };
}

/** react-hook-form reads nested errors as nested objects: `rates.EUR.rate` -> { rates: { EUR: { rate } } }. */
function nestErrors(flat: Record<string, { type: string; message: string }>): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = nested;
    parts.slice(0, -1).forEach((part) => {
      node[part] = (node[part] as Record<string, unknown> | undefined) ?? {};
      node = node[part] as Record<string, unknown>;
    });
    node[parts[parts.length - 1]] = error;
  }
  return nested;
}

export const bankCreateResolver = bankResolver(ZBankCreate);
export const bankUpdateResolver = bankResolver(ZBankUpdate);

/** The impact preview's body: the bank as it would be saved, with its id for an edit. */
export const impactRequest = (body: BankCreate, id: number | null): BankImpactRequest => ({ ...body, id });

/**
 * The fields that never change a result: who the bank is, what it asks on paper and where its
 * criteria come from. A change of nothing else needs no impact check before it is saved.
 */
const FIELDS_WITHOUT_EFFECT: ReadonlySet<keyof BankFormValues> = new Set([
  'name',
  'description',
  'website',
  'features',
  'requiredDocuments',
  'translatedDocuments',
  'apostilledDocuments',
  'criteriaSource',
  'criteriaVerifiedOn',
  'criteriaEstimates',
]);

/**
 * A fingerprint of what in the form can move a result (the typed text as it is: "5.5" and
 * "5.50" count as a change, which only asks for one check too many). Rates of currencies no
 * longer listed are left out.
 */
export function effectKey(values: BankFormValues): string {
  const currencies = codesOf(values.loanCurrencies);
  const picked = Object.entries(values)
    .filter(([field]) => !FIELDS_WITHOUT_EFFECT.has(field as keyof BankFormValues))
    .map(([field, value]) => [field, field === 'rates' ? currencies.map((code) => [code, values.rates?.[code] ?? emptyRate()]) : value]);
  return JSON.stringify(picked);
}

/** What the admin should know before saving (issue 19: a bank without them became everyone's best match). */
export function bankWarnings(values: Pick<BankFormValues, 'nonResidentLtvCap' | 'nonResidentMaxTermYears' | 'charges' | 'isActive'>): Array<'noNonResidentLimits' | 'noCharges'> {
  if (!values.isActive) return [];
  const warnings: Array<'noNonResidentLimits' | 'noCharges'> = [];
  if (values.nonResidentLtvCap.trim() === '' && values.nonResidentMaxTermYears.trim() === '') warnings.push('noNonResidentLimits');
  if (values.charges.length === 0) warnings.push('noCharges');
  return warnings;
}

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

/** A charge from its dialog (decimal strings, validated) as the bank's list keeps it until the bank is saved. */
export function listedCharge(input: BankChargeInput): AdminBankCharge {
  return {
    key: input.key,
    base: input.base,
    amount: Number(input.amount),
    rate: Number(input.rate),
    brackets: input.brackets ? input.brackets.map((bracket) => ({ upTo: numberOrNull(bracket.upTo), rate: Number(bracket.rate) })) : null,
    min: numberOrNull(input.min),
    max: numberOrNull(input.max),
    vatRate: numberOrNull(input.vatRate),
    firstHomeExemptUpTo: numberOrNull(input.firstHomeExemptUpTo),
    firstHomeRelief: numberOrNull(input.firstHomeRelief),
    firstHomeMaxAge: input.firstHomeMaxAge,
    source: input.source,
    verifiedOn: input.verifiedOn,
    frequency: input.frequency,
    isMandatory: input.isMandatory,
  };
}
