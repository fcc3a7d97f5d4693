import type { EngineResult, IncomePart, OfferedLoan } from '@core/eligibility/types';
import type { ReviewAssessment } from '@core/schemas/broker';

const amountOf = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

/** One earner's income: as entered, and as the loan's bank counted it (null for a result from before issue 19). */
export interface EarnerIncome {
  monthly: number | null;
  currency: string | null;
  counted: IncomePart | null;
}

/**
 * The household as the score counted it (issue 19): never "monthly income 4,200" beside a
 * score computed on 6,300. The incomes and totals come from the stored result's metrics, the
 * income of each earner as the loan's bank counts it; the answers fill in what it does not hold.
 */
export interface ReviewHousehold {
  applicant: EarnerIncome;
  /** Null when the applicant applied alone. */
  coApplicant: (EarnerIncome & { employmentType: string | null; age: number | null }) | null;
  /** The household's income at today's rates, nothing cut; null when the result does not hold it. */
  grossIncomeEur: number | null;
  /** What the lender counts (after currency cuts and the employment factor); null likewise. */
  countedIncomeEur: number | null;
  dependants: number | null;
  /** The co-applicant was entered but the result is the applicant's alone (an older co-applicant shortens the term). */
  isApplicantAlone: boolean;
}

export function reviewHouseholdOf(
  assessment: Pick<
    ReviewAssessment,
    'monthlyIncome' | 'incomeCurrency' | 'coApplicantIncome' | 'coApplicantIncomeCurrency' | 'coApplicantEmploymentType' | 'coApplicantAge' | 'dependants'
  >,
  result: Pick<EngineResult, 'metrics' | 'coApplicantCounted'> | null,
): ReviewHousehold {
  const parts = result?.metrics.incomeParts ?? [];
  const partOf = (earner: IncomePart['earner']) => parts.find((part) => part.earner === earner) ?? null;
  const coApplicantIncome = amountOf(assessment.coApplicantIncome);
  const hasCoApplicant = coApplicantIncome !== null && coApplicantIncome > 0;
  const hasTotals = result !== null && parts.length > 0;
  return {
    applicant: { monthly: amountOf(assessment.monthlyIncome), currency: assessment.incomeCurrency, counted: partOf('applicant') },
    coApplicant: hasCoApplicant
      ? {
          monthly: coApplicantIncome,
          currency: assessment.coApplicantIncomeCurrency,
          counted: partOf('coApplicant'),
          employmentType: assessment.coApplicantEmploymentType,
          age: assessment.coApplicantAge,
        }
      : null,
    grossIncomeEur: hasTotals ? result.metrics.grossIncomeEur : null,
    countedIncomeEur: hasTotals ? result.metrics.incomeEur : null,
    dependants: assessment.dependants,
    isApplicantAlone: hasCoApplicant && result?.coApplicantCounted === false,
  };
}

/**
 * The one loan of the stored result: the loan, 'none' when no loan can be made (no payment is
 * shown), null when the result is from before issue 19 or there is none (a draft).
 */
export function reviewLoanOf(result: Pick<EngineResult, 'loan'> | null): OfferedLoan | 'none' | null {
  if (!result || result.loan === undefined) return null;
  return result.loan ?? 'none';
}
