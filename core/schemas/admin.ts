import { z } from 'zod';
import { ADMIN_LIST_FIELDS, storedAnswerSchemasOf } from '../assessment-fields';
import { isSingleLineText, singleLine } from './text';
import { BANK_CRITERIA } from '../eligibility/bank-criteria';
import {
  ASSESSMENT_STATUSES,
  COUNTRY_TYPES,
  DOCUMENT_TYPES,
  EMPLOYMENT_TYPES,
  LANGUAGES,
  PLANS,
  REVIEW_STATUSES,
  ROLES,
  VERDICTS,
} from '../constants';
import { LIMIT_ORIGINS, LIMIT_SOURCE_MAX_LENGTH, ROUTE_LIMITS } from '../eligibility/limit-origins';
import { decimal, isStorableText, ZAdminBankCharge, ZBankChargeInput, type DecimalRule } from './admin-costs';
import { pageOf, paginationQuery, ZSearchQuery } from './broker';

export { decimal, isStorableText };

/**
 * Admin contracts (docs/product.md §7 and issue 6). Shape rules live here and are shared by the
 * forms and the routes; rules that need the database (unique code, country in use, option
 * names of a category, the last admin) live in the server's admin services.
 * Messages are translation keys. Amounts and rates are accepted as strings or numbers and
 * come out as decimal strings with the column's scale (the database keeps them as numeric).
 * Unknown body fields are dropped.
 */

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const blankToUndefined = (value: unknown) => (isBlank(value) ? undefined : value);
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const nullableDecimal = (key: string, rule: DecimalRule) => z.preprocess(blankToNull, decimal(key, rule).nullable());

/** A whole number, given as a number or a numeric string. */
const wholeNumber = (key: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value),
    z.number({ error: key }).int({ error: key }).min(min, { error: key }).max(max, { error: key }),
  );
const nullableWholeNumber = (key: string, min: number, max: number) => z.preprocess(blankToNull, wholeNumber(key, min, max).nullable());

const boolean = z.boolean({ error: 'validation.boolean.invalid' });
/** Free text or null; `invalidKey` names the field when the text holds characters it cannot keep. */
const optionalText = (key: string, max: number, invalidKey = key) =>
  z.preprocess(blankToNull, z.string({ error: key }).trim().max(max, { error: key }).refine(isStorableText, { error: invalidKey }).nullable());
const httpUrl = (key: string) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: key })
      .refine(isSingleLineText, { error: key })
      .trim()
      .max(500, { error: key })
      .refine(isStorableText, { error: key })
      .pipe(z.url({ protocol: /^https?$/, error: key }))
      .nullable(),
  );
const upperCode = (key: string, length: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    z.string({ error: key }).regex(new RegExp(`^[A-Z]{${length}}$`), { error: key }),
  );

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const isCalendarDate = (text: string) => {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
};

// ---------------------------------------------------------------------------------------------
// Overview

/** GET /api/admin/stats: the Overview tab's counters. */
export const ZAdminStats = z.object({
  users: z.object({ total: z.number(), admins: z.number(), brokers: z.number() }),
  assessments: z.object({ total: z.number(), submitted: z.number(), inReview: z.number(), approved: z.number(), rejected: z.number(), drafts: z.number() }),
  countries: z.object({ total: z.number(), active: z.number() }),
  banks: z.object({ total: z.number(), active: z.number() }),
});
export type AdminStats = z.infer<typeof ZAdminStats>;

// ---------------------------------------------------------------------------------------------
// Users

export const ZAdminUsersQuery = z.object({
  search: ZSearchQuery,
  role: z.preprocess(blankToUndefined, z.enum(ROLES, { error: 'validation.role.invalid' }).optional()),
  ...paginationQuery,
});
export type AdminUsersQuery = z.infer<typeof ZAdminUsersQuery>;

/** A user as the Users tab shows it: never a password hash or a payment-provider id. */
export const ZAdminUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ROLES),
  subscriptionPlan: z.enum(PLANS),
  subscriptionStatus: z.string().nullable(),
  language: z.enum(LANGUAGES),
  /** All the user's assessments, the draft included. */
  assessmentCount: z.number(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof ZAdminUser>;
export const ZAdminUserPage = pageOf(ZAdminUser);

/** PUT /api/admin/users/:userId/role */
export const ZRoleUpdateRequest = z.object({ role: z.enum(ROLES, { error: 'validation.role.invalid' }) });
export type RoleUpdateRequest = z.infer<typeof ZRoleUpdateRequest>;
/** Any string: a malformed id answers 404 like an unknown one. */
export const ZUserIdParam = z.object({ userId: z.string() });

// ---------------------------------------------------------------------------------------------
// Assessments

/** A draft is its owner's alone (issue 11): the admin's list, like the broker's, has none to filter. */
export const ZAdminAssessmentsQuery = z.object({
  status: z.preprocess(blankToUndefined, z.enum(REVIEW_STATUSES, { error: 'validation.status.invalid' }).optional()),
  search: ZSearchQuery,
  ...paginationQuery,
});
export type AdminAssessmentsQuery = z.infer<typeof ZAdminAssessmentsQuery>;

const money = z.string().nullable();
/** An admin list row's own columns (its answers are added from the field registry: ZAdminAssessmentItem). */
export const ZAdminAssessment = z.object({
  id: z.string(),
  userId: z.string(),
  userEmail: z.string(),
  userFirstName: z.string().nullable(),
  userLastName: z.string().nullable(),
  status: z.enum(ASSESSMENT_STATUSES),
  maxLoanAmount: money,
  eligibilityScore: z.number().nullable(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type AdminAssessment = z.infer<typeof ZAdminAssessment>;

/** The loan a result offers (the stored explanation's `loan`, issue 19), as the admin's table shows it. */
export const ZAdminOfferedLoan = z.object({
  bankName: z.string().nullable(),
  /** EUR */
  amount: z.number(),
  currency: z.string(),
  /** The first instalment, EUR. */
  monthlyPayment: z.number(),
  termMonths: z.number(),
  /** Percent a year. */
  rate: z.number(),
});
export type AdminOfferedLoan = z.infer<typeof ZAdminOfferedLoan>;

/**
 * A row of the admin's Assessments tab: the list's columns, the answers its table shows
 * (core/assessment-fields: countries, income, the household of issue 19, loan, property) and the
 * loan offered, null when none can be made (or for a result from before issue 19, which stored none).
 */
export const ZAdminAssessmentItem = ZAdminAssessment.extend({
  ...storedAnswerSchemasOf(ADMIN_LIST_FIELDS),
  verdict: z.enum(VERDICTS).nullable(),
  loan: ZAdminOfferedLoan.nullable(),
});
export type AdminAssessmentItem = z.infer<typeof ZAdminAssessmentItem>;
export const ZAdminAssessmentPage = pageOf(ZAdminAssessmentItem);

// ---------------------------------------------------------------------------------------------
// Countries

/** Any string: a malformed id answers 404 like an unknown one. */
export const ZAdminIdParam = z.object({ id: z.string() });

const countryFields = {
  name: z
    .string({ error: 'validation.country.name.required' })
    .check(singleLine('admin:countries.name'))
    .trim()
    .min(1, { error: 'validation.country.name.required' })
    .max(100, { error: 'validation.country.name.max' }),
  /** Two letters, any case in, uppercase out. */
  code: upperCode('validation.country.code.invalid', 2),
  /** An emoji flag (or empty). */
  flag: z.preprocess((value) => (value == null ? '' : value), z.string({ error: 'validation.country.flag.invalid' }).check(singleLine('admin:countries.flag')).trim().max(16, { error: 'validation.country.flag.invalid' })),
  type: z.enum(COUNTRY_TYPES, { error: 'validation.country.type.invalid' }),
  isActive: boolean,
};
/** POST /api/admin/countries */
export const ZCountryCreate = z.object({ ...countryFields, flag: countryFields.flag.default(''), isActive: boolean.default(true) });
export type CountryCreate = z.infer<typeof ZCountryCreate>;
/** PUT /api/admin/countries/:id: the fields to change (a form sends them all; {isActive:false} deactivates). */
export const ZCountryUpdate = z.object(countryFields).partial();
export type CountryUpdate = z.infer<typeof ZCountryUpdate>;

export const ZAdminCountry = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  flag: z.string(),
  type: z.enum(COUNTRY_TYPES),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCountry = z.infer<typeof ZAdminCountry>;
export const ZAdminCountryList = z.array(ZAdminCountry);

// ---------------------------------------------------------------------------------------------
// Banks

const LOAN = { min: 0, max: 100_000_000, scale: 2, isMinExclusive: true };
const RATE = { min: 0, max: 100, scale: 2 };
/** A bank's rates (range and representative offers), percent a year (issue 19). */
const BANK_RATE = { min: 0, max: 30, scale: 2 };
const FRACTION = { min: 0, max: 1, scale: 3 };

const bankKey = (field: string) => `validation.bank.${field}.invalid`;

export { BANK_CRITERIA, type BankCriterion } from '../eligibility/bank-criteria';

const unique = <T>(values: T[]) => [...new Set(values)];
/** ISO codes (two letters for countries, three for currencies), any case in, uppercase out, each once. */
const codeList = (field: string, length: number, max: number) =>
  z
    .array(upperCode(bankKey(field), length), { error: bankKey(field) })
    .max(max, { error: bankKey(field) })
    .transform(unique);
const choiceList = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z
    .array(z.enum(values, { error: bankKey(field) }), { error: bankKey(field) })
    .max(values.length, { error: bankKey(field) })
    .transform(unique);

/** YYYY-MM-DD no later than tomorrow in UTC (an admin east of Greenwich may already be there). */
const isNotFuture = (day: string) => day <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

const rateKey = bankKey('representativeRates');
/**
 * The rate of the bank's representative offer on one loan currency: one rate for the whole loan,
 * or a rate fixed for `fixedYears` and then `rateAfter` (both or neither, checked below).
 */
const ZRepresentativeRate = z.object(
  {
    rate: decimal(rateKey, BANK_RATE),
    fixedYears: nullableWholeNumber(rateKey, 1, 40).default(null),
    rateAfter: nullableDecimal(rateKey, BANK_RATE).default(null),
  },
  { error: rateKey },
);
const ZRepresentativeRates = z.preprocess(
  // Currency keys in any case; a blank key is a mistake the record's key rule reports.
  (value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).map(([code, rate]) => [code.trim().toUpperCase(), rate]))
      : value,
  z.record(z.string().regex(/^[A-Z]{3}$/, { error: rateKey }), ZRepresentativeRate, { error: rateKey }),
);

/** The bank's charges (issue 14's editor): each key once. */
const ZBankCharges = z
  .array(ZBankChargeInput, { error: 'validation.charge.items.invalid' })
  .max(30, { error: 'validation.charge.items.invalid' })
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (seen.has(item.key)) ctx.addIssue({ code: 'custom', path: [i, 'key'], message: 'validation.charge.key.duplicate' });
      seen.add(item.key);
    });
  });

const bankFields = {
  name: z
    .string({ error: 'validation.bank.name.required' })
    .refine(isSingleLineText, { error: bankKey('name') })
    .trim()
    .min(1, { error: 'validation.bank.name.required' })
    .max(200, { error: 'validation.bank.name.max' })
    .refine(isStorableText, { error: bankKey('name') }),
  countryCode: upperCode('validation.bank.countryCode.invalid', 2),
  description: optionalText('validation.bank.description.max', 2000, bankKey('description')),
  website: httpUrl('validation.bank.website.invalid'),
  logo: httpUrl('validation.bank.logo.invalid'),
  minLoanAmount: decimal('validation.bank.minLoanAmount.invalid', LOAN),
  maxLoanAmount: decimal('validation.bank.maxLoanAmount.invalid', LOAN),
  interestRateMin: decimal('validation.bank.interestRateMin.invalid', BANK_RATE),
  interestRateMax: decimal('validation.bank.interestRateMax.invalid', BANK_RATE),
  isActive: boolean,
  acceptsInternationalIncome: boolean,
  /** Currencies the bank lends in; each needs a representative rate. */
  loanCurrencies: codeList('loanCurrencies', 3, 10),
  /** Per loan currency, the representative offer's rate (issue 19), inside the rate range. */
  representativeRates: ZRepresentativeRates,
  /** The longest term for anyone, in years; null = the country route's. */
  maxTermYears: nullableWholeNumber(bankKey('maxTermYears'), 1, 50),
  /** A lower LTV cap for applicants living abroad, as a fraction (0.7 = 70 %). */
  nonResidentLtvCap: nullableDecimal(bankKey('nonResidentLtvCap'), FRACTION),
  nonResidentMaxTermYears: nullableWholeNumber(bankKey('nonResidentMaxTermYears'), 1, 50),
  /** Oldest age at the last instalment; null = the country route's. */
  maxAgeAtMaturity: nullableWholeNumber(bankKey('maxAgeAtMaturity'), 18, 100),
  /** Income currencies the bank lends against; empty = any. */
  acceptedIncomeCurrencies: codeList('acceptedIncomeCurrencies', 3, 20),
  /** Countries of residence it lends to people living in; empty = any. */
  acceptedResidenceCountries: codeList('acceptedResidenceCountries', 2, 60),
  /** Share of an income not counted when its currency is not the loan's; null = the exchange-rate table's. */
  foreignIncomeHaircut: nullableDecimal(bankKey('foreignIncomeHaircut'), FRACTION),
  /** Employment it accepts; empty = any. */
  acceptedEmploymentTypes: choiceList('acceptedEmploymentTypes', EMPLOYMENT_TYPES),
  minEmploymentMonths: nullableWholeNumber(bankKey('minEmploymentMonths'), 0, 600),
  minTotalEmploymentMonths: nullableWholeNumber(bankKey('minTotalEmploymentMonths'), 0, 600),
  requiredDocuments: choiceList('requiredDocuments', DOCUMENT_TYPES),
  translatedDocuments: choiceList('translatedDocuments', DOCUMENT_TYPES),
  apostilledDocuments: choiceList('apostilledDocuments', DOCUMENT_TYPES),
  /** Where the criteria were read (URLs, publications and their dates). */
  criteriaSource: optionalText(bankKey('criteriaSource'), 4000),
  /** The day they were read, YYYY-MM-DD, not in the future. */
  criteriaVerifiedOn: z.preprocess(
    blankToNull,
    z
      .string({ error: bankKey('criteriaVerifiedOn') })
      .trim()
      .refine(isCalendarDate, { error: bankKey('criteriaVerifiedOn') })
      .refine(isNotFuture, { error: 'validation.bank.criteriaVerifiedOn.future' })
      .nullable(),
  ),
  /** Which criteria are our estimate, not read in the source. */
  criteriaEstimates: choiceList('criteriaEstimates', BANK_CRITERIA),
  charges: ZBankCharges,
  features: z
    .array(
      z
        .string({ error: 'validation.bank.features.invalid' })
        .refine(isSingleLineText, { error: 'validation.bank.features.invalid' })
        .trim()
        .min(1, { error: 'validation.bank.features.invalid' })
        .max(200, { error: 'validation.bank.features.invalid' })
        .refine(isStorableText, { error: 'validation.bank.features.invalid' }),
      { error: 'validation.bank.features.invalid' },
    )
    .max(20, { error: 'validation.bank.features.invalid' }),
};

type RateLike = { rate: string | number; fixedYears: number | null; rateAfter: string | number | null };
/** The fields the rules across fields read (a stored bank or a request's, strings or numbers). */
export interface BankTerms {
  minLoanAmount?: string | number;
  maxLoanAmount?: string | number;
  interestRateMin?: string | number;
  interestRateMax?: string | number;
  loanCurrencies?: readonly string[];
  representativeRates?: Readonly<Record<string, RateLike>>;
}

/**
 * The rules across a bank's fields, by field path: min ≤ max for the loan and rate ranges; each
 * loan currency has a representative rate and no other currency has one; a fixed period comes
 * with the rate after it; every rate lies inside the bank's range. Checked when the fields are
 * given (a partial update is checked again on the bank as it will be).
 */
export function bankRangeIssues(bank: BankTerms): Record<string, string> {
  const issues: Record<string, string> = {};
  const given = (value: unknown) => value !== undefined && value !== null;
  if (given(bank.minLoanAmount) && given(bank.maxLoanAmount) && Number(bank.minLoanAmount) > Number(bank.maxLoanAmount)) {
    issues.maxLoanAmount = 'validation.bank.loanRange';
  }
  const hasRange = given(bank.interestRateMin) && given(bank.interestRateMax);
  const [low, high] = [Number(bank.interestRateMin), Number(bank.interestRateMax)];
  if (hasRange && low > high) issues.interestRateMax = 'validation.bank.rateRange';
  const rates = bank.representativeRates;
  if (!rates) return issues;
  const currencies = bank.loanCurrencies;
  for (const code of currencies ?? []) {
    if (!rates[code]) issues[`representativeRates.${code}.rate`] = 'validation.bank.representativeRates.missing';
  }
  for (const [code, offer] of Object.entries(rates)) {
    const at = `representativeRates.${code}`;
    if (currencies && !currencies.includes(code)) {
      issues[`${at}.rate`] = 'validation.bank.representativeRates.notLent';
      continue;
    }
    if ((offer.fixedYears === null) !== (offer.rateAfter === null)) {
      issues[offer.fixedYears === null ? `${at}.fixedYears` : `${at}.rateAfter`] = 'validation.bank.representativeRates.together';
    }
    if (!hasRange || low > high) continue;
    const isOutside = (rate: string | number) => Number(rate) < low || Number(rate) > high;
    if (isOutside(offer.rate)) issues[`${at}.rate`] = 'validation.bank.representativeRates.outsideRange';
    if (offer.rateAfter !== null && isOutside(offer.rateAfter)) issues[`${at}.rateAfter`] = 'validation.bank.representativeRates.outsideRange';
  }
  return issues;
}
const checkRanges = (bank: BankTerms, ctx: z.RefinementCtx) => {
  for (const [field, message] of Object.entries(bankRangeIssues(bank))) ctx.addIssue({ code: 'custom', path: field.split('.'), message });
};

/** What a new bank has when the request leaves a field out: no limits of its own, nothing charged. */
const bankCreateFields = {
  ...bankFields,
  description: bankFields.description.default(null),
  website: bankFields.website.default(null),
  logo: bankFields.logo.default(null),
  isActive: boolean.default(true),
  acceptsInternationalIncome: boolean.default(true),
  loanCurrencies: bankFields.loanCurrencies.default([]),
  representativeRates: bankFields.representativeRates.default({}),
  maxTermYears: bankFields.maxTermYears.default(null),
  nonResidentLtvCap: bankFields.nonResidentLtvCap.default(null),
  nonResidentMaxTermYears: bankFields.nonResidentMaxTermYears.default(null),
  maxAgeAtMaturity: bankFields.maxAgeAtMaturity.default(null),
  acceptedIncomeCurrencies: bankFields.acceptedIncomeCurrencies.default([]),
  acceptedResidenceCountries: bankFields.acceptedResidenceCountries.default([]),
  foreignIncomeHaircut: bankFields.foreignIncomeHaircut.default(null),
  acceptedEmploymentTypes: bankFields.acceptedEmploymentTypes.default([]),
  minEmploymentMonths: bankFields.minEmploymentMonths.default(null),
  minTotalEmploymentMonths: bankFields.minTotalEmploymentMonths.default(null),
  requiredDocuments: bankFields.requiredDocuments.default([]),
  translatedDocuments: bankFields.translatedDocuments.default([]),
  apostilledDocuments: bankFields.apostilledDocuments.default([]),
  criteriaSource: bankFields.criteriaSource.default(null),
  criteriaVerifiedOn: bankFields.criteriaVerifiedOn.default(null),
  criteriaEstimates: bankFields.criteriaEstimates.default([]),
  charges: bankFields.charges.default([]),
  features: bankFields.features.default([]),
};

/** POST /api/admin/banks */
export const ZBankCreate = z.object(bankCreateFields).superRefine(checkRanges);
export type BankCreate = z.infer<typeof ZBankCreate>;
/** PUT /api/admin/banks/:id: the fields to change; the rules across fields are checked again on the merged bank. */
export const ZBankUpdate = z.object(bankFields).partial().superRefine(checkRanges);
export type BankUpdate = z.infer<typeof ZBankUpdate>;

/**
 * POST /api/admin/banks/impact (issue 19): the bank as the form would save it, whole, and for an
 * edit its id. Nothing is written: the answer says how recent results would move.
 */
export const ZBankImpactRequest = z
  .object({
    ...bankCreateFields,
    id: z.preprocess(blankToNull, z.number({ error: 'validation.bank.id.invalid' }).int({ error: 'validation.bank.id.invalid' }).min(1, { error: 'validation.bank.id.invalid' }).max(2_147_483_647, { error: 'validation.bank.id.invalid' }).nullable()).default(null),
  })
  .superRefine(checkRanges);
export type BankImpactRequest = z.infer<typeof ZBankImpactRequest>;

/** Counts and sizes of the moves one way (EUR): how many, the largest and the median move. */
const ZMoves = z.object({ count: z.number(), largest: z.number(), median: z.number() });
export type Moves = z.infer<typeof ZMoves>;

export const ZBankImpact = z.object({
  /** The property countries whose assessments were re-evaluated (the bank's, and its former one when it moves). */
  countryCodes: z.array(z.string()),
  /** How many recent submitted assessments were re-evaluated (newest first, at most sampleLimit). */
  assessed: z.number(),
  sampleLimit: z.number(),
  /** Those whose verdict, headline, best bank or monthly payment would change. */
  changed: z.number(),
  verdictChanges: z.array(z.object({ from: z.enum(VERDICTS), to: z.enum(VERDICTS), count: z.number() })),
  /** Results whose best offer (the loan shown) would come from another bank, or from none / from one. */
  bestBankChanged: z.number(),
  /** Results that would have this bank as their best match, now and after the change. */
  bestMatchBefore: z.number(),
  bestMatchAfter: z.number(),
  /** The headline (the most a partner bank would lend), EUR. */
  headline: z.object({ up: ZMoves, down: ZMoves }),
  /** The offered loan's first instalment, EUR, where there is a loan before and after. */
  monthlyPayment: z.object({ up: ZMoves, down: ZMoves }),
  /** Assessments whose stored answers the engine could not read again (skipped). */
  skipped: z.number(),
});
export type BankImpact = z.infer<typeof ZBankImpact>;

const ZAdminRate = z.object({ rate: z.number(), fixedYears: z.number().nullable(), rateAfter: z.number().nullable() });

export const ZAdminBank = z.object({
  id: z.number(),
  name: z.string(),
  countryCode: z.string(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  logo: z.string().nullable(),
  minLoanAmount: z.string(),
  maxLoanAmount: z.string(),
  interestRateMin: z.string(),
  interestRateMax: z.string(),
  isActive: z.boolean(),
  acceptsInternationalIncome: z.boolean(),
  loanCurrencies: z.array(z.string()),
  representativeRates: z.record(z.string(), ZAdminRate),
  maxTermYears: z.number().nullable(),
  nonResidentLtvCap: z.string().nullable(),
  nonResidentMaxTermYears: z.number().nullable(),
  maxAgeAtMaturity: z.number().nullable(),
  acceptedIncomeCurrencies: z.array(z.string()),
  acceptedResidenceCountries: z.array(z.string()),
  foreignIncomeHaircut: z.string().nullable(),
  acceptedEmploymentTypes: z.array(z.string()),
  minEmploymentMonths: z.number().nullable(),
  minTotalEmploymentMonths: z.number().nullable(),
  requiredDocuments: z.array(z.string()),
  translatedDocuments: z.array(z.string()),
  apostilledDocuments: z.array(z.string()),
  criteriaSource: z.string().nullable(),
  criteriaVerifiedOn: z.string().nullable(),
  criteriaEstimates: z.array(z.string()),
  charges: z.array(ZAdminBankCharge),
  features: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBank = z.infer<typeof ZAdminBank>;
export const ZAdminBankList = z.array(ZAdminBank);

// ---------------------------------------------------------------------------------------------
// Scoring

export const SCORING_WEIGHT_MAX = 100;

/**
 * PUT /api/admin/scoring-config/:id. Options are the category's existing options with new
 * points (a partial map; names are fixed because the category's bands refer to them).
 * Points run from 0 to the category's weight: checked here when both are sent, and by the
 * server against the stored weight otherwise.
 */
export const ZScoringUpdate = z
  .object({
    weight: wholeNumber('validation.scoring.weight.invalid', 0, SCORING_WEIGHT_MAX),
    options: z.record(
      z.string({ error: 'validation.scoring.options.unknown' }).refine(isSingleLineText, { error: 'validation.scoring.options.unknown' }).max(100, { error: 'validation.scoring.options.unknown' }),
      wholeNumber('validation.scoring.points.invalid', 0, SCORING_WEIGHT_MAX),
      { error: 'validation.scoring.points.invalid' },
    ),
    isActive: boolean,
  })
  .partial()
  .superRefine((value, ctx) => {
    if (value.weight === undefined || !value.options) return;
    for (const [option, points] of Object.entries(value.options)) {
      if (points > value.weight) ctx.addIssue({ code: 'custom', path: ['options', option], message: 'validation.scoring.points.max' });
    }
  });
export type ScoringUpdate = z.infer<typeof ZScoringUpdate>;

export const ZScoringCategory = z.object({
  id: z.number(),
  category: z.string(),
  description: z.string().nullable(),
  weight: z.number(),
  options: z.record(z.string(), z.number()),
  /** How an applicant's measure picks an option (read-only here). */
  bands: z.array(z.object({ option: z.string(), min: z.number().optional(), max: z.number().optional() })),
  sortOrder: z.number(),
  isActive: z.boolean(),
  updatedAt: z.string(),
});
export type ScoringCategory = z.infer<typeof ZScoringCategory>;

/**
 * The best score each verdict may show (issue 10): a result where no loan is possible stays
 * below the lowest "fair" band, one where banks lend less than desired below "strong".
 */
export const ZVerdictCeilings = z
  .object({
    notEligible: wholeNumber('validation.scoring.ceiling.invalid', 0, SCORING_WEIGHT_MAX),
    partial: wholeNumber('validation.scoring.ceiling.invalid', 0, SCORING_WEIGHT_MAX),
  })
  .superRefine((value, ctx) => {
    if (value.notEligible >= value.partial) ctx.addIssue({ code: 'custom', path: ['partial'], message: 'validation.scoring.ceiling.order' });
  });
export type VerdictCeilings = z.infer<typeof ZVerdictCeilings>;

/** GET /api/admin/scoring-config and the PUTs' answer. The UI warns when the total is not 100. */
export const ZScoringConfig = z.object({
  version: z.number(),
  versionCreatedAt: z.string().nullable(),
  totalActiveWeight: z.number(),
  categories: z.array(ZScoringCategory),
  verdictCeilings: z.object({ notEligible: z.number(), partial: z.number() }),
});
export type ScoringConfig = z.infer<typeof ZScoringConfig>;

// ---------------------------------------------------------------------------------------------
// Lending rules (per property country and loan currency)

const lendingKey = (field: string) => `validation.lendingRule.${field}.invalid`;
const AMOUNT = { min: 0, max: 10_000_000, scale: 2 };

/** PUT /api/admin/lending-rules/:id: the fields to change. Country and loan currency identify the rule and stay. */
export const ZLendingRuleUpdate = z
  .object({
    dstiCap: decimal(lendingKey('dstiCap'), FRACTION),
    dstiCapFirstHome: nullableDecimal(lendingKey('dstiCapFirstHome'), FRACTION),
    dstiCapHighIncome: nullableDecimal(lendingKey('dstiCapHighIncome'), FRACTION),
    highIncomeThresholdEur: nullableDecimal(lendingKey('highIncomeThresholdEur'), AMOUNT),
    youngApplicantMaxAge: nullableWholeNumber(lendingKey('youngApplicantMaxAge'), 18, 100),
    dstiCapYoung: nullableDecimal(lendingKey('dstiCapYoung'), FRACTION),
    ltvCap: decimal(lendingKey('ltvCap'), FRACTION),
    ltvCapFirstHome: nullableDecimal(lendingKey('ltvCapFirstHome'), FRACTION),
    ltvCapYoung: nullableDecimal(lendingKey('ltvCapYoung'), FRACTION),
    ltvCapLandCommercial: decimal(lendingKey('ltvCapLandCommercial'), FRACTION),
    maxTermYears: wholeNumber(lendingKey('maxTermYears'), 1, 50),
    maxTermYearsLandCommercial: wholeNumber(lendingKey('maxTermYearsLandCommercial'), 1, 50),
    maxAgeAtMaturity: wholeNumber(lendingKey('maxAgeAtMaturity'), 18, 100),
    baseRate: decimal(lendingKey('baseRate'), RATE),
    stressAddon: decimal(lendingKey('stressAddon'), RATE),
    stressAddonVariable: nullableDecimal(lendingKey('stressAddonVariable'), RATE),
    stressedRateCap: nullableDecimal(lendingKey('stressedRateCap'), RATE),
    dstiCapsByFixation: z
      .array(
        z.object({
          minFixedYears: z.number({ error: lendingKey('dstiCapsByFixation') }).int({ error: lendingKey('dstiCapsByFixation') }).min(0).max(50),
          dstiCap: z.number({ error: lendingKey('dstiCapsByFixation') }).min(0).max(1),
          dstiCapHighIncome: z.number({ error: lendingKey('dstiCapsByFixation') }).min(0).max(1).nullable(),
        }),
        { error: lendingKey('dstiCapsByFixation') },
      )
      .max(10, { error: lendingKey('dstiCapsByFixation') })
      .nullable(),
    ltvCapInvestment: nullableDecimal(lendingKey('ltvCapInvestment'), FRACTION),
    dtiMultipleInvestment: nullableDecimal(lendingKey('dtiMultipleInvestment'), { min: 0, max: 100, scale: 2 }),
    dtiReductionLoanEndAge: nullableWholeNumber(lendingKey('dtiReductionLoanEndAge'), 18, 100),
    subsistencePerDependantEur: nullableDecimal(lendingKey('subsistencePerDependantEur'), AMOUNT),
    residualIncomeMinEur: nullableDecimal(lendingKey('residualIncomeMinEur'), AMOUNT),
    subsistenceMinimumEur: nullableDecimal(lendingKey('subsistenceMinimumEur'), AMOUNT),
    dtiMultiple: nullableDecimal(lendingKey('dtiMultiple'), { min: 0, max: 100, scale: 2 }),
    dtiAgeThreshold: nullableWholeNumber(lendingKey('dtiAgeThreshold'), 18, 100),
    dtiReductionPerYear: nullableDecimal(lendingKey('dtiReductionPerYear'), FRACTION),
    requiresIncomeInLoanCurrency: boolean,
    notes: optionalText(lendingKey('notes'), 4000),
    source: optionalText(lendingKey('source'), 1000),
    verifiedOn: z.preprocess(
      blankToNull,
      z.string({ error: lendingKey('verifiedOn') }).trim().refine(isCalendarDate, { error: lendingKey('verifiedOn') }).nullable(),
    ),
    /**
     * Issue 19: whose each limit is (regulator, bank practice, Acasa's prudence). The map sent
     * replaces the stored one; a limit left out is Acasa's.
     */
    limitOrigins: z.partialRecord(
      z.enum(ROUTE_LIMITS, { error: lendingKey('limitOrigins') }),
      z.enum(LIMIT_ORIGINS, { error: lendingKey('limitOrigins') }),
      { error: lendingKey('limitOrigins') },
    ),
    /**
     * Issue 19 (audit): where each limit is written, a text per limit; the map sent replaces the
     * stored one, and a blank text is no source.
     */
    limitSources: z
      .partialRecord(
        z.enum(ROUTE_LIMITS, { error: lendingKey('limitSources') }),
        z
          .string({ error: lendingKey('limitSources') })
          .trim()
          .max(LIMIT_SOURCE_MAX_LENGTH, { error: lendingKey('limitSources') })
          .refine(isStorableText, { error: lendingKey('limitSources') }),
        { error: lendingKey('limitSources') },
      )
      .transform((sources) => Object.fromEntries(Object.entries(sources).filter(([, source]) => source !== ''))),
    /** The regulator's limits of the route were read in the regulator's text (not the banks' or Acasa's). */
    isVerified: boolean,
    isActive: boolean,
  })
  .partial();
export type LendingRuleUpdate = z.infer<typeof ZLendingRuleUpdate>;

/**
 * POST /api/admin/lending-rules (issue 21): a new country's rule is data, not a deploy. The same
 * fields and checks as the edit, plus the country and loan currency that identify it; the limits
 * every route needs are required, the rest default as in the table.
 */
export const ZLendingRuleCreate = ZLendingRuleUpdate.required({ dstiCap: true, ltvCap: true, maxTermYears: true, baseRate: true, stressAddon: true }).extend({
  countryCode: upperCode(lendingKey('countryCode'), 2),
  loanCurrency: upperCode(lendingKey('loanCurrency'), 3),
});
export type LendingRuleCreate = z.infer<typeof ZLendingRuleCreate>;

const decimalOut = z.string();
export const ZAdminLendingRule = z.object({
  id: z.number(),
  countryCode: z.string(),
  loanCurrency: z.string(),
  dstiCap: decimalOut,
  dstiCapFirstHome: decimalOut.nullable(),
  dstiCapHighIncome: decimalOut.nullable(),
  highIncomeThresholdEur: decimalOut.nullable(),
  youngApplicantMaxAge: z.number().nullable(),
  dstiCapYoung: decimalOut.nullable(),
  ltvCap: decimalOut,
  ltvCapFirstHome: decimalOut.nullable(),
  ltvCapYoung: decimalOut.nullable(),
  ltvCapLandCommercial: decimalOut,
  maxTermYears: z.number(),
  maxTermYearsLandCommercial: z.number(),
  maxAgeAtMaturity: z.number(),
  baseRate: decimalOut,
  stressAddon: decimalOut,
  stressAddonVariable: decimalOut.nullable(),
  stressedRateCap: decimalOut.nullable(),
  dstiCapsByFixation: z.array(z.object({ minFixedYears: z.number(), dstiCap: z.number(), dstiCapHighIncome: z.number().nullable() })).nullable(),
  ltvCapInvestment: decimalOut.nullable(),
  dtiMultipleInvestment: decimalOut.nullable(),
  dtiReductionLoanEndAge: z.number().nullable(),
  subsistencePerDependantEur: decimalOut.nullable(),
  residualIncomeMinEur: decimalOut.nullable(),
  subsistenceMinimumEur: decimalOut.nullable(),
  dtiMultiple: decimalOut.nullable(),
  dtiAgeThreshold: z.number().nullable(),
  dtiReductionPerYear: decimalOut.nullable(),
  requiresIncomeInLoanCurrency: z.boolean(),
  /** Whose each limit is; a limit not named is Acasa's prudence. */
  limitOrigins: z.partialRecord(z.enum(ROUTE_LIMITS), z.enum(LIMIT_ORIGINS)),
  /** Where each limit is written; Acasa's prudence has none. */
  limitSources: z.partialRecord(z.enum(ROUTE_LIMITS), z.string()),
  notes: z.string().nullable(),
  source: z.string().nullable(),
  verifiedOn: z.string().nullable(),
  isVerified: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminLendingRule = z.infer<typeof ZAdminLendingRule>;
export const ZAdminLendingRuleList = z.array(ZAdminLendingRule);

// ---------------------------------------------------------------------------------------------
// Exchange rates (units of the currency per 1 EUR; the engine uses the newest per currency)


/** POST /api/admin/exchange-rates: a new dated rate. fxHaircut defaults to the currency's current one (0 if new). */
export const ZExchangeRateCreate = z.object({
  currency: upperCode('validation.exchangeRate.currency.invalid', 3),
  rate: decimal('validation.exchangeRate.rate.invalid', { min: 0, max: 10_000_000, scale: 6, isMinExclusive: true }),
  rateDate: z
    .string({ error: 'validation.exchangeRate.rateDate.invalid' })
    .trim()
    .refine(isCalendarDate, { error: 'validation.exchangeRate.rateDate.invalid' }),
  fxHaircut: decimal('validation.exchangeRate.fxHaircut.invalid', FRACTION).optional(),
  source: optionalText('validation.exchangeRate.source.max', 500).optional(),
});
export type ExchangeRateCreate = z.infer<typeof ZExchangeRateCreate>;

/**
 * PUT /api/admin/exchange-rates/:id: corrects a stored rate (a mistyped rate, or a day's ECB rate
 * an admin must override). Its currency and date stay: a rate for another day is a new rate.
 */
export const ZExchangeRateUpdate = ZExchangeRateCreate.pick({ rate: true, fxHaircut: true, source: true });
export type ExchangeRateUpdate = z.infer<typeof ZExchangeRateUpdate>;

export const ZExchangeRatesQuery = z.object({
  currency: z.preprocess(blankToUndefined, upperCode('validation.exchangeRate.currency.invalid', 3).optional()),
});

/** GET /api/admin/exchange-rates/status: the daily ECB fetch and how old the rates in use are. */
export const ZExchangeRatesStatus = z.object({
  fetchEnabled: z.boolean(),
  lastSuccessAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** The oldest of the income currencies' newest rates: the one a result may be computed with. */
  oldestIncomeRateDate: z.string().nullable(),
  staleAfterDays: z.number(),
  isStale: z.boolean(),
});
export type ExchangeRatesStatus = z.infer<typeof ZExchangeRatesStatus>;

export const ZAdminExchangeRate = z.object({
  id: z.number(),
  currency: z.string(),
  rate: z.string(),
  rateDate: z.string(),
  fxHaircut: z.string(),
  source: z.string().nullable(),
  /** The newest rate of its currency: the one the engine uses. */
  isCurrent: z.boolean(),
  createdAt: z.string(),
});
export type AdminExchangeRate = z.infer<typeof ZAdminExchangeRate>;
export const ZAdminExchangeRateList = z.array(ZAdminExchangeRate);
