import type { Language } from '@core/constants';
import { LIMIT_ORIGINS, ROUTE_LIMITS, originOf, type LimitOrigin, type LimitOrigins, type RouteLimit } from '@core/eligibility/limit-origins';
import { ZLendingRuleUpdate, type AdminLendingRule } from '@core/schemas/admin';
import { writeLocalizedDecimal } from '@/lib/localized-number';
import { NUMBER_DECIMALS, readNumberFields, type NumberFieldRule } from './number-fields';
import { fractionToPercentText, PERCENT_INVALID, readPercent } from './percent';
import { schemaResolver } from './schema-resolver';

export { PERCENT_INVALID };

/** Caps are edited as percentages; the first three are required. */
const REQUIRED_PERCENT_FIELDS = ['dstiCap', 'ltvCap', 'ltvCapLandCommercial'] as const;
const OPTIONAL_PERCENT_FIELDS = ['dstiCapFirstHome', 'ltvCapFirstHome'] as const;

export interface LendingRuleFormValues {
  dstiCap: string;
  dstiCapFirstHome: string;
  ltvCap: string;
  ltvCapFirstHome: string;
  ltvCapLandCommercial: string;
  maxTermYears: string;
  maxTermYearsLandCommercial: string;
  maxAgeAtMaturity: string;
  /** Percent per year, as stored. */
  baseRate: string;
  stressAddon: string;
  /** Empty: the fixed-rate add-on applies to variable rates too. */
  stressAddonVariable: string;
  /** Empty: no ceiling on the stressed rate. */
  stressedRateCap: string;
  /** YYYY-MM-DD, when the sources were last checked; may be empty. */
  verifiedOn: string;
  isVerified: boolean;
  isActive: boolean;
  notes: string;
  source: string;
  /** Whose each limit the rule has is (issue 19); the limits the rule does not use are not shown. */
  limitOrigins: Partial<Record<RouteLimit, LimitOrigin>>;
  /** Where each of those limits is written (issue 19, audit); empty: none recorded. */
  limitSources: Partial<Record<RouteLimit, string>>;
}

export { LIMIT_ORIGINS };

/** The value each limit of ROUTE_LIMITS reads in a rule: a limit applies when it is set. */
const LIMIT_VALUES: Record<RouteLimit, (rule: AdminLendingRule) => unknown> = {
  dsti: (rule) => rule.dstiCap,
  dstiFirstHome: (rule) => rule.dstiCapFirstHome,
  dstiHighIncome: (rule) => rule.dstiCapHighIncome,
  dstiYoung: (rule) => rule.dstiCapYoung,
  ltv: (rule) => rule.ltvCap,
  ltvFirstHome: (rule) => rule.ltvCapFirstHome,
  ltvYoung: (rule) => rule.ltvCapYoung,
  ltvLandCommercial: (rule) => rule.ltvCapLandCommercial,
  ltvInvestment: (rule) => rule.ltvCapInvestment,
  maxTerm: (rule) => rule.maxTermYears,
  maxTermLandCommercial: (rule) => rule.maxTermYearsLandCommercial,
  maxAgeAtMaturity: (rule) => rule.maxAgeAtMaturity,
  stress: (rule) => rule.stressAddon,
  stressVariable: (rule) => rule.stressAddonVariable,
  stressedRateCap: (rule) => rule.stressedRateCap,
  subsistence: (rule) => rule.subsistenceMinimumEur ?? rule.subsistencePerDependantEur,
  residualIncome: (rule) => rule.residualIncomeMinEur,
  dti: (rule) => rule.dtiMultiple,
  dtiInvestment: (rule) => rule.dtiMultipleInvestment,
  incomeInLoanCurrency: (rule) => (rule.requiresIncomeInLoanCurrency ? true : null),
};

/** The limits a rule uses (or has an origin recorded for), in ROUTE_LIMITS' order. */
export function limitsOf(rule: AdminLendingRule): RouteLimit[] {
  const recorded = rule.limitOrigins ?? {};
  return ROUTE_LIMITS.filter((limit) => {
    const value = LIMIT_VALUES[limit](rule);
    return (value !== null && value !== undefined) || limit in recorded;
  });
}

/** Each shown limit's origin; unrecorded is Acasa's prudence (core limit-origins.ts). */
export function limitOriginValues(rule: AdminLendingRule): Partial<Record<RouteLimit, LimitOrigin>> {
  const origins: LimitOrigins = rule.limitOrigins ?? {};
  return Object.fromEntries(limitsOf(rule).map((limit) => [limit, originOf(origins, limit)]));
}

/** The limits a rule uses that have a source, each with it, in ROUTE_LIMITS' order (the table's list). */
export function limitSourcesOf(rule: AdminLendingRule): Array<{ limit: RouteLimit; source: string }> {
  return limitsOf(rule).flatMap((limit) => {
    const source = rule.limitSources?.[limit];
    return source ? [{ limit, source }] : [];
  });
}

/** A rule as the form edits it, numbers written the interface language's way (English when not given). */
export function lendingRuleFormValues(rule: AdminLendingRule, language: Language = 'en'): LendingRuleFormValues {
  const percent = (fraction: string | null) => fractionToPercentText(fraction, language);
  const plain = (decimal: string) => writeLocalizedDecimal(decimal, language);
  return {
    dstiCap: percent(rule.dstiCap),
    dstiCapFirstHome: percent(rule.dstiCapFirstHome),
    ltvCap: percent(rule.ltvCap),
    ltvCapFirstHome: percent(rule.ltvCapFirstHome),
    ltvCapLandCommercial: percent(rule.ltvCapLandCommercial),
    maxTermYears: String(rule.maxTermYears),
    maxTermYearsLandCommercial: String(rule.maxTermYearsLandCommercial),
    maxAgeAtMaturity: String(rule.maxAgeAtMaturity),
    baseRate: plain(rule.baseRate),
    stressAddon: plain(rule.stressAddon),
    stressAddonVariable: rule.stressAddonVariable === null ? '' : plain(rule.stressAddonVariable),
    stressedRateCap: rule.stressedRateCap === null ? '' : plain(rule.stressedRateCap),
    verifiedOn: rule.verifiedOn ?? '',
    isVerified: rule.isVerified,
    isActive: rule.isActive,
    notes: rule.notes ?? '',
    source: rule.source ?? '',
    limitOrigins: limitOriginValues(rule),
    limitSources: Object.fromEntries(limitsOf(rule).map((limit) => [limit, rule.limitSources?.[limit] ?? ''])),
  };
}

const label = (field: keyof LendingRuleFormValues) => `admin:lendingRules.fields.${field}`;
const whole = (field: keyof LendingRuleFormValues): NumberFieldRule => ({ decimals: NUMBER_DECIMALS.whole, label: label(field) });
const rate = (field: keyof LendingRuleFormValues): NumberFieldRule => ({ decimals: NUMBER_DECIMALS.rate, label: label(field) });

/** The number fields that are not percentages of a price: terms and ages (whole), rates in percent per year. */
const NUMBER_FIELDS: Partial<Record<keyof LendingRuleFormValues, NumberFieldRule>> = {
  maxTermYears: whole('maxTermYears'),
  maxTermYearsLandCommercial: whole('maxTermYearsLandCommercial'),
  maxAgeAtMaturity: whole('maxAgeAtMaturity'),
  baseRate: rate('baseRate'),
  stressAddon: rate('stressAddon'),
  stressAddonVariable: rate('stressAddonVariable'),
  stressedRateCap: rate('stressedRateCap'),
};

/**
 * The body: numbers read in the interface language, percentages become fractions; an entry
 * that is not a number, or not a percentage, is reported on its field.
 */
export function lendingRuleBody(values: LendingRuleFormValues, language: Language = 'en') {
  const read = readNumberFields(values, NUMBER_FIELDS, language);
  const fieldIssues: Partial<Record<keyof LendingRuleFormValues, string>> = { ...read.fieldIssues };
  const body: Record<string, unknown> = { ...read.values };
  for (const field of [...REQUIRED_PERCENT_FIELDS, ...OPTIONAL_PERCENT_FIELDS]) {
    const percent = readPercent(values[field], language, label(field));
    const isRequired = (REQUIRED_PERCENT_FIELDS as readonly string[]).includes(field);
    if (!percent.ok) fieldIssues[field] = percent.message;
    else if (percent.fraction === null && isRequired) fieldIssues[field] = PERCENT_INVALID;
    body[field] = percent.ok ? percent.fraction : null;
  }
  return { body, fieldIssues };
}

export const lendingRuleResolver = schemaResolver(ZLendingRuleUpdate, lendingRuleBody);
