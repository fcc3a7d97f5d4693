import type { EngineInput, FixationDstiCap, LendingRule } from './types';

/**
 * How the rate type and fixed period shape a route's test (lending-rules §3 and §9).
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
 * The rate of the affordability test: a base rate (the route's, or a bank's own) + the add-on for
 * the rate type, never above the route's cap on the stressed rate (SK: 6 %) unless the base rate
 * itself is above it.
 */
export function stressedRateFor(rule: LendingRule, input: EngineInput, baseRate: number = rule.baseRate): number {
  const addon = isVariable(input) ? (rule.stressAddonVariable ?? rule.stressAddon) : rule.stressAddon;
  const stressed = baseRate + addon;
  if (rule.stressedRateCap === null) return stressed;
  return Math.max(baseRate, Math.min(stressed, rule.stressedRateCap));
}

/**
 * The rate a bank would charge on this route: the route's typical rate for its currency, within
 * the bank's published range (RO banks quote one range for RON and EUR loans; a EUR loan at 5 %
 * from a bank whose cheapest loan is 5.9 % is 5.9 %). Issue 10: "use the bank's own rate".
 */
export function bankRateOn(rule: LendingRule, bank: { interestRateMin: number; interestRateMax: number }): number {
  return Math.min(Math.max(rule.baseRate, bank.interestRateMin), bank.interestRateMax);
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
