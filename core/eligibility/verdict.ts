import type { Verdict } from '../constants';
import type { Applicant } from './applicant';
import type { BankLimit } from './banks';
import type { RouteEvaluation } from './max-loan';
import type { PreparedConfig } from './prepare-config';
import type { EngineInput, Message } from './types';

/**
 * One verdict, three states (issue 10): `eligible` when a partner bank lends the desired loan,
 * `partial` when some loan is possible but less than desired, `not_eligible` when none is.
 * The reasons say why in the applicant's terms; keys `result.verdict.reason.<name>`.
 */

const reason = (name: string, values: Message['values'] = {}): Message => ({ key: `result.verdict.reason.${name}`, values });

export interface VerdictInput {
  input: EngineInput;
  applicant: Applicant;
  route: RouteEvaluation | null;
  breaksCurrencyRule: boolean;
  /** Every route's loan currency (for the currency-rule reason). */
  routeCurrencies: string[];
  bankLimits: BankLimit[];
  hasPartnerBanks: boolean;
  headline: number;
  regulatoryMax: number;
}

export interface VerdictOutcome {
  verdict: Verdict;
  reasons: Message[];
}

/** Why no partner bank lends: the most telling bank reason, else a general one. */
function noBankReason(limits: readonly BankLimit[]): Message {
  const ageCut = limits.find((limit) => limit.limitReason?.key === 'result.bank.reason.bankAge');
  if (ageCut?.limitReason) return reason('bankAge', ageCut.limitReason.values);
  return reason('noBankLends');
}

export function decideVerdict(v: VerdictInput, prepared: PreparedConfig): VerdictOutcome {
  const { input, applicant, route } = v;
  const notEligible = (why: Message): VerdictOutcome => ({ verdict: 'not_eligible', reasons: [why] });

  if (!route) return notEligible(reason('notCovered', { country: applicant.propertyCountry }));
  if (v.breaksCurrencyRule) {
    return notEligible(
      reason('currencyRule', { country: applicant.propertyCountry, incomeCurrency: applicant.incomeCurrency, loanCurrencies: v.routeCurrencies.join(', ') }),
    );
  }
  if (route.isTermTooShort) {
    return notEligible(
      reason('age', { age: applicant.age, maxAgeAtMaturity: route.rule.maxAgeAtMaturity, minTermYears: prepared.parameters.minTermMonths / 12 }),
    );
  }
  if (!applicant.incomeRate) return notEligible(reason('exchangeRateMissing', { currency: input.incomeCurrency }));
  if (route.paymentCapacity <= 0 || v.regulatoryMax <= 0) {
    return notEligible(reason('income', { incomeEur: Math.round(applicant.incomeEur) }));
  }
  if (v.headline <= 0) return notEligible(noBankReason(v.bankLimits));

  const reasons: Message[] = [];
  if (!v.hasPartnerBanks) reasons.push(reason('noPartnerBanks', { country: applicant.propertyCountry }));
  const lendsDesired = v.hasPartnerBanks
    ? v.bankLimits.some((limit) => limit.isLendable && limit.maxLoanAmount >= input.desiredLoanAmount && limit.bank.minLoanAmount <= input.desiredLoanAmount)
    : input.desiredLoanAmount <= v.headline;
  if (lendsDesired) return { verdict: 'eligible', reasons };

  if (input.desiredLoanAmount <= v.headline) {
    // Every bank that could lend this much starts above the desired loan.
    const minimum = Math.min(...v.bankLimits.filter((limit) => limit.isLendable).map((limit) => limit.bank.minLoanAmount));
    reasons.push(reason('belowBankMinimum', { minLoanAmount: minimum }));
  } else {
    reasons.push(
      reason('lessThanDesired', {
        maxLoanAmount: v.headline,
        desiredLoanAmount: input.desiredLoanAmount,
        gap: input.desiredLoanAmount - v.headline,
      }),
    );
  }
  return { verdict: 'partial', reasons };
}

/** The verdict's score ceiling (data: engine parameters), or null for `eligible`. */
export function scoreCeilingFor(verdict: Verdict, prepared: PreparedConfig): number | null {
  if (verdict === 'eligible') return null;
  return verdict === 'partial' ? prepared.parameters.verdictMaxScorePartial : prepared.parameters.verdictMaxScoreNotEligible;
}

/**
 * Why the headline is below what the rules allow: the limit of the bank that lends the most
 * ("partner banks lend people living abroad up to 80 % of the price"), keys
 * `result.verdict.headlineLimit.<name>`; null when the banks lend what the rules allow.
 */
export function headlineLimitFor(bankLimits: readonly BankLimit[], headline: number, regulatoryMax: number): Message | null {
  if (headline <= 0 || headline >= regulatoryMax) return null;
  const best = bankLimits.find((limit) => limit.isLendable && limit.maxLoanAmount === headline);
  const name = best?.limitReason?.key.split('.').pop();
  if (!best?.limitReason || !name) return null;
  return { key: `result.verdict.headlineLimit.${name}`, values: best.limitReason.values };
}
