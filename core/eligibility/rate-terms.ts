import { appliesIn, type LimitScope } from './limit-origins';
import type { RatePeriod } from '../finance/schedule';
import { roundTo } from './rounding';
import type { Bank, BankRate, EngineInput, FixationDstiCap, LendingRule } from './types';

/**
 * How the rate type and fixed period shape a route's test (docs/lending-rules.md §3 and §9).
 *
 * The wizard does not ask for the rate type yet (issue 14 will): a missing rate type is a
 * fixed rate, and a missing fixed period is the longest period the route's rules know, which is
 * the product the caps and add-ons of §2 describe (HU's 50 % cap is for ≥ 10-year fixation).
 */

const isVariable = (input: EngineInput) => input.rateType === 'variable';

/** Years the rate is fixed for: 0 for a variable rate, Infinity when not said (the longest product). */
export function fixedYears(input: EngineInput): number {
  if (isVariable(input)) return 0;
  return input.fixedPeriodYears ?? Number.POSITIVE_INFINITY;
}

/**
 * The rate of the affordability test: a lender's rate + the add-on for the rate type, never above
 * the route's cap on the stressed rate (SK: 6 %) unless the rate itself is above it. In the
 * regulatory scope only a regulator's add-on counts (PL's +2.5 pp, not the +3 pp we assume for
 * variable rates; SI's +2 pp is our prudence, so none).
 */
export function stressedRateFor(rule: LendingRule, input: EngineInput, rate: number = rule.baseRate, scope: LimitScope = 'all'): number {
  const fixedAddon = appliesIn(rule, scope, 'stress') ? rule.stressAddon : 0;
  const variableAddon = rule.stressAddonVariable !== null && appliesIn(rule, scope, 'stressVariable') ? rule.stressAddonVariable : fixedAddon;
  // Four places, as rates are stored: 3.39 + 2 is 5.39, not 5.390000000000001.
  const stressed = roundTo(rate + (isVariable(input) ? variableAddon : fixedAddon), 4);
  if (rule.stressedRateCap === null || !appliesIn(rule, scope, 'stressedRateCap')) return stressed;
  return Math.max(rate, Math.min(stressed, rule.stressedRateCap));
}

/**
 * The rate a bank charges on this route (issue 19: each bank at its own terms): its representative
 * rate for the route's currency; a currency it has none for, the route's typical rate within the
 * bank's published range, for the whole loan.
 */
export function bankRateOn(rule: LendingRule, bank: Pick<Bank, 'interestRateMin' | 'interestRateMax' | 'representativeRates'>): BankRate {
  const own = bank.representativeRates[rule.loanCurrency];
  if (own !== undefined) return own;
  return { rate: Math.min(Math.max(rule.baseRate, bank.interestRateMin), bank.interestRateMax), fixedYears: null, rateAfter: null };
}

/** A rate that changes after its fixed years, within this term. */
export const changesWithin = (rate: BankRate, termMonths: number) =>
  rate.fixedYears !== null && rate.rateAfter !== null && rate.rateAfter !== rate.rate && 12 * rate.fixedYears < termMonths;

/**
 * The rate a bank tests affordability at: the higher of its rates, since the instalment after a
 * short fixed period is the one to be carried for most of the loan.
 */
export const testRateOf = (rate: BankRate) => (rate.rateAfter === null ? rate.rate : Math.max(rate.rate, rate.rateAfter));

/** The schedule's rate periods of a bank's rate over a term. */
export function ratePeriodsOf(rate: BankRate, termMonths: number): RatePeriod[] {
  const periods: RatePeriod[] = [{ fromMonth: 1, annualRatePct: rate.rate }];
  if (changesWithin(rate, termMonths)) periods.push({ fromMonth: 12 * (rate.fixedYears as number) + 1, annualRatePct: rate.rateAfter as number });
  return periods;
}

/** HU: the tier of the fixed period (tiers need not be sorted); null when the route has none. */
export function fixationTier(rule: LendingRule, input: EngineInput): FixationDstiCap | null {
  if (!rule.dstiCapsByFixation || rule.dstiCapsByFixation.length === 0) return null;
  const years = fixedYears(input);
  let tier: FixationDstiCap | null = null;
  for (const candidate of rule.dstiCapsByFixation) {
    if (candidate.minFixedYears <= years && (!tier || candidate.minFixedYears > tier.minFixedYears)) tier = candidate;
  }
  // Shorter than every tier's minimum: the strictest (lowest) tier applies.
  return tier ?? rule.dstiCapsByFixation.reduce((low, candidate) => (candidate.minFixedYears < low.minFixedYears ? candidate : low));
}
