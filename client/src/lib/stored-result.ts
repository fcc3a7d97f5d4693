import type { EngineResult } from '@core/eligibility/types';
import type { Assessment } from '@core/schemas/assessment';

/**
 * The EngineResult kept with a stored assessment (core/schemas/assessment.ts: score, amounts as
 * strings, breakdown, explanation, banks), so a submitted assessment shows the very result the
 * server computed. Null when the assessment has no complete result: a draft, or a result from
 * before verdicts (issue 10), before the costs of buying (issue 14) or before the one loan
 * (issue 19: no `loan` in the explanation), whose payment was the desired loan's at the route's
 * rate and would be shown as an offer's. The card still shows its stored score and maximum.
 */
export function engineResultFromAssessment(assessment: Assessment): EngineResult | null {
  const explanation = assessment.explanation as Partial<EngineResult> | null;
  const breakdown = assessment.scoreBreakdown as EngineResult['breakdown'] | null;
  if (
    assessment.eligibilityScore === null ||
    assessment.maxLoanAmount === null ||
    !explanation ||
    typeof explanation !== 'object' ||
    !explanation.metrics ||
    !Array.isArray(breakdown) ||
    assessment.verdict === null ||
    !explanation.ownFunds ||
    // Issue 14: a result from before the costs of buying and the priced offers is not shown as one.
    !Array.isArray(explanation.ownFunds.costItems) ||
    !Array.isArray(explanation.verdictReasons) ||
    // Issue 19: every payment is the offered loan's; a result without one (null when no loan can
    // be made, absent before) computed its payments on the desired loan.
    explanation.loan === undefined
  ) {
    return null;
  }
  const banks = assessment.bankRecommendations;
  const loan = explanation.loan ?? null;
  return {
    verdict: assessment.verdict,
    verdictReasons: explanation.verdictReasons,
    eligibilityScore: assessment.eligibilityScore,
    scoreBeforeCeiling: explanation.scoreBeforeCeiling ?? assessment.eligibilityScore,
    scoreCeiling: explanation.scoreCeiling ?? null,
    scoreFloor: explanation.scoreFloor ?? null,
    maxLoanAmount: Number(assessment.maxLoanAmount),
    maxLoanBankName: explanation.maxLoanBankName ?? null,
    regulatoryMaxLoanAmount: explanation.regulatoryMaxLoanAmount ?? Number(assessment.maxLoanAmount),
    maxLoanSource: explanation.maxLoanSource ?? 'partnerBanks',
    headlineLimit: explanation.headlineLimit ?? null,
    loan,
    ownFunds: explanation.ownFunds,
    staleRates: explanation.staleRates ?? false,
    // The loan's, as the engine gives them (the stored columns hold the same, as strings).
    monthlyPayment: loan?.monthlyPayment ?? null,
    monthlyPaymentStressed: loan?.monthlyPaymentStressed ?? null,
    metrics: explanation.metrics,
    breakdown,
    reasons: explanation.reasons ?? [],
    improvements: explanation.improvements ?? [],
    bankRecommendations: Array.isArray(banks) ? (banks as EngineResult['bankRecommendations']) : [],
    bankRecommendationsEmptyReason: explanation.bankRecommendationsEmptyReason ?? null,
    bankRefusals: explanation.bankRefusals ?? [],
    routeOptions: explanation.routeOptions ?? [],
    chosenLoanCurrency: explanation.chosenLoanCurrency ?? null,
    coApplicantCounted: explanation.coApplicantCounted ?? null,
    nextSteps: explanation.nextSteps ?? [],
    limits: explanation.limits ?? [],
    flags: explanation.flags ?? [],
    fxShock: explanation.fxShock ?? null,
    afterFixedPeriod: explanation.afterFixedPeriod ?? null,
    chosenTermMonths: explanation.chosenTermMonths ?? null,
    schemes: explanation.schemes ?? [],
    affordablePrice: explanation.affordablePrice ?? null,
    fxRateDate: assessment.fxRateDate,
    scoringConfigVersion: assessment.scoringConfigVersion ?? 0,
  };
}

/**
 * The stored assessment whose banks' dossiers its owner may download from the result (issue 23):
 * submitted and not rejected (a rejected one's figures vouch for nothing); undefined otherwise.
 */
export function dossierAssessmentId(assessment: Pick<Assessment, 'id' | 'status'> | null): string | undefined {
  return assessment && assessment.status !== 'draft' && assessment.status !== 'rejected' ? assessment.id : undefined;
}
