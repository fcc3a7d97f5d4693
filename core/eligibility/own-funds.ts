import type { PreparedConfig } from './prepare-config';
import { toCents } from './rounding';
import type { EngineInput, OwnFunds } from './types';

/**
 * Own funds (lending-rules §7.10, issue 10). The savings field says it includes the down
 * payment, so savings are what the applicant has; a down payment entered without savings is
 * taken as what they have. What is not financed, plus purchase costs, must come from them.
 * `financed` is the loan that can really be had: the desired one, or less when banks lend less.
 */
export function ownFundsFor(input: EngineInput, financed: number, prepared: PreparedConfig): OwnFunds {
  const downPayment = Math.max(0, input.propertyValue - financed);
  const purchaseCosts = prepared.parameters.downPaymentCostAllowance * input.propertyValue;
  const required = downPayment + purchaseCosts;
  const available = input.currentSavings ?? input.downPayment ?? null;
  return {
    downPayment: toCents(downPayment),
    purchaseCosts: toCents(purchaseCosts),
    required: toCents(required),
    available: available === null ? null : toCents(available),
    shortfall: available === null ? null : toCents(Math.max(0, required - available)),
  };
}

/** The down payment a change of loan implies: the rest of the price, or more if the applicant already puts more down. */
export function downPaymentFor(input: EngineInput, loanAmount: number): number {
  return Math.max(input.downPayment ?? 0, input.propertyValue - loanAmount);
}
