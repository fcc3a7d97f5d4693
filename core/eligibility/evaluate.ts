import { appliedLimitsFor } from './applied-limits';
import { assess, type Assessment } from './assessment';
import { affordablePriceFor } from './affordable-price';
import { refusalsOf } from './banks';
import { afterFixedPeriodFor } from './fixed-period';
import { fxShockFor } from './fx-shock';
import { evaluateSchemes } from './schemes';
import { collectFlags } from './flags';
import { findImprovements } from './improvements';
import { createHouseholdMemo, type HouseholdMemo } from './household-pick';
import { nextStepsFor } from './next-steps';
import { prepareConfig, type PreparedConfig } from './prepare-config';
import { mainReasons } from './reasons';
import { routeOptionsFor } from './route-options';
import { roundTo, toCents } from './rounding';
import type { EngineConfig, EngineInput, EngineMetrics, EngineResult } from './types';

/** JSON has no Infinity: an unpayable ratio is reported as null. */
const finiteOrNull = (value: number | null) => (value !== null && Number.isFinite(value) ? roundTo(value, 4) : null);
const finiteRounded = (value: number | null | undefined) => (value == null || !Number.isFinite(value) ? 0 : Math.round(value));

/** The loan's arithmetic (its bank's, or the route's typical terms when no loan can be made). */
function metricsOf(base: Assessment): EngineMetrics {
  const { lending, applicant } = base;
  return {
    dsti: finiteOrNull(base.dsti),
    dstiCap: lending?.effectiveDstiCap == null ? null : roundTo(lending.effectiveDstiCap, 4),
    ltv: roundTo(base.ltv, 4),
    ltvCap: lending?.ltvCap ?? null,
    termMonths: lending?.termMonths ?? null,
    loanCurrency: lending?.rule.loanCurrency ?? base.route?.rule.loanCurrency ?? null,
    propertyCountry: applicant.propertyCountry,
    baseRate: lending?.rate ?? null,
    stressedRate: lending ? roundTo(lending.stressedRate, 4) : null,
    incomeEur: toCents(lending?.incomeEur ?? 0),
    grossIncomeEur: toCents(applicant.grossIncomeEur),
    incomeParts: (lending?.terms.income.parts ?? []).map((part) => ({ ...part, grossEur: toCents(part.grossEur), countedEur: toCents(part.countedEur) })),
    paymentCapacityEur: toCents(Number.isFinite(lending?.paymentCapacity) ? Math.max(0, lending!.paymentCapacity) : 0),
    affordableLoan: finiteRounded(lending?.affordableLoan),
    ltvLimitLoan: finiteRounded(lending?.ltvLimitLoan),
    dtiLimitLoan: lending?.dtiLimitLoan == null ? null : Math.round(lending.dtiLimitLoan),
    limitedBy: lending?.limitedBy ?? 'noRule',
    age: applicant.age,
    assumedAge: applicant.assumedAge,
    isNonResident: applicant.isNonResident,
  };
}

const DAY_MS = 86_400_000;

/**
 * The exchange rates this result rests on: each earner's currency and the loan's (EUR needs
 * none). The oldest of their dates is the one the result is stored and flagged with; a result in
 * EUR throughout has the rate table's newest date.
 */
function rateDateOf(base: Assessment, prepared: PreparedConfig): { date: string | null; isUsed: boolean } {
  const currencies = new Set(base.applicant.earnings.map((earning) => earning.currency));
  const loanCurrency = base.loan?.currency ?? base.route?.rule.loanCurrency;
  if (loanCurrency) currencies.add(loanCurrency);
  currencies.delete('EUR');
  const dates = [...currencies].map((currency) => prepared.ratesByCurrency.get(currency)?.rateDate).filter((date): date is string => date !== undefined);
  return dates.length === 0 ? { date: prepared.newestRateDate, isUsed: false } : { date: dates.reduce((oldest, date) => (date < oldest ? date : oldest)), isUsed: true };
}

/** A rate the result rests on is older than the configured days (EUR needs no rate, so never). */
function hasStaleRates(rateDate: { date: string | null; isUsed: boolean }, prepared: PreparedConfig, today: string): boolean {
  if (!rateDate.isUsed || rateDate.date === null) return false;
  const age = (Date.parse(today) - Date.parse(rateDate.date)) / DAY_MS;
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
  // The improvements and next steps re-run the engine on changed answers: a household they share is picked once.
  const households: HouseholdMemo = createHouseholdMemo();
  const base = assess(input, prepared, { price: true, households });
  const rateDate = rateDateOf(base, prepared);
  const staleRates = hasStaleRates(rateDate, prepared, options.today ?? new Date().toISOString().slice(0, 10));
  const flags = collectFlags(base);
  if (staleRates && rateDate.date) {
    flags.push({ key: 'flag.staleRates', severity: 'warning', values: { rateDate: rateDate.date, days: prepared.parameters.staleRatesDays } });
  }
  const recommendations = base.recommendations ?? [];
  return {
    verdict: base.verdict,
    verdictReasons: base.verdictReasons,
    eligibilityScore: base.score,
    scoreBeforeCeiling: base.scoreBeforeCeiling,
    scoreCeiling: base.scoreCeiling,
    scoreFloor: base.scoreFloor,
    maxLoanAmount: base.maxLoanAmount,
    maxLoanBankName: base.maxLoanBankName,
    regulatoryMaxLoanAmount: base.regulatoryMaxLoanAmount,
    maxLoanSource: base.maxLoanSource,
    headlineLimit: base.headlineLimit,
    loan: base.loan,
    ownFunds: base.ownFunds,
    staleRates,
    monthlyPayment: base.loan?.monthlyPayment ?? null,
    monthlyPaymentStressed: base.loan?.monthlyPaymentStressed ?? null,
    metrics: metricsOf(base),
    breakdown: base.scored.map(({ category, option, points, weight }) => ({ category, option, points, weight })),
    reasons: mainReasons(base.scored, prepared.parameters.reasonsCount),
    improvements: findImprovements(base, prepared, households),
    bankRecommendations: recommendations,
    bankRecommendationsEmptyReason: bankEmptyReason(base, recommendations.length),
    bankRefusals: base.route ? refusalsOf(base.route.bankLimits) : [],
    routeOptions: routeOptionsFor(base),
    chosenLoanCurrency: base.chosenLoanCurrency,
    coApplicantCounted: base.coApplicantCounted,
    nextSteps: nextStepsFor(base, prepared, households),
    limits: appliedLimitsFor(base),
    flags,
    fxShock: fxShockFor(base, prepared),
    afterFixedPeriod: afterFixedPeriodFor(base, prepared),
    chosenTermMonths: base.applicant.termYears === null ? null : 12 * base.applicant.termYears,
    schemes: evaluateSchemes(base, prepared),
    affordablePrice: options.withAffordablePrice ? affordablePriceFor(input, prepared) : null,
    fxRateDate: rateDate.date,
    scoringConfigVersion: config.scoringConfigVersion,
  };
}

/** Why the list of banks is empty: none in the country, no loan possible, or none lends on this route. */
function bankEmptyReason(base: Assessment, count: number): string | null {
  if (count > 0) return null;
  if (!base.hasPartnerBanks) return base.route ? 'result.banks.empty.noBanks' : 'result.banks.empty.notEligible';
  if (base.verdict === 'not_eligible') return 'result.banks.empty.notEligible';
  return 'result.banks.empty.noneMatch';
}
