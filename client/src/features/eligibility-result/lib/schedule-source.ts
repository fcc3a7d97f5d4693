import type { EngineResult } from '@core/eligibility/types';
import type { RatePeriod } from '@core/finance/schedule';
import type { AssessmentInput } from '@core/schemas/assessment-input';

/** The loan the repayment schedule is drawn for (issue 14). */
export interface ScheduleSource {
  principal: number;
  termMonths: number;
  ratePeriods: readonly RatePeriod[];
  /** The best-matching bank whose offer it is; null for the headline loan at the route's rate. */
  bankName: string | null;
}

/**
 * The best match's offer (its loan, term and rates, fixed period included), else the loan
 * asked for at the country's rate over the route's term; null when there is no loan to repay.
 */
export function scheduleSourceFor(result: EngineResult, input: AssessmentInput): ScheduleSource | null {
  const best = result.bankRecommendations[0];
  if (best && best.loanAmount > 0 && best.termMonths > 0 && best.offer.ratePeriods.length > 0) {
    return { principal: best.loanAmount, termMonths: best.termMonths, ratePeriods: best.offer.ratePeriods, bankName: best.name };
  }
  const { termMonths, baseRate } = result.metrics;
  if (termMonths === null || baseRate === null || termMonths <= 0 || input.desiredLoanAmount <= 0) return null;
  const ratePeriods: RatePeriod[] = [{ fromMonth: 1, annualRatePct: baseRate }];
  const after = result.afterFixedPeriod;
  if (after) ratePeriods.push({ fromMonth: after.fromMonth, annualRatePct: after.rate });
  return { principal: input.desiredLoanAmount, termMonths, ratePeriods, bankName: null };
}
