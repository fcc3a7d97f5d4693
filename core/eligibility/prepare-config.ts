import { EMPLOYMENT_TYPES, type EmploymentType } from '../constants';
import { employmentFactorKey, PARAMETER_KEYS, readParameter } from './parameters';
import type { Bank, CountryCharge, EngineConfig, ExchangeRate, FirstHomeScheme, LendingRule, ScoringCategory } from './types';

/** The engine parameters, read once per evaluate() so a missing one fails before any work. */
export interface EngineParameters {
  defaultAge: number;
  minTermMonths: number;
  downPaymentCostAllowance: number;
  maxLoanRoundingEur: number;
  improvementRoundingEur: number;
  reasonsCount: number;
  verdictMaxScoreNotEligible: number;
  verdictMaxScorePartial: number;
  staleRatesDays: number;
  defaultDependantAllowanceEur: number;
  rateRiseIllustrationPp: number;
  employmentIncomeFactor: Record<EmploymentType, number>;
}

/** EngineConfig indexed for lookups, shared by an evaluation and its improvement re-runs. */
export interface PreparedConfig {
  config: EngineConfig;
  parameters: EngineParameters;
  rulesByCountry: Map<string, LendingRule[]>;
  ratesByCurrency: Map<string, ExchangeRate>;
  banksByCountry: Map<string, Bank[]>;
  /** Issue 14: the costs of buying and the first-home schemes of each property country. */
  closingCostsByCountry: Map<string, CountryCharge[]>;
  schemesByCountry: Map<string, FirstHomeScheme[]>;
  /** Active categories in display order. */
  activeScoring: ScoringCategory[];
  /** The newest rate date in the config (reported when no income rate applies). */
  newestRateDate: string | null;
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

function readParameters(config: EngineConfig): EngineParameters {
  const employmentIncomeFactor = {} as Record<EmploymentType, number>;
  for (const type of EMPLOYMENT_TYPES) employmentIncomeFactor[type] = readParameter(config, employmentFactorKey(type));
  return {
    defaultAge: readParameter(config, PARAMETER_KEYS.defaultAge),
    minTermMonths: readParameter(config, PARAMETER_KEYS.minTermMonths),
    downPaymentCostAllowance: readParameter(config, PARAMETER_KEYS.downPaymentCostAllowance),
    maxLoanRoundingEur: readParameter(config, PARAMETER_KEYS.maxLoanRoundingEur),
    improvementRoundingEur: readParameter(config, PARAMETER_KEYS.improvementRoundingEur),
    reasonsCount: readParameter(config, PARAMETER_KEYS.reasonsCount),
    verdictMaxScoreNotEligible: readParameter(config, PARAMETER_KEYS.verdictMaxScoreNotEligible),
    verdictMaxScorePartial: readParameter(config, PARAMETER_KEYS.verdictMaxScorePartial),
    staleRatesDays: readParameter(config, PARAMETER_KEYS.staleRatesDays),
    defaultDependantAllowanceEur: readParameter(config, PARAMETER_KEYS.defaultDependantAllowanceEur),
    rateRiseIllustrationPp: readParameter(config, PARAMETER_KEYS.rateRiseIllustrationPp),
    employmentIncomeFactor,
  };
}

/**
 * Prepared configs by config object. An EngineConfig is treated as immutable (configFromRows
 * builds a new one whenever the data changes), so the browser's what-if panel and the server
 * index a config once, not on every evaluation.
 */
const preparedByConfig = new WeakMap<EngineConfig, PreparedConfig>();

export function prepareConfig(config: EngineConfig): PreparedConfig {
  let prepared = preparedByConfig.get(config);
  if (!prepared) {
    prepared = buildPreparedConfig(config);
    preparedByConfig.set(config, prepared);
  }
  return prepared;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function buildPreparedConfig(config: EngineConfig): PreparedConfig {
  const ratesByCurrency = new Map<string, ExchangeRate>();
  let newestRateDate: string | null = null;
  for (const rate of config.exchangeRates) {
    const known = ratesByCurrency.get(rate.currency);
    if (!known || known.rateDate < rate.rateDate) ratesByCurrency.set(rate.currency, rate);
    if (newestRateDate === null || rate.rateDate > newestRateDate) newestRateDate = rate.rateDate;
  }
  return {
    config,
    parameters: readParameters(config),
    rulesByCountry: groupBy(config.lendingRules, (rule) => rule.countryCode),
    ratesByCurrency,
    banksByCountry: groupBy(config.banks, (bank) => bank.countryCode),
    closingCostsByCountry: groupBy(config.closingCosts, (charge) => charge.countryCode),
    schemesByCountry: groupBy(config.schemes, (scheme) => scheme.countryCode),
    activeScoring: config.scoring
      .filter((category) => category.isActive)
      .sort((a, b) => a.sortOrder - b.sortOrder || byText(a.category, b.category)),
    newestRateDate,
  };
}
