import type { Verdict } from '../constants';
import type { Applicant } from './applicant';
import { lendsInFull, type BankLimit } from './banks';
import { originOf } from './limit-origins';
import { mainRefusal } from './main-refusal';
import type { PreparedConfig } from './prepare-config';
import type { RouteEvaluation } from './routes';
import type { EngineInput, Message } from './types';

/**
 * One verdict, three states (issue 10): `eligible` when a partner bank lends the desired loan,
 * `partial` when some loan is possible but not the one desired, `not_eligible` when none is.
 * The reasons say why in the applicant's terms; keys `result.verdict.reason.<name>`.
 */

const reason = (name: string, values: Message['values'] = {}): Message => ({ key: `result.verdict.reason.${name}`, values });

export interface VerdictInput {
  input: EngineInput;
  applicant: Applicant;
  /** The route the result is on, or null when the country has no lending rule. */
  route: RouteEvaluation | null;
  /** Every route's loan currency and whether the household can borrow in it. */
  routes: readonly RouteEvaluation[];
  hasPartnerBanks: boolean;
  headline: number;
}

export interface VerdictOutcome {
  verdict: Verdict;
  reasons: Message[];
}

const BANK_REASON = (limit: BankLimit) => limit.limitReason?.key.split('.').pop() ?? '';

/**
 * Why no partner bank lends: the age limit when that is what stops them all; the income when it
 * leaves no room for any repayment at any bank; else the refusal most banks give, named with
 * them (main-refusal.ts: their rule on employment, their smallest loan, income earned abroad...).
 */
function noBankReason(limits: readonly BankLimit[], applicant: Applicant, prepared: PreparedConfig): Message[] {
  const names = limits.map(BANK_REASON);
  if (names.length > 0 && names.every((name) => name === 'bankAge')) {
    const oldest = Math.max(...limits.map((limit) => limit.evaluation?.terms.maxAgeAtMaturity ?? 0));
    return [reason('bankAge', { maxAgeAtMaturity: oldest, age: applicant.age })];
  }
  const leavesNoRoom = (limit: BankLimit) => limit.evaluation !== null && !(limit.evaluation.paymentCapacity > 0);
  if (limits.length > 0 && limits.every(leavesNoRoom)) {
    const counted = Math.max(0, ...limits.map((limit) => limit.income.eur));
    return [reason('income', { incomeEur: Math.round(counted) })];
  }
  return mainRefusal(limits, applicant, prepared);
}

/** Without partner banks: what the route's typical terms say. */
function typicalReason(route: RouteEvaluation, applicant: Applicant, prepared: PreparedConfig): Message | null {
  const { typical, rule } = route;
  if (typical.isTermTooShort) {
    return reason('age', {
      age: applicant.age,
      maxAgeAtMaturity: rule.maxAgeAtMaturity,
      origin: originOf(rule.limitOrigins, 'maxAgeAtMaturity'),
      minTermYears: prepared.parameters.minTermMonths / 12,
    });
  }
  if (typical.paymentCapacity <= 0 || typical.maxLoanAmount <= 0) return reason('income', { incomeEur: Math.round(typical.incomeEur) });
  return null;
}

export function decideVerdict(v: VerdictInput, prepared: PreparedConfig): VerdictOutcome {
  const { input, applicant, route } = v;
  const notEligible = (why: Message): VerdictOutcome => ({ verdict: 'not_eligible', reasons: [why] });

  if (!route) return notEligible(reason('notCovered', { country: applicant.propertyCountry }));
  if (!route.isOpen) {
    const open = v.routes.filter((candidate) => candidate.isOpen).map((candidate) => candidate.rule.loanCurrency);
    return notEligible(
      reason(open.length > 0 ? 'currencyClosedChooseOther' : 'currencyRule', {
        country: applicant.propertyCountry,
        incomeCurrency: applicant.incomeCurrency,
        loanCurrency: route.rule.loanCurrency,
        loanCurrencies: open.length > 0 ? open.join(', ') : v.routes.map((candidate) => candidate.rule.loanCurrency).join(', '),
      }),
    );
  }
  if (!applicant.incomeRate) return notEligible(reason('exchangeRateMissing', { currency: input.incomeCurrency }));
  if (v.headline <= 0) {
    if (v.hasPartnerBanks) return { verdict: 'not_eligible', reasons: noBankReason(route.bankLimits, applicant, prepared) };
    return notEligible(typicalReason(route, applicant, prepared) ?? reason('income', { incomeEur: Math.round(route.typical.incomeEur) }));
  }

  const reasons: Message[] = [];
  if (!v.hasPartnerBanks) reasons.push(reason('noPartnerBanks', { country: applicant.propertyCountry }));
  const lendsDesired = v.hasPartnerBanks
    ? route.bankLimits.some((limit) => lendsInFull(limit, input.desiredLoanAmount))
    : input.desiredLoanAmount <= v.headline;
  if (lendsDesired) return { verdict: 'eligible', reasons };

  if (input.desiredLoanAmount <= v.headline) {
    // Every bank that could lend this much starts above the desired loan.
    const minimum = Math.min(...route.bankLimits.filter((limit) => limit.isLendable).map((limit) => limit.bank.minLoanAmount));
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
 * Issue 19: the floor of a result where a loan is possible, one point above the best a
 * not-eligible result may show, so a loan becoming possible never lowers the score.
 */
export function scoreFloorFor(verdict: Verdict, prepared: PreparedConfig): number | null {
  return verdict === 'not_eligible' ? null : prepared.parameters.verdictMaxScoreNotEligible + 1;
}

/**
 * Why the headline is below what the rules allow: the limit of the bank that lends the most
 * ("partner banks lend people living abroad up to 80 % of the price"), keys
 * `result.verdict.headlineLimit.<name>`; null when the banks lend what the rules allow.
 */
export function headlineLimitFor(best: BankLimit, headline: number, regulatoryMax: number): Message | null {
  if (headline <= 0 || headline >= regulatoryMax) return null;
  const name = best?.limitReason?.key.split('.').pop();
  if (!best.limitReason || !name) return null;
  return { key: `result.verdict.headlineLimit.${name}`, values: { ...best.limitReason.values, bankName: best.bank.name } };
}
