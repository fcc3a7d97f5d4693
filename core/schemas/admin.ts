import { z } from 'zod';
import { ASSESSMENT_STATUSES, COUNTRY_TYPES, DOCUMENT_TYPES, LANGUAGES, PLANS, REVIEW_STATUSES, ROLES } from '../constants';
import { pageOf, paginationQuery, ZSearchQuery } from './broker';

/**
 * Admin contracts (spec section 7 and issue 6). Shape rules live here and are shared by the
 * forms and the routes; rules that need the database (unique code, country in use, option
 * names of a category, the last admin) live in the server's admin services.
 * Messages are translation keys. Amounts and rates are accepted as strings or numbers and
 * come out as decimal strings with the column's scale (the database keeps them as numeric).
 * Unknown body fields are dropped.
 */

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const blankToUndefined = (value: unknown) => (isBlank(value) ? undefined : value);
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

interface DecimalRule {
  min: number;
  max: number;
  /** Decimals allowed (0.01 steps = 2). */
  scale: number;
  /** true: the value must be greater than `min`. */
  isMinExclusive?: boolean;
}

/**
 * A non-negative decimal given as a string ("1500.5") or a number (1500.5), returned as a
 * string with exactly `scale` decimals ("1500.50"), without passing through a float.
 */
export function decimal(key: string, rule: DecimalRule) {
  return z.union([z.string(), z.number()], { error: key }).transform((value, ctx) => {
    const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
    const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text);
    const fraction = (match?.[2] ?? '').replace(/0+$/, '');
    const number = Number(text);
    const isInRange = rule.isMinExclusive ? number > rule.min : number >= rule.min;
    if (!match || fraction.length > rule.scale || !isInRange || number > rule.max) {
      ctx.addIssue({ code: 'custom', message: key });
      return z.NEVER;
    }
    const whole = match[1].replace(/^0+(?=\d)/, '');
    return rule.scale === 0 ? whole : `${whole}.${fraction.padEnd(rule.scale, '0')}`;
  });
}
const nullableDecimal = (key: string, rule: DecimalRule) => z.preprocess(blankToNull, decimal(key, rule).nullable());

/** A whole number, given as a number or a numeric string. */
const wholeNumber = (key: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value),
    z.number({ error: key }).int({ error: key }).min(min, { error: key }).max(max, { error: key }),
  );
const nullableWholeNumber = (key: string, min: number, max: number) => z.preprocess(blankToNull, wholeNumber(key, min, max).nullable());

const boolean = z.boolean({ error: 'validation.boolean.invalid' });
const optionalText = (key: string, max: number) =>
  z.preprocess(blankToNull, z.string({ error: key }).trim().max(max, { error: key }).nullable());
const httpUrl = (key: string) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: key })
      .trim()
      .max(500, { error: key })
      .pipe(z.url({ protocol: /^https?$/, error: key }))
      .nullable(),
  );
const upperCode = (key: string, length: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    z.string({ error: key }).regex(new RegExp(`^[A-Z]{${length}}$`), { error: key }),
  );

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
export const ZAdminAssessment = z.object({
  id: z.string(),
  userId: z.string(),
  userEmail: z.string(),
  userFirstName: z.string().nullable(),
  userLastName: z.string().nullable(),
  status: z.enum(ASSESSMENT_STATUSES),
  residenceCountry: z.string().nullable(),
  originCountry: z.string().nullable(),
  monthlyIncome: money,
  incomeCurrency: z.string().nullable(),
  employmentType: z.string().nullable(),
  desiredLoanAmount: money,
  maxLoanAmount: money,
  propertyType: z.string().nullable(),
  propertyValue: money,
  eligibilityScore: z.number().nullable(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type AdminAssessment = z.infer<typeof ZAdminAssessment>;
export const ZAdminAssessmentPage = pageOf(ZAdminAssessment);

// ---------------------------------------------------------------------------------------------
// Countries

/** Any string: a malformed id answers 404 like an unknown one. */
export const ZAdminIdParam = z.object({ id: z.string() });

const countryFields = {
  name: z
    .string({ error: 'validation.country.name.required' })
    .trim()
    .min(1, { error: 'validation.country.name.required' })
    .max(100, { error: 'validation.country.name.max' }),
  /** Two letters, any case in, uppercase out. */
  code: upperCode('validation.country.code.invalid', 2),
  /** An emoji flag (or empty). */
  flag: z.preprocess((value) => (value == null ? '' : value), z.string({ error: 'validation.country.flag.invalid' }).trim().max(16, { error: 'validation.country.flag.invalid' })),
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
const FRACTION = { min: 0, max: 1, scale: 3 };

const bankFields = {
  name: z
    .string({ error: 'validation.bank.name.required' })
    .trim()
    .min(1, { error: 'validation.bank.name.required' })
    .max(200, { error: 'validation.bank.name.max' }),
  countryCode: upperCode('validation.bank.countryCode.invalid', 2),
  description: optionalText('validation.bank.description.max', 2000),
  website: httpUrl('validation.bank.website.invalid'),
  logo: httpUrl('validation.bank.logo.invalid'),
  minLoanAmount: decimal('validation.bank.minLoanAmount.invalid', LOAN),
  maxLoanAmount: decimal('validation.bank.maxLoanAmount.invalid', LOAN),
  interestRateMin: decimal('validation.bank.interestRateMin.invalid', RATE),
  interestRateMax: decimal('validation.bank.interestRateMax.invalid', RATE),
  isActive: boolean,
  acceptsInternationalIncome: boolean,
  /** A lower LTV cap for applicants living abroad, as a fraction (0.7 = 70 %). */
  nonResidentLtvCap: nullableDecimal('validation.bank.nonResidentLtvCap.invalid', FRACTION),
  nonResidentMaxTermYears: nullableWholeNumber('validation.bank.nonResidentMaxTermYears.invalid', 1, 50),
  loanCurrencies: z
    .array(upperCode('validation.bank.loanCurrencies.invalid', 3), { error: 'validation.bank.loanCurrencies.invalid' })
    .max(10, { error: 'validation.bank.loanCurrencies.invalid' })
    .transform((codes) => [...new Set(codes)]),
  /** Income currencies the bank lends against; empty = any. */
  acceptedIncomeCurrencies: z
    .array(upperCode('validation.bank.acceptedIncomeCurrencies.invalid', 3), { error: 'validation.bank.acceptedIncomeCurrencies.invalid' })
    .max(10, { error: 'validation.bank.acceptedIncomeCurrencies.invalid' })
    .transform((codes) => [...new Set(codes)]),
  /** Oldest age at the last instalment; null = the country route's. */
  maxAgeAtMaturity: nullableWholeNumber('validation.bank.maxAgeAtMaturity.invalid', 18, 100),
  requiredDocuments: z
    .array(z.enum(DOCUMENT_TYPES, { error: 'validation.bank.requiredDocuments.invalid' }), { error: 'validation.bank.requiredDocuments.invalid' })
    .max(DOCUMENT_TYPES.length, { error: 'validation.bank.requiredDocuments.invalid' })
    .transform((types) => [...new Set(types)]),
  features: z
    .array(
      z.string({ error: 'validation.bank.features.invalid' }).trim().min(1, { error: 'validation.bank.features.invalid' }).max(200, { error: 'validation.bank.features.invalid' }),
      { error: 'validation.bank.features.invalid' },
    )
    .max(20, { error: 'validation.bank.features.invalid' }),
};

type Ranged = { minLoanAmount?: string; maxLoanAmount?: string; interestRateMin?: string; interestRateMax?: string };
/** min ≤ max for the loan range and the rate range, checked when both ends are given. */
export function bankRangeIssues(bank: Ranged): Record<string, string> {
  const issues: Record<string, string> = {};
  if (bank.minLoanAmount !== undefined && bank.maxLoanAmount !== undefined && Number(bank.minLoanAmount) > Number(bank.maxLoanAmount)) {
    issues.maxLoanAmount = 'validation.bank.loanRange';
  }
  if (bank.interestRateMin !== undefined && bank.interestRateMax !== undefined && Number(bank.interestRateMin) > Number(bank.interestRateMax)) {
    issues.interestRateMax = 'validation.bank.rateRange';
  }
  return issues;
}
const checkRanges = (bank: Ranged, ctx: z.RefinementCtx) => {
  for (const [field, message] of Object.entries(bankRangeIssues(bank))) ctx.addIssue({ code: 'custom', path: [field], message });
};

/** POST /api/admin/banks */
export const ZBankCreate = z
  .object({
    ...bankFields,
    description: bankFields.description.default(null),
    website: bankFields.website.default(null),
    logo: bankFields.logo.default(null),
    isActive: boolean.default(true),
    acceptsInternationalIncome: boolean.default(true),
    nonResidentLtvCap: bankFields.nonResidentLtvCap.default(null),
    nonResidentMaxTermYears: bankFields.nonResidentMaxTermYears.default(null),
    loanCurrencies: bankFields.loanCurrencies.default([]),
    acceptedIncomeCurrencies: bankFields.acceptedIncomeCurrencies.default([]),
    maxAgeAtMaturity: bankFields.maxAgeAtMaturity.default(null),
    requiredDocuments: bankFields.requiredDocuments.default([]),
    features: bankFields.features.default([]),
  })
  .superRefine(checkRanges);
export type BankCreate = z.infer<typeof ZBankCreate>;
/** PUT /api/admin/banks/:id: the fields to change; the ranges are checked again on the merged bank. */
export const ZBankUpdate = z.object(bankFields).partial().superRefine(checkRanges);
export type BankUpdate = z.infer<typeof ZBankUpdate>;

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
  nonResidentLtvCap: z.string().nullable(),
  nonResidentMaxTermYears: z.number().nullable(),
  loanCurrencies: z.array(z.string()),
  acceptedIncomeCurrencies: z.array(z.string()),
  maxAgeAtMaturity: z.number().nullable(),
  requiredDocuments: z.array(z.string()),
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
      z.string({ error: 'validation.scoring.options.unknown' }).max(100, { error: 'validation.scoring.options.unknown' }),
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

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const isCalendarDate = (text: string) => {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
};

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
    isVerified: boolean,
    isActive: boolean,
  })
  .partial();
export type LendingRuleUpdate = z.infer<typeof ZLendingRuleUpdate>;

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
