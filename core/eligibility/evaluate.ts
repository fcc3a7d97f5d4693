import { assess, type Assessment } from './assessment';
import { matchBanks } from './banks';
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
    dstiCap: roundTo(route?.effectiveDstiCap ?? 0, 4),
    ltv: roundTo(base.ltv, 4),
    ltvCap: route?.ltvCap ?? 0,
    termMonths: route?.termMonths ?? 0,
    loanCurrency: route?.rule.loanCurrency ?? null,
    propertyCountry: applicant.propertyCountry,
    baseRate: route?.rule.baseRate ?? 0,
    stressedRate: route ? roundTo(route.stressedRate, 4) : 0,
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

/**
 * The public entry: score, maximum loan, payments, explanation and banks for one applicant.
 * Pure and synchronous; the browser runs it on every what-if change. `config` is treated as
 * immutable (its index is cached per object): build a new one when the data changes.
 * Throws EngineConfigError only when a required engine parameter is missing.
 */
export function evaluate(input: EngineInput, config: EngineConfig): EngineResult {
  const prepared: PreparedConfig = prepareConfig(config);
  const base = assess(input, prepared);
  const banks = matchBanks(base, prepared);
  return {
    eligibilityScore: base.score,
    maxLoanAmount: base.maxLoanAmount,
    monthlyPayment: toCents(base.monthlyPayment),
    monthlyPaymentStressed: toCents(base.monthlyPaymentStressed),
    metrics: metricsOf(base),
    breakdown: base.scored.map(({ category, option, points, weight }) => ({ category, option, points, weight })),
    reasons: mainReasons(base.scored, prepared.parameters.reasonsCount),
    improvements: findImprovements(base, prepared),
    bankRecommendations: banks.recommendations,
    bankRecommendationsEmptyReason: banks.emptyReason,
    flags: collectFlags(base, prepared),
    fxRateDate: base.applicant.incomeRate?.rateDate ?? prepared.newestRateDate,
    scoringConfigVersion: config.scoringConfigVersion,
  };
}
