import { EMPLOYMENT_TYPES, DOCUMENT_TYPES, type DocumentType, type EmploymentType } from '../constants';
import { LIMIT_ORIGINS, ROUTE_LIMITS, type LimitOrigin, type LimitOrigins, type LimitSources, type RouteLimit } from './limit-origins';
import { EngineConfigError } from './parameters';
import type { BankCharge, Charge, ChargeBase, ChargeFrequency } from '../finance/charges';
import type { Bank, CountryCharge, EngineConfig, ExchangeRate, FirstHomeScheme, LendingRule, ScoringBand, ScoringCategory } from './types';

/**
 * Turns database rows (or the seed data, which has the same shape) into an EngineConfig.
 * Numeric columns arrive from PostgreSQL as strings and nullable columns as null; seed rows may
 * omit columns that have a database default. The row types are structural on purpose: core
 * must not import Drizzle, and both `$inferSelect` and `$inferInsert` objects fit them.
 *
 * Missing numbers are configuration errors (EngineConfigError naming the row and column):
 * the engine never falls back to a constant of its own. Inactive rules and banks are dropped;
 * for each currency only the newest rate is kept.
 */

type NumericLike = string | number | null | undefined;

export interface ScoringConfigRowLike {
  category: string;
  weight: number;
  options?: Record<string, number | string> | null;
  bands?: ReadonlyArray<{ option: string; min?: number | string | null; max?: number | string | null }> | null;
  sortOrder?: number | null;
  isActive?: boolean | null;
}

export interface LendingRuleRowLike {
  countryCode: string;
  loanCurrency: string;
  dstiCap: NumericLike;
  dstiCapFirstHome?: NumericLike;
  dstiCapHighIncome?: NumericLike;
  highIncomeThresholdEur?: NumericLike;
  youngApplicantMaxAge?: NumericLike;
  dstiCapYoung?: NumericLike;
  ltvCap: NumericLike;
  ltvCapFirstHome?: NumericLike;
  ltvCapYoung?: NumericLike;
  ltvCapLandCommercial?: NumericLike;
  maxTermYears: NumericLike;
  maxTermYearsLandCommercial?: NumericLike;
  maxAgeAtMaturity?: NumericLike;
  baseRate: NumericLike;
  stressAddon: NumericLike;
  stressAddonVariable?: NumericLike;
  stressedRateCap?: NumericLike;
  dstiCapsByFixation?: ReadonlyArray<{ minFixedYears: NumericLike; dstiCap: NumericLike; dstiCapHighIncome?: NumericLike }> | null;
  ltvCapInvestment?: NumericLike;
  dtiMultipleInvestment?: NumericLike;
  dtiReductionLoanEndAge?: NumericLike;
  subsistencePerDependantEur?: NumericLike;
  residualIncomeMinEur?: NumericLike;
  dependantAllowanceEur?: NumericLike;
  subsistenceMinimumEur?: NumericLike;
  dtiMultiple?: NumericLike;
  dtiAgeThreshold?: NumericLike;
  dtiReductionPerYear?: NumericLike;
  requiresIncomeInLoanCurrency?: boolean | null;
  isVerified?: boolean | null;
  isActive?: boolean | null;
  /** jsonb: limit -> 'regulator' | 'bank' | 'acasa' (issue 19). */
  limitOrigins?: Readonly<Record<string, string>> | null;
  /** jsonb: limit -> where it is written (issue 19). */
  limitSources?: Readonly<Record<string, string>> | null;
  source?: string | null;
  verifiedOn?: string | Date | null;
}

export interface ExchangeRateRowLike {
  currency: string;
  rate: NumericLike;
  rateDate: string | Date;
  fxHaircut?: NumericLike;
}

export interface BankRowLike {
  /** Seed rows have no id yet; they get their 1-based position (the id a fresh database assigns). */
  id?: number | null;
  name: string;
  countryCode: string;
  description?: string | null;
  website?: string | null;
  logo?: string | null;
  features?: readonly string[] | null;
  minLoanAmount: NumericLike;
  maxLoanAmount: NumericLike;
  interestRateMin: NumericLike;
  interestRateMax: NumericLike;
  nonResidentLtvCap?: NumericLike;
  nonResidentMaxTermYears?: NumericLike;
  loanCurrencies?: readonly string[] | null;
  /** jsonb: loan currency -> { rate, fixedYears, rateAfter }, percent a year (issue 19). */
  representativeRates?: Readonly<Record<string, { rate: NumericLike; fixedYears?: NumericLike; rateAfter?: NumericLike }>> | null;
  maxTermYears?: NumericLike;
  acceptedIncomeCurrencies?: readonly string[] | null;
  acceptedResidenceCountries?: readonly string[] | null;
  foreignIncomeHaircut?: NumericLike;
  acceptedEmploymentTypes?: readonly string[] | null;
  minEmploymentMonths?: NumericLike;
  minTotalEmploymentMonths?: NumericLike;
  maxAgeAtMaturity?: NumericLike;
  acceptsInternationalIncome?: boolean | null;
  requiredDocuments?: readonly string[] | null;
  translatedDocuments?: readonly string[] | null;
  apostilledDocuments?: readonly string[] | null;
  criteriaSource?: string | null;
  criteriaVerifiedOn?: string | Date | null;
  criteriaEstimates?: readonly string[] | null;
  /** jsonb: the bank's charges (issue 14). */
  charges?: readonly BankChargeRowLike[] | null;
  isActive?: boolean | null;
}

/** A charge as stored: numbers may be strings (numeric columns) or numbers (jsonb). */
export interface ChargeRowLike {
  key: string;
  base: string;
  amount?: NumericLike;
  rate?: NumericLike;
  brackets?: ReadonlyArray<{ upTo?: NumericLike; rate: NumericLike }> | null;
  min?: NumericLike;
  max?: NumericLike;
  vatRate?: NumericLike;
  firstHomeExemptUpTo?: NumericLike;
  firstHomeRelief?: NumericLike;
  firstHomeMaxAge?: NumericLike;
  source?: string | null;
  verifiedOn?: string | Date | null;
}

export interface BankChargeRowLike extends ChargeRowLike {
  frequency: string;
  isMandatory?: boolean | null;
}

export interface CountryChargeRowLike extends ChargeRowLike {
  countryCode: string;
  isActive?: boolean | null;
}

export interface FirstHomeSchemeRowLike {
  key: string;
  countryCode: string;
  name: string;
  loanCurrency: string;
  ltvCap: NumericLike;
  maxPrice?: NumericLike;
  maxLoan?: NumericLike;
  baseRate?: NumericLike;
  maxTermYears?: NumericLike;
  maxAge?: NumericLike;
  requiresFirstHome?: boolean | null;
  requiresResidence?: boolean | null;
  source?: string | null;
  verifiedOn?: string | Date | null;
  isActive?: boolean | null;
}

export interface EngineParameterRowLike {
  key: string;
  value: NumericLike;
}

export interface ConfigRows {
  scoring: readonly ScoringConfigRowLike[];
  scoringConfigVersion: number;
  lendingRules: readonly LendingRuleRowLike[];
  exchangeRates: readonly ExchangeRateRowLike[];
  banks: readonly BankRowLike[];
  /** Issue 14; none until the data is loaded. */
  closingCosts?: readonly CountryChargeRowLike[];
  schemes?: readonly FirstHomeSchemeRowLike[];
  parameters: readonly EngineParameterRowLike[];
}

function optionalNumber(value: unknown, where: string): number | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const parsed = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(parsed)) throw new EngineConfigError(`${where} is not a number: ${String(value)}`);
  return parsed;
}

function requiredNumber(value: unknown, where: string): number {
  const parsed = optionalNumber(value, where);
  if (parsed === null) throw new EngineConfigError(`${where} is missing`);
  return parsed;
}

const isoDate = (value: string | Date) => (value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10));

function scoringCategoryFromRow(row: ScoringConfigRowLike): ScoringCategory {
  const where = `scoring_config ${row.category}`;
  const options: Record<string, number> = {};
  for (const [option, points] of Object.entries(row.options ?? {})) {
    options[option] = requiredNumber(points, `${where} option ${option}`);
  }
  const bands: ScoringBand[] = (row.bands ?? []).map((band) => {
    const min = optionalNumber(band.min, `${where} band ${band.option} min`);
    const max = optionalNumber(band.max, `${where} band ${band.option} max`);
    return { option: band.option, ...(min === null ? {} : { min }), ...(max === null ? {} : { max }) };
  });
  return {
    category: row.category,
    weight: requiredNumber(row.weight, `${where} weight`),
    options,
    bands,
    isActive: row.isActive ?? true,
    sortOrder: row.sortOrder ?? 0,
  };
}

function lendingRuleFromRow(row: LendingRuleRowLike): LendingRule {
  const where = (column: string) => `lending_rules ${row.countryCode}/${row.loanCurrency} ${column}`;
  const req = (column: keyof LendingRuleRowLike) => requiredNumber(row[column], where(column));
  const opt = (column: keyof LendingRuleRowLike) => optionalNumber(row[column], where(column));
  return {
    countryCode: row.countryCode.toUpperCase(),
    loanCurrency: row.loanCurrency.toUpperCase(),
    dstiCap: req('dstiCap'),
    dstiCapFirstHome: opt('dstiCapFirstHome'),
    dstiCapHighIncome: opt('dstiCapHighIncome'),
    highIncomeThresholdEur: opt('highIncomeThresholdEur'),
    youngApplicantMaxAge: opt('youngApplicantMaxAge'),
    dstiCapYoung: opt('dstiCapYoung'),
    ltvCap: req('ltvCap'),
    ltvCapFirstHome: opt('ltvCapFirstHome'),
    ltvCapYoung: opt('ltvCapYoung'),
    ltvCapLandCommercial: req('ltvCapLandCommercial'),
    maxTermYears: req('maxTermYears'),
    maxTermYearsLandCommercial: req('maxTermYearsLandCommercial'),
    maxAgeAtMaturity: req('maxAgeAtMaturity'),
    baseRate: req('baseRate'),
    stressAddon: req('stressAddon'),
    stressAddonVariable: opt('stressAddonVariable'),
    stressedRateCap: opt('stressedRateCap'),
    dstiCapsByFixation: row.dstiCapsByFixation
      ? row.dstiCapsByFixation.map((tier, i) => ({
          minFixedYears: requiredNumber(tier.minFixedYears, where(`dstiCapsByFixation[${i}].minFixedYears`)),
          dstiCap: requiredNumber(tier.dstiCap, where(`dstiCapsByFixation[${i}].dstiCap`)),
          dstiCapHighIncome: optionalNumber(tier.dstiCapHighIncome, where(`dstiCapsByFixation[${i}].dstiCapHighIncome`)),
        }))
      : null,
    ltvCapInvestment: opt('ltvCapInvestment'),
    dtiMultipleInvestment: opt('dtiMultipleInvestment'),
    dtiReductionLoanEndAge: opt('dtiReductionLoanEndAge'),
    subsistencePerDependantEur: opt('subsistencePerDependantEur'),
    residualIncomeMinEur: opt('residualIncomeMinEur'),
    dependantAllowanceEur: opt('dependantAllowanceEur'),
    subsistenceMinimumEur: opt('subsistenceMinimumEur'),
    dtiMultiple: opt('dtiMultiple'),
    dtiAgeThreshold: opt('dtiAgeThreshold'),
    dtiReductionPerYear: opt('dtiReductionPerYear'),
    requiresIncomeInLoanCurrency: row.requiresIncomeInLoanCurrency ?? false,
    isVerified: row.isVerified ?? false,
    limitOrigins: limitOriginsFromRow(row.limitOrigins, where('limitOrigins')),
    limitSources: limitSourcesFromRow(row.limitSources, where('limitSources')),
    source: row.source ?? null,
    verifiedOn: row.verifiedOn ? isoDate(row.verifiedOn) : null,
  };
}

/** Unknown limits or origins are configuration errors: a typo must not turn a rule into Acasa's prudence silently. */
function limitOriginsFromRow(value: Readonly<Record<string, string>> | null | undefined, where: string): LimitOrigins {
  const origins: LimitOrigins = {};
  for (const [limit, origin] of Object.entries(value ?? {})) {
    if (!ROUTE_LIMITS.includes(limit as RouteLimit)) throw new EngineConfigError(`${where}: unknown limit ${limit}`);
    if (!LIMIT_ORIGINS.includes(origin as LimitOrigin)) throw new EngineConfigError(`${where}.${limit}: origin is not one of ${LIMIT_ORIGINS.join(', ')}`);
    origins[limit as RouteLimit] = origin as LimitOrigin;
  }
  return origins;
}

/** Each limit's source, for known limits only; an empty text is no source. */
function limitSourcesFromRow(value: Readonly<Record<string, string>> | null | undefined, where: string): LimitSources {
  const sources: LimitSources = {};
  for (const [limit, source] of Object.entries(value ?? {})) {
    if (!ROUTE_LIMITS.includes(limit as RouteLimit)) throw new EngineConfigError(`${where}: unknown limit ${limit}`);
    if (typeof source !== 'string') throw new EngineConfigError(`${where}.${limit}: a source is a text`);
    if (source.trim() !== '') sources[limit as RouteLimit] = source.trim();
  }
  return sources;
}

function knownValues<T extends string>(values: readonly string[] | null | undefined, known: readonly T[], where: string): T[] {
  return (values ?? []).map((value) => {
    if (!known.includes(value as T)) throw new EngineConfigError(`${where}: ${value} is not one of ${known.join(', ')}`);
    return value as T;
  });
}

function exchangeRateFromRow(row: ExchangeRateRowLike): ExchangeRate {
  const where = (column: string) => `exchange_rates ${row.currency} ${isoDate(row.rateDate)} ${column}`;
  return {
    currency: row.currency.toUpperCase(),
    rate: requiredNumber(row.rate, where('rate')),
    rateDate: isoDate(row.rateDate),
    fxHaircut: requiredNumber(row.fxHaircut, where('fxHaircut')),
  };
}

function bankFromRow(row: BankRowLike, position: number): Bank {
  const where = (column: string) => `banks ${row.name} ${column}`;
  return {
    id: row.id ?? position + 1,
    name: row.name,
    countryCode: row.countryCode.toUpperCase(),
    description: row.description ?? null,
    website: row.website ?? null,
    logo: row.logo ?? null,
    features: [...(row.features ?? [])],
    minLoanAmount: requiredNumber(row.minLoanAmount, where('minLoanAmount')),
    maxLoanAmount: requiredNumber(row.maxLoanAmount, where('maxLoanAmount')),
    interestRateMin: requiredNumber(row.interestRateMin, where('interestRateMin')),
    interestRateMax: requiredNumber(row.interestRateMax, where('interestRateMax')),
    nonResidentLtvCap: optionalNumber(row.nonResidentLtvCap, where('nonResidentLtvCap')),
    nonResidentMaxTermYears: optionalNumber(row.nonResidentMaxTermYears, where('nonResidentMaxTermYears')),
    loanCurrencies: [...(row.loanCurrencies ?? [])],
    representativeRates: Object.fromEntries(
      Object.entries(row.representativeRates ?? {}).map(([currency, rate]) => {
        const at = (field: string) => where(`representativeRates.${currency}.${field}`);
        const fixedYears = optionalNumber(rate.fixedYears, at('fixedYears'));
        const rateAfter = optionalNumber(rate.rateAfter, at('rateAfter'));
        // A rate after the fixed years needs the years, and the other way round.
        if ((fixedYears === null) !== (rateAfter === null)) throw new EngineConfigError(`${at('rateAfter')} and fixedYears go together`);
        return [currency, { rate: requiredNumber(rate.rate, at('rate')), fixedYears, rateAfter }];
      }),
    ),
    maxTermYears: optionalNumber(row.maxTermYears, where('maxTermYears')),
    acceptedIncomeCurrencies: [...(row.acceptedIncomeCurrencies ?? [])],
    acceptedResidenceCountries: [...(row.acceptedResidenceCountries ?? [])],
    foreignIncomeHaircut: optionalNumber(row.foreignIncomeHaircut, where('foreignIncomeHaircut')),
    acceptedEmploymentTypes: knownValues<EmploymentType>(row.acceptedEmploymentTypes, EMPLOYMENT_TYPES, where('acceptedEmploymentTypes')),
    minEmploymentMonths: optionalNumber(row.minEmploymentMonths, where('minEmploymentMonths')),
    minTotalEmploymentMonths: optionalNumber(row.minTotalEmploymentMonths, where('minTotalEmploymentMonths')),
    maxAgeAtMaturity: optionalNumber(row.maxAgeAtMaturity, where('maxAgeAtMaturity')),
    acceptsInternationalIncome: row.acceptsInternationalIncome ?? true,
    requiredDocuments: [...(row.requiredDocuments ?? [])],
    translatedDocuments: knownValues<DocumentType>(row.translatedDocuments, DOCUMENT_TYPES, where('translatedDocuments')),
    apostilledDocuments: knownValues<DocumentType>(row.apostilledDocuments, DOCUMENT_TYPES, where('apostilledDocuments')),
    criteriaSource: row.criteriaSource ?? null,
    criteriaVerifiedOn: row.criteriaVerifiedOn ? isoDate(row.criteriaVerifiedOn) : null,
    criteriaEstimates: [...(row.criteriaEstimates ?? [])],
    charges: (row.charges ?? []).map((charge, i) => bankChargeFromRow(charge, where(`charges[${i}]`))),
  };
}

const CHARGE_BASES: readonly ChargeBase[] = ['price', 'loan', 'balance', 'fixed'];
const CHARGE_FREQUENCIES: readonly ChargeFrequency[] = ['upfront', 'monthly', 'yearly'];

function chargeFromRow(row: ChargeRowLike, where: string): Charge {
  if (!CHARGE_BASES.includes(row.base as ChargeBase)) throw new EngineConfigError(`${where} base is not one of ${CHARGE_BASES.join(', ')}`);
  const verifiedOn = row.verifiedOn ?? null;
  return {
    key: row.key,
    base: row.base as ChargeBase,
    amount: optionalNumber(row.amount, `${where} amount`) ?? 0,
    rate: optionalNumber(row.rate, `${where} rate`) ?? 0,
    brackets: row.brackets
      ? row.brackets.map((bracket, i) => ({
          upTo: optionalNumber(bracket.upTo, `${where} brackets[${i}].upTo`),
          rate: requiredNumber(bracket.rate, `${where} brackets[${i}].rate`),
        }))
      : null,
    min: optionalNumber(row.min, `${where} min`),
    max: optionalNumber(row.max, `${where} max`),
    vatRate: optionalNumber(row.vatRate, `${where} vatRate`),
    firstHomeExemptUpTo: optionalNumber(row.firstHomeExemptUpTo, `${where} firstHomeExemptUpTo`),
    firstHomeRelief: optionalNumber(row.firstHomeRelief, `${where} firstHomeRelief`),
    firstHomeMaxAge: optionalNumber(row.firstHomeMaxAge, `${where} firstHomeMaxAge`),
    source: row.source ?? '',
    verifiedOn: verifiedOn === null ? null : isoDate(verifiedOn),
  };
}

function bankChargeFromRow(row: BankChargeRowLike, where: string): BankCharge {
  if (!CHARGE_FREQUENCIES.includes(row.frequency as ChargeFrequency)) {
    throw new EngineConfigError(`${where} frequency is not one of ${CHARGE_FREQUENCIES.join(', ')}`);
  }
  return { ...chargeFromRow(row, where), frequency: row.frequency as ChargeFrequency, isMandatory: row.isMandatory ?? true };
}

function countryChargeFromRow(row: CountryChargeRowLike): CountryCharge {
  return { countryCode: row.countryCode.toUpperCase(), ...chargeFromRow(row, `closing_costs ${row.countryCode} ${row.key}`) };
}

function schemeFromRow(row: FirstHomeSchemeRowLike): FirstHomeScheme {
  const where = (column: string) => `first_home_schemes ${row.key} ${column}`;
  const verifiedOn = row.verifiedOn ?? null;
  return {
    key: row.key,
    countryCode: row.countryCode.toUpperCase(),
    name: row.name,
    loanCurrency: row.loanCurrency.toUpperCase(),
    ltvCap: requiredNumber(row.ltvCap, where('ltvCap')),
    maxPrice: optionalNumber(row.maxPrice, where('maxPrice')),
    maxLoan: optionalNumber(row.maxLoan, where('maxLoan')),
    baseRate: optionalNumber(row.baseRate, where('baseRate')),
    maxTermYears: optionalNumber(row.maxTermYears, where('maxTermYears')),
    maxAge: optionalNumber(row.maxAge, where('maxAge')),
    requiresFirstHome: row.requiresFirstHome ?? true,
    requiresResidence: row.requiresResidence ?? false,
    source: row.source ?? '',
    verifiedOn: verifiedOn === null ? null : isoDate(verifiedOn),
  };
}

function newestPerCurrency(rates: ExchangeRate[]): ExchangeRate[] {
  const newest = new Map<string, ExchangeRate>();
  for (const rate of rates) {
    const known = newest.get(rate.currency);
    if (!known || known.rateDate < rate.rateDate) newest.set(rate.currency, rate);
  }
  return [...newest.values()];
}

export function configFromRows(rows: ConfigRows): EngineConfig {
  const parameters: Record<string, number> = {};
  for (const row of rows.parameters) parameters[row.key] = requiredNumber(row.value, `engine_parameters ${row.key}`);
  return {
    scoring: rows.scoring.map(scoringCategoryFromRow),
    scoringConfigVersion: rows.scoringConfigVersion,
    lendingRules: rows.lendingRules.filter((row) => row.isActive !== false).map(lendingRuleFromRow),
    exchangeRates: newestPerCurrency(rows.exchangeRates.map(exchangeRateFromRow)),
    // Ids come from the position among all rows, so filtering inactive banks keeps them stable.
    banks: rows.banks
      .map((row, position) => ({ row, position }))
      .filter(({ row }) => row.isActive !== false)
      .map(({ row, position }) => bankFromRow(row, position)),
    closingCosts: (rows.closingCosts ?? []).filter((row) => row.isActive !== false).map(countryChargeFromRow),
    schemes: (rows.schemes ?? []).filter((row) => row.isActive !== false).map(schemeFromRow),
    parameters,
  };
}
