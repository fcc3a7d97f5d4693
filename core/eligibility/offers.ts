import type { Applicant } from './applicant';
import { bankOffer } from './bank-offer';
import { lendsInFull, type BankLimit } from './banks';
import type { PreparedConfig } from './prepare-config';
import { toCents } from './rounding';
import type { BankRecommendation, EngineInput, Message } from './types';

/**
 * The partner banks that would lend, each with its offer priced in full, best first (issues 14
 * and 19). The first is the one loan the result is about. Banks that lend the desired loan come
 * first, cheapest (APRC) first; then banks that lend another amount, the one closest to the
 * desired loan first (the most a bank lends, when less was offered), cheapest on a tie.
 */

const reason = (name: string, values: Message['values'] = {}): Message => ({ key: `result.bank.reason.${name}`, values });

function recommend(limit: BankLimit, input: EngineInput, applicant: Applicant, prepared: PreparedConfig): BankRecommendation {
  const { bank } = limit;
  const evaluation = limit.evaluation!;
  const reasons: Message[] = [];
  let loanAmount = Math.min(input.desiredLoanAmount, limit.maxLoanAmount);
  if (input.desiredLoanAmount > limit.maxLoanAmount && limit.limitReason) reasons.push(limit.limitReason);
  if (loanAmount < bank.minLoanAmount) {
    loanAmount = bank.minLoanAmount;
    reasons.push(reason('belowBankMinimum', { minLoanAmount: bank.minLoanAmount }));
  }
  return {
    bankId: bank.id,
    name: bank.name,
    website: bank.website,
    logo: bank.logo,
    interestRateMin: bank.interestRateMin,
    interestRateMax: bank.interestRateMax,
    loanAmount,
    bankMaxLoanAmount: limit.maxLoanAmount,
    termMonths: limit.termMonths,
    fit: reasons.length === 0 ? 'full' : 'partial',
    reasons,
    incomeParts: limit.income.parts.map((part) => ({ ...part, grossEur: toCents(part.grossEur), countedEur: toCents(part.countedEur) })),
    countedIncomeEur: toCents(limit.income.eur),
    criteriaVerifiedOn: bank.criteriaVerifiedOn,
    criteriaEstimates: bank.criteriaEstimates,
    // Papers from abroad: someone living in the property country brings the country's own.
    translatedDocuments: applicant.isNonResident ? bank.translatedDocuments : [],
    apostilledDocuments: applicant.isNonResident ? bank.apostilledDocuments : [],
    offer: bankOffer(bank, evaluation, loanAmount, input, applicant, prepared),
  };
}

const aprOf = (recommendation: BankRecommendation) => recommendation.offer.apr ?? Number.POSITIVE_INFINITY;

export function rankOffers(limits: readonly BankLimit[], input: EngineInput, applicant: Applicant, prepared: PreparedConfig): BankRecommendation[] {
  const desired = input.desiredLoanAmount;
  const recommendations = limits
    .filter((limit) => limit.isLendable)
    .map((limit) => ({ full: lendsInFull(limit, desired), recommendation: recommend(limit, input, applicant, prepared) }));
  recommendations.sort(
    (a, b) =>
      Number(b.full) - Number(a.full) ||
      (a.full ? 0 : Math.abs(a.recommendation.loanAmount - desired) - Math.abs(b.recommendation.loanAmount - desired)) ||
      aprOf(a.recommendation) - aprOf(b.recommendation) ||
      (a.recommendation.name < b.recommendation.name ? -1 : a.recommendation.name > b.recommendation.name ? 1 : 0),
  );
  return recommendations.map(({ recommendation }) => recommendation);
}
