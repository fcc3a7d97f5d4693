import { assess, type Assessment } from './assessment';
import { affordablePriceFor } from './affordable-price';
import { matchBanks } from './banks';
import { afterFixedPeriodFor } from './fixed-period';
import { fxShockFor } from './fx-shock';
import { evaluateSchemes } from './schemes';
import { collectFlags } from './flags';
import { findImprovements } from './improvements';
import { prepareConfig, type PreparedConfig } from './prepare-config';
import { mainReasons } from './reasons';
import { roundTo, toCents } from './rounding';
import type { EngineConfig, EngineInput, EngineMetrics, EngineResult } from './types';

/** JSON has no Infinity: an unpayable ratio is reported as null. */
const finiteOrNull = (value: number | null) => (value !== null && Number.isFinite(value) ? roundTo(value, 4) : null);

function metricsOf(base: Assessment): EngineMetrics {
  const { route, applicant } = base;
  return {
    dsti: finiteOrNull(base.dsti),
    dstiCap: route ? roundTo(route.effectiveDstiCap, 4) : null,
    ltv: roundTo(base.ltv, 4),
    ltvCap: route?.ltvCap ?? null,
    termMonths: route?.termMonths ?? null,
    loanCurrency: route?.rule.loanCurrency ?? null,
    propertyCountry: applicant.propertyCountry,
    baseRate: route?.rule.baseRate ?? null,
    stressedRate: route ? roundTo(route.stressedRate, 4) : null,
    incomeEur: toCents(applicant.incomeEur),
    paymentCapacityEur: toCents(Math.max(0, route?.paymentCapacity ?? 0)),
    affordableLoan: Math.round(route?.affordableLoan ?? 0),
    ltvLimitLoan: Math.round(route?.ltvLimitLoan ?? 0),
    dtiLimitLoan: route?.dtiLimitLoan == null ? null : Math.round(route.dtiLimitLoan),
    limitedBy: route?.limitedBy ?? 'noRule',
    age: applicant.age,
    assumedAge: applicant.assumedAge,
    isNonResident: applicant.isNonResident,
  };
}

const DAY_MS = 86_400_000;

/** The income currency's rate is older than the configured days (EUR needs no rate, so never). */
function hasStaleRates(base: Assessment, prepared: PreparedConfig, today: string): boolean {
  const rate = base.applicant.incomeRate;
  if (!rate || rate.currency === 'EUR') return false;
  const age = (Date.parse(today) - Date.parse(rate.rateDate)) / DAY_MS;
  return age > prepared.parameters.staleRatesDays;
}

export interface EvaluateOptions {
  /** The day the result is for (YYYY-MM-DD, UTC): rates older than the configured days are stale. Defaults to today. */
  today?: string;
  /**
   * Issue 14: also answer "what can I afford" (tens of engine passes, a few milliseconds). Off by
   * default so the preview and every what-if move stay fast; the result page asks for it once
   * (or calls affordablePrice below) and the landing page's endpoint does.
   */
  withAffordablePrice?: boolean;
}

/** The most expensive home this household can buy in this country (issue 14), or null without savings. */
export function affordablePrice(input: EngineInput, config: EngineConfig) {
  return affordablePriceFor(input, prepareConfig(config));
}

/**
 * The public entry: verdict, score, maximum loan, payments, explanation and banks for one
 * applicant. Pure and synchronous but for the default of `today`; the browser runs it on every
 * what-if change. `config` is treated as immutable (its index is cached per object): build a new
 * one when the data changes. Throws EngineConfigError only when a required engine parameter is missing.
 */
export function evaluate(input: EngineInput, config: EngineConfig, options: EvaluateOptions = {}): EngineResult {
  const prepared: PreparedConfig = prepareConfig(config);
  let base = assess(input, prepared);
  const banks = matchBanks(base, prepared);
  // The cash needed counts the best match's charges: when pricing put another bank first, the
  // pass is redone with it (the offers themselves do not depend on it).
  const bestMatchId = banks.recommendations[0]?.bankId ?? null;
  if (bestMatchId !== null && bestMatchId !== base.ownFundsBankId) base = assess(input, prepared, bestMatchId);
  const staleRates = hasStaleRates(base, prepared, options.today ?? new Date().toISOString().slice(0, 10));
  const flags = collectFlags(base);
  if (staleRates && base.applicant.incomeRate) {
    flags.push({
      key: 'flag.staleRates',
      severity: 'warning',
      values: { rateDate: base.applicant.incomeRate.rateDate, days: prepared.parameters.staleRatesDays },
    });
  }
  return {
    verdict: base.verdict,
    verdictReasons: base.verdictReasons,
    eligibilityScore: base.score,
    scoreBeforeCeiling: base.scoreBeforeCeiling,
    scoreCeiling: base.scoreCeiling,
    maxLoanAmount: base.maxLoanAmount,
    regulatoryMaxLoanAmount: base.regulatoryMaxLoanAmount,
    maxLoanSource: base.maxLoanSource,
    headlineLimit: base.headlineLimit,
    ownFunds: base.ownFunds,
    staleRates,
    monthlyPayment: toCents(base.monthlyPayment),
    monthlyPaymentStressed: toCents(base.monthlyPaymentStressed),
    metrics: metricsOf(base),
    breakdown: base.scored.map(({ category, option, points, weight }) => ({ category, option, points, weight })),
    reasons: mainReasons(base.scored, prepared.parameters.reasonsCount),
    improvements: findImprovements(base, prepared),
    bankRecommendations: banks.recommendations,
    bankRecommendationsEmptyReason: banks.emptyReason,
    flags,
    fxShock: fxShockFor(base, base.monthlyPayment, prepared),
    afterFixedPeriod: afterFixedPeriodFor(base, prepared),
    chosenTermMonths: base.applicant.termYears === null ? null : 12 * base.applicant.termYears,
    schemes: evaluateSchemes(base, prepared),
    affordablePrice: options.withAffordablePrice ? affordablePriceFor(input, prepared) : null,
    fxRateDate: base.applicant.incomeRate?.rateDate ?? prepared.newestRateDate,
    scoringConfigVersion: config.scoringConfigVersion,
  };
}
