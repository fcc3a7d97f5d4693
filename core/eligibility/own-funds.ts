import { chargesAtSigning } from '../finance/offer';
import type { Applicant } from './applicant';
import { costsOfBuying } from './costs-of-buying';
import type { PreparedConfig } from './prepare-config';
import { toCents } from './rounding';
import type { Bank, EngineInput, OwnFunds } from './types';

/**
 * Own funds (docs/lending-rules.md §7.10, issues 10 and 14). The savings field says it includes the down
 * payment, so savings are what the applicant has; a down payment entered without savings is
 * taken as what they have. What is not financed, the costs of buying and the best-matching
 * bank's charges at signing must come from them: the cash needed at signing.
 * `financed` is the loan that can really be had: the desired one, or less when banks lend less.
 */
export function ownFundsFor(
  input: EngineInput,
  applicant: Applicant,
  financed: number,
  bestBank: Bank | null,
  prepared: PreparedConfig,
): OwnFunds {
  const downPayment = Math.max(0, input.propertyValue - financed);
  const costs = costsOfBuying(applicant, input.propertyValue, financed, prepared);
  const bankCharges =
    bestBank && financed > 0
      ? chargesAtSigning(bestBank.charges, { loan: financed, price: input.propertyValue, isFirstHome: applicant.isFirstHome, age: applicant.age })
      : 0;
  const purchaseCosts = costs.total + bankCharges;
  const required = downPayment + purchaseCosts;
  const available = input.currentSavings ?? input.downPayment ?? null;
  return {
    downPayment: toCents(downPayment),
    purchaseCosts: toCents(purchaseCosts),
    costBasis: costs.basis,
    costItems: costs.items,
    bankCharges,
    bankName: bestBank && financed > 0 ? bestBank.name : null,
    required: toCents(required),
    available: available === null ? null : toCents(available),
    shortfall: available === null ? null : toCents(Math.max(0, required - available)),
  };
}

/** The down payment a change of loan implies: the rest of the price, or more if the applicant already puts more down. */
export function downPaymentFor(input: EngineInput, loanAmount: number): number {
  return Math.max(input.downPayment ?? 0, input.propertyValue - loanAmount);
}
