import type { EngineResult } from '@core/eligibility/types';
import type { Assessment } from '@core/schemas/assessment';

/**
 * The EngineResult kept with a stored assessment (core/schemas/assessment.ts: score, amounts as
 * strings, breakdown, explanation, banks), so a submitted assessment shows the very result the
 * server computed. Null when the assessment has no complete result: a draft, or a result from
 * before verdicts (issue 10), which would show a headline and a score that no longer mean what
 * the screen says; the card still shows its stored score and maximum.
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
    !Array.isArray(explanation.verdictReasons)
  ) {
    return null;
  }
  const toNumber = (value: string | null) => (value === null ? 0 : Number(value));
  const banks = assessment.bankRecommendations;
  return {
    verdict: assessment.verdict,
    verdictReasons: explanation.verdictReasons,
    eligibilityScore: assessment.eligibilityScore,
    scoreBeforeCeiling: explanation.scoreBeforeCeiling ?? assessment.eligibilityScore,
    scoreCeiling: explanation.scoreCeiling ?? null,
    maxLoanAmount: toNumber(assessment.maxLoanAmount),
    regulatoryMaxLoanAmount: explanation.regulatoryMaxLoanAmount ?? toNumber(assessment.maxLoanAmount),
    maxLoanSource: explanation.maxLoanSource ?? 'partnerBanks',
    headlineLimit: explanation.headlineLimit ?? null,
    ownFunds: explanation.ownFunds,
    staleRates: explanation.staleRates ?? false,
    monthlyPayment: toNumber(assessment.monthlyPayment),
    monthlyPaymentStressed: toNumber(assessment.monthlyPaymentStressed),
    metrics: explanation.metrics,
    breakdown,
    reasons: explanation.reasons ?? [],
    improvements: explanation.improvements ?? [],
    flags: explanation.flags ?? [],
    bankRecommendations: Array.isArray(banks) ? (banks as EngineResult['bankRecommendations']) : [],
    bankRecommendationsEmptyReason: explanation.bankRecommendationsEmptyReason ?? null,
    fxShock: explanation.fxShock ?? null,
    afterFixedPeriod: explanation.afterFixedPeriod ?? null,
    chosenTermMonths: explanation.chosenTermMonths ?? null,
    schemes: explanation.schemes ?? [],
    affordablePrice: explanation.affordablePrice ?? null,
    fxRateDate: assessment.fxRateDate,
    scoringConfigVersion: assessment.scoringConfigVersion ?? 0,
  };
}
