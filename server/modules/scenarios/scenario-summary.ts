import type { EngineResult } from '../../../core/eligibility';
import type { ScenarioSummary } from '../../../core/schemas/scenarios';

/** The compare view's figures from one engine result: the headline and the best-matching bank's priced offer. */
export function summarizeResult(result: EngineResult, desiredLoanAmount: number): ScenarioSummary {
  const best = result.bankRecommendations[0] ?? null;
  return {
    verdict: result.verdict,
    maxLoanAmount: result.maxLoanAmount,
    desiredLoanAmount,
    monthlyPayment: result.monthlyPayment,
    apr: best?.offer.apr ?? null,
    totalCostOfCredit: best ? best.offer.totalCostOfCredit : null,
    cashNeeded: result.ownFunds.required,
    bankName: best?.name ?? null,
    termMonths: best?.termMonths ?? result.metrics.termMonths,
  };
}
