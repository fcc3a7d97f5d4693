import type { EngineResult } from '@core/eligibility/types';
import type { RatePeriod } from '@core/finance/schedule';

/** The loan the repayment schedule is drawn for (issues 14 and 19). */
export interface ScheduleSource {
  principal: number;
  termMonths: number;
  ratePeriods: readonly RatePeriod[];
  /** The bank whose offer it is; null for a loan at the country's typical terms (no partner bank there). */
  bankName: string | null;
}

/**
 * The result's one loan (issue 19): its amount, term and rates (the bank's offer's rate periods,
 * a fixed period included), so the schedule's first instalment is the page's. Null when no loan
 * can be made: nothing to repay, and no figure for a loan that cannot be had.
 */
export function scheduleSourceFor(result: Pick<EngineResult, 'loan' | 'bankRecommendations'>): ScheduleSource | null {
  const { loan } = result;
  if (!loan || loan.amount <= 0 || loan.termMonths <= 0) return null;
  const offer = result.bankRecommendations.find((bank) => bank.bankId === loan.bankId && bank.loanAmount === loan.amount)?.offer;
  const ratePeriods: RatePeriod[] =
    offer && offer.ratePeriods.length > 0
      ? [...offer.ratePeriods]
      : [
          { fromMonth: 1, annualRatePct: loan.rate },
          ...(loan.rateAfter !== null && loan.rateChangesFromMonth !== null ? [{ fromMonth: loan.rateChangesFromMonth, annualRatePct: loan.rateAfter }] : []),
        ];
  return { principal: loan.amount, termMonths: loan.termMonths, ratePeriods, bankName: loan.bankName };
}
