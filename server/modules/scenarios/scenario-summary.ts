import type { EngineResult } from '../../../core/eligibility';
import type { ScenarioSummary } from '../../../core/schemas/scenarios';

/** The compare view's figures from one engine result: the headline and the one loan offered, at its bank (issue 19). */
export function summarizeResult(result: EngineResult, desiredLoanAmount: number): ScenarioSummary {
  const { loan } = result;
  const offer = loan ? result.bankRecommendations.find((bank) => bank.bankId === loan.bankId)?.offer ?? null : null;
  return {
    verdict: result.verdict,
    maxLoanAmount: result.maxLoanAmount,
    desiredLoanAmount,
    loanAmount: loan?.amount ?? null,
    loanCurrency: loan?.currency ?? null,
    monthlyPayment: loan?.monthlyPayment ?? null,
    apr: loan?.apr ?? null,
    totalCostOfCredit: offer?.totalCostOfCredit ?? null,
    cashNeeded: loan ? result.ownFunds.required : null,
    bankName: loan?.bankName ?? null,
    termMonths: loan?.termMonths ?? null,
  };
}
