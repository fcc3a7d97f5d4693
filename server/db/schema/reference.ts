import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CountryType, DocumentType, EmploymentType } from '../../../core/constants';
import type { LimitOrigins, LimitSources } from '../../../core/eligibility/limit-origins';
import type { BankRate } from '../../../core/eligibility/types';
import type { BankCharge } from '../../../core/finance/charges';
import { users } from './users';

/** A bank charge as stored in banks.charges: numbers as JSON numbers. */
export type BankChargeData = BankCharge;

export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** ISO-like two-letter code, stored uppercase (UK is kept as the product spells it, docs/product.md §9). */
    code: text('code').notNull().unique('countries_code_unique'),
    flag: text('flag').notNull().default(''),
    type: text('type').$type<CountryType>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('countries_type_idx').on(t.type)],
);

export const banks = pgTable(
  'banks',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code, { onUpdate: 'cascade' }),
    description: text('description'),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    logo: text('logo'),
    website: text('website'),
    minLoanAmount: numeric('min_loan_amount', { precision: 12, scale: 2 }).notNull(),
    maxLoanAmount: numeric('max_loan_amount', { precision: 12, scale: 2 }).notNull(),
    interestRateMin: numeric('interest_rate_min', { precision: 5, scale: 2 }).notNull(),
    interestRateMax: numeric('interest_rate_max', { precision: 5, scale: 2 }).notNull(),
    /** A lower LTV cap this bank applies to non-residents (docs/lending-rules.md §11), as a fraction. */
    nonResidentLtvCap: numeric('non_resident_ltv_cap', { precision: 4, scale: 3 }),
    /** Longest term this bank offers non-residents, in years; null = the country's maximum. */
    nonResidentMaxTermYears: integer('non_resident_max_term_years'),
    /** Currencies the bank lends in (ISO codes). */
    loanCurrencies: jsonb('loan_currencies').$type<string[]>().notNull().default([]),
    /** Issue 19: per loan currency, { rate, fixedYears, rateAfter } (core BankRate), percent a year. */
    representativeRates: jsonb('representative_rates').$type<Record<string, BankRate>>().notNull().default({}),
    /** Longest term for anyone, in years; null = the country route's. */
    maxTermYears: integer('max_term_years'),
    /** Income currencies the bank counts; empty = any (PBZ's non-resident programme: EUR only). */
    acceptedIncomeCurrencies: jsonb('accepted_income_currencies').$type<string[]>().notNull().default([]),
    /** Countries of residence it lends to people living in; empty = any. */
    acceptedResidenceCountries: jsonb('accepted_residence_countries').$type<string[]>().notNull().default([]),
    /** Share of an income not counted when its currency is not the loan's; null = the exchange-rate table's default. */
    foreignIncomeHaircut: numeric('foreign_income_haircut', { precision: 4, scale: 3 }),
    /** Employment it accepts; empty = any. */
    acceptedEmploymentTypes: jsonb('accepted_employment_types').$type<EmploymentType[]>().notNull().default([]),
    minEmploymentMonths: integer('min_employment_months'),
    minTotalEmploymentMonths: integer('min_total_employment_months'),
    /** Oldest age at the last instalment; null = the country route's (BT 70, CEC 75, BCR/BRD 65 for employees). */
    maxAgeAtMaturity: integer('max_age_at_maturity'),
    acceptsInternationalIncome: boolean('accepts_international_income').notNull().default(true),
    /** Document types this bank usually asks for (core DOCUMENT_TYPES). */
    requiredDocuments: jsonb('required_documents').$type<string[]>().notNull().default([]),
    /** Those it wants in a certified translation, and apostilled or legalised. */
    translatedDocuments: jsonb('translated_documents').$type<DocumentType[]>().notNull().default([]),
    apostilledDocuments: jsonb('apostilled_documents').$type<DocumentType[]>().notNull().default([]),
    /** Where the criteria above were read, when, and which of them are estimates (issue 19). */
    criteriaSource: text('criteria_source'),
    criteriaVerifiedOn: date('criteria_verified_on'),
    criteriaEstimates: jsonb('criteria_estimates').$type<string[]>().notNull().default([]),
    /**
     * The bank's charges (issue 14, ADR 030): arrangement, valuation, account, mandatory
     * insurance, each a core/finance BankCharge with its source; amounts in EUR.
     */
    charges: jsonb('charges').$type<BankChargeData[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('banks_country_code_idx').on(t.countryCode), index('banks_is_active_idx').on(t.isActive)],
);

/**
 * One row per lending route of a property country (e.g. Romania has a RON and an EUR route).
 * Fractions are stored as decimals (0.40 = 40%), rates in percent (6.50 = 6.5%).
 */
export const lendingRules = pgTable(
  'lending_rules',
  {
    id: serial('id').primaryKey(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code, { onUpdate: 'cascade' }),
    loanCurrency: text('loan_currency').notNull(),
    dstiCap: numeric('dsti_cap', { precision: 4, scale: 3 }).notNull(),
    dstiCapFirstHome: numeric('dsti_cap_first_home', { precision: 4, scale: 3 }),
    dstiCapHighIncome: numeric('dsti_cap_high_income', { precision: 4, scale: 3 }),
    highIncomeThresholdEur: numeric('high_income_threshold_eur', { precision: 12, scale: 2 }),
    youngApplicantMaxAge: integer('young_applicant_max_age'),
    dstiCapYoung: numeric('dsti_cap_young', { precision: 4, scale: 3 }),
    ltvCap: numeric('ltv_cap', { precision: 4, scale: 3 }).notNull(),
    ltvCapFirstHome: numeric('ltv_cap_first_home', { precision: 4, scale: 3 }),
    ltvCapYoung: numeric('ltv_cap_young', { precision: 4, scale: 3 }),
    ltvCapLandCommercial: numeric('ltv_cap_land_commercial', { precision: 4, scale: 3 }).notNull().default('0.5'),
    maxTermYears: integer('max_term_years').notNull(),
    maxTermYearsLandCommercial: integer('max_term_years_land_commercial').notNull().default(15),
    maxAgeAtMaturity: integer('max_age_at_maturity').notNull().default(65),
    baseRate: numeric('base_rate', { precision: 5, scale: 2 }).notNull(),
    /** Stress add-on of a fixed-rate loan, in percentage points (0 where the regulator sets none). */
    stressAddon: numeric('stress_addon', { precision: 5, scale: 2 }).notNull(),
    /** Stress add-on of a variable-rate loan; null = the fixed one (PL: above 2.5 pp). */
    stressAddonVariable: numeric('stress_addon_variable', { precision: 5, scale: 2 }),
    /** The stressed rate's ceiling (SK: 6 %); null = none. */
    stressedRateCap: numeric('stressed_rate_cap', { precision: 5, scale: 2 }),
    /** HU: DSTI caps by fixed-rate period [{ minFixedYears, dstiCap, dstiCapHighIncome }], fractions as numbers. */
    dstiCapsByFixation: jsonb('dsti_caps_by_fixation').$type<Array<{ minFixedYears: number; dstiCap: number; dstiCapHighIncome: number | null }>>(),
    /** CZ from 1.4.2026: caps for investment (buy-to-let, third property) loans. */
    ltvCapInvestment: numeric('ltv_cap_investment', { precision: 4, scale: 3 }),
    dtiMultipleInvestment: numeric('dti_multiple_investment', { precision: 5, scale: 2 }),
    /** SK: the DTI age reduction applies only to loans ending after this age (65, NBS 2022). */
    dtiReductionLoanEndAge: integer('dti_reduction_loan_end_age'),
    /** SK: subsistence minimum added per dependent child, EUR a month. */
    subsistencePerDependantEur: numeric('subsistence_per_dependant_eur', { precision: 10, scale: 2 }),
    /** SI: income that must remain after all instalments, EUR per month. */
    residualIncomeMinEur: numeric('residual_income_min_eur', { precision: 10, scale: 2 }),
    /**
     * EUR a month each dependant costs (issue 14): SI adds it to the residual income floor;
     * elsewhere it is the living-cost allowance assumed when no expenses are entered.
     */
    dependantAllowanceEur: numeric('dependant_allowance_eur', { precision: 10, scale: 2 }),
    /** SK: DSTI applies to (income − subsistence minimum), EUR per month. */
    subsistenceMinimumEur: numeric('subsistence_minimum_eur', { precision: 10, scale: 2 }),
    /** SK: debt-to-income multiple of annual income, reduced per year of age above dtiAgeThreshold. */
    dtiMultiple: numeric('dti_multiple', { precision: 5, scale: 2 }),
    dtiAgeThreshold: integer('dti_age_threshold'),
    dtiReductionPerYear: numeric('dti_reduction_per_year', { precision: 5, scale: 3 }),
    /** Most of the borrowers' income must be in the loan's currency (PL Mortgage Credit Act art. 6(1); CEC's EUR loans). */
    requiresIncomeInLoanCurrency: boolean('requires_income_in_loan_currency').notNull().default(false),
    /** Issue 19: whose each limit is, { dsti: 'regulator', maxAgeAtMaturity: 'bank', ... }; unrecorded = Acasa's prudence. */
    limitOrigins: jsonb('limit_origins').$type<LimitOrigins>().notNull().default({}),
    /** Issue 19 (audit): where each limit is written, { maxTerm: 'cec.ro: up to 35 years', ... }; Acasa's have none. */
    limitSources: jsonb('limit_sources').$type<LimitSources>().notNull().default({}),
    /** The regulator's limits of the route (origin 'regulator') were read in the regulator's text; not the banks' or Acasa's. */
    isVerified: boolean('is_verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    notes: text('notes'),
    source: text('source'),
    /** When the sources were last checked (docs/lending-rules.md §9: every changed rule cites its source and date). */
    verifiedOn: date('verified_on'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lending_rules_country_currency_unique').on(t.countryCode, t.loanCurrency)],
);

/** ECB-style reference rates: units of `currency` per 1 EUR, dated. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: serial('id').primaryKey(),
    currency: text('currency').notNull(),
    rate: numeric('rate', { precision: 14, scale: 6 }).notNull(),
    rateDate: date('rate_date').notNull(),
    /** Share of income not counted when it is earned in this currency (docs/lending-rules.md §4, §7.1). */
    fxHaircut: numeric('fx_haircut', { precision: 4, scale: 3 }).notNull().default('0'),
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('exchange_rates_currency_date_unique').on(t.currency, t.rateDate)],
);

/**
 * Scoring categories (docs/product.md §3). `options` maps an option to its points; `bands`
 * gives the thresholds that pick an option from the applicant's measure, so both are data.
 */
export const scoringConfig = pgTable('scoring_config', {
  id: serial('id').primaryKey(),
  category: text('category').notNull().unique(),
  weight: integer('weight').notNull(),
  description: text('description'),
  options: jsonb('options').$type<Record<string, number>>().notNull().default({}),
  bands: jsonb('bands').$type<Array<{ option: string; min?: number; max?: number }>>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every save of the scoring config is a new version; assessments record the version they used. */
export const scoringConfigVersions = pgTable(
  'scoring_config_versions',
  {
    version: serial('version').primaryKey(),
    snapshot: jsonb('snapshot').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scoring_config_versions_created_by_idx').on(t.createdBy)],
);

/** Engine parameters that are not per country: income factors, assumed age, minimum term. */
export const engineParameters = pgTable('engine_parameters', {
  key: text('key').primaryKey(),
  value: numeric('value', { precision: 12, scale: 4 }).notNull(),
  description: text('description'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});
