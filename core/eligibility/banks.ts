import type { Applicant } from './applicant';
import { countedIncome, type CountedIncome } from './counted-income';
import { evaluateLending, type LenderTerms, type LendingEvaluation } from './lending';
import type { PreparedConfig } from './prepare-config';
import { bankRateOn } from './rate-terms';
import { toPercent } from './rounding';
import type { Bank, BankRefusal, EngineInput, LendingRule, Message } from './types';

/**
 * What each partner bank would lend this household (docs/lending-rules.md §7.11, issues 10 and 19). A
 * bank's criteria for people living abroad are its own, as data with a source: the countries of
 * residence and the income currencies it lends against, the employment and tenure it asks for,
 * how it counts income in another currency, its rate, term, non-resident LTV and age at the last
 * instalment. The country's rules give the regulatory maximum; the banks, the headline. Reason
 * keys: `result.bank.reason.<name>`.
 */

const reason = (name: string, values: Message['values'] = {}): Message => ({ key: `result.bank.reason.${name}`, values });

export interface BankLimit {
  bank: Bank;
  income: CountedIncome;
  /** The bank's lending arithmetic on this route; null when a criterion closes it first. */
  evaluation: LendingEvaluation | null;
  termMonths: number;
  ltvCap: number;
  /** What this bank would lend at most, floored to the step; 0 when it would not lend. */
  maxLoanAmount: number;
  /** Why it lends less than the desired loan (or nothing), or null. */
  limitReason: Message | null;
  /** The bank can lend at least its own minimum on the route. */
  isLendable: boolean;
}

/**
 * A criterion of the bank's that this household does not meet, or null (checked before any
 * arithmetic). The criteria are the bank's conditions for people living abroad (bank-criteria.ts):
 * someone living in the property country borrows on its usual terms.
 */
function criterionMissed(bank: Bank, input: EngineInput, applicant: Applicant, rule: LendingRule): Message | null {
  if (!bank.loanCurrencies.includes(rule.loanCurrency)) return reason('loanCurrency', { loanCurrency: rule.loanCurrency });
  if (!applicant.isNonResident) return null;
  if (!bank.acceptsInternationalIncome) return reason('noInternationalIncome');
  if (bank.acceptedResidenceCountries.length > 0 && !bank.acceptedResidenceCountries.includes(input.residenceCountry)) {
    return reason('residenceNotAccepted', { country: input.residenceCountry });
  }
  if (bank.acceptedEmploymentTypes.length > 0 && !bank.acceptedEmploymentTypes.includes(input.employmentType)) {
    return reason('employmentType', { employmentType: input.employmentType });
  }
  if (bank.minEmploymentMonths !== null && input.employmentDuration < bank.minEmploymentMonths) {
    return reason('employmentTooShort', {
      minMonths: bank.minEmploymentMonths,
      months: input.employmentDuration,
      monthsToWait: bank.minEmploymentMonths - input.employmentDuration,
    });
  }
  const historyMonths = input.totalEmploymentDuration === undefined ? null : 12 * input.totalEmploymentDuration;
  if (bank.minTotalEmploymentMonths !== null && historyMonths !== null && historyMonths < bank.minTotalEmploymentMonths) {
    return reason('workHistoryTooShort', { minMonths: bank.minTotalEmploymentMonths, months: historyMonths });
  }
  return null;
}

/** The bank's terms on this route for this household. */
export function bankTerms(bank: Bank, rule: LendingRule, applicant: Applicant, income: CountedIncome): LenderTerms {
  const years = [bank.maxTermYears, applicant.isNonResident ? bank.nonResidentMaxTermYears : null].filter((value): value is number => value !== null);
  return {
    scope: 'all',
    rate: bankRateOn(rule, bank),
    income,
    maxTermMonths: years.length === 0 ? Number.POSITIVE_INFINITY : 12 * Math.min(...years),
    maxAgeAtMaturity: bank.maxAgeAtMaturity ?? rule.maxAgeAtMaturity,
    ltvCap: applicant.isNonResident ? bank.nonResidentLtvCap : null,
    maxLoan: bank.maxLoanAmount,
  };
}

/** Why a bank lends what it lends, in the applicant's terms. */
function limitReasonOf(evaluation: LendingEvaluation, applicant: Applicant): Message {
  const { term, terms } = evaluation;
  const termReason = term.isCutByAge
    ? reason('bankAge', { maxAgeAtMaturity: terms.maxAgeAtMaturity ?? 0, age: applicant.age })
    : term.isCutByLender
      ? reason('nonResidentTerm', { maxTermYears: terms.maxTermMonths / 12 })
      : null;
  switch (evaluation.limitedBy) {
    case 'term':
    case 'affordability':
      return termReason ?? reason('aboveMaximum');
    case 'loanToValue':
      return evaluation.isLtvCutByLender ? reason('nonResidentLtvCap', { ltvCapPct: toPercent(evaluation.ltvCap) }) : reason('aboveMaximum');
    case 'bankMaximum':
      return reason('bankMaximum');
    default:
      return reason('aboveMaximum');
  }
}

function limitOf(bank: Bank, input: EngineInput, applicant: Applicant, rule: LendingRule, prepared: PreparedConfig): BankLimit {
  const income = countedIncome(
    applicant,
    // The currencies a programme for people abroad lends against; at home, the bank's usual terms.
    { loanCurrency: rule.loanCurrency, haircut: bank.foreignIncomeHaircut, acceptedCurrencies: applicant.isNonResident ? bank.acceptedIncomeCurrencies : [] },
    prepared,
  );
  const closed = (why: Message, evaluation: LendingEvaluation | null = null): BankLimit => ({
    bank,
    income,
    evaluation,
    termMonths: evaluation?.termMonths ?? 0,
    ltvCap: evaluation?.ltvCap ?? 0,
    maxLoanAmount: 0,
    limitReason: why,
    isLendable: false,
  });
  const missed = criterionMissed(bank, input, applicant, rule);
  if (missed) return closed(missed);
  if (income.eur <= 0 && income.parts.some((part) => !part.isCounted)) {
    return closed(reason('incomeCurrencyNotAccepted', { incomeCurrency: applicant.incomeCurrency }));
  }

  const evaluation = evaluateLending(input, applicant, rule, bankTerms(bank, rule, applicant, income), prepared);
  const why = limitReasonOf(evaluation, applicant);
  if (evaluation.isTermTooShort) return closed(why, evaluation);
  const maxLoanAmount = evaluation.maxLoanAmount;
  const isLendable = maxLoanAmount >= bank.minLoanAmount && maxLoanAmount > 0;
  if (!isLendable) return closed(reason('belowBankMinimum', { minLoanAmount: bank.minLoanAmount }), evaluation);
  return {
    bank,
    income,
    evaluation,
    termMonths: evaluation.termMonths,
    ltvCap: evaluation.ltvCap,
    maxLoanAmount,
    limitReason: { key: why.key, values: { ...why.values, bankMaxLoanAmount: maxLoanAmount } },
    isLendable: true,
  };
}

/** Every active partner bank of the property country with what it would lend on this route. */
export function bankLimitsFor(input: EngineInput, applicant: Applicant, rule: LendingRule, prepared: PreparedConfig): BankLimit[] {
  return (prepared.banksByCountry.get(applicant.propertyCountry) ?? []).map((bank) => limitOf(bank, input, applicant, rule, prepared));
}

/** The most any of these banks lends (0 when none does). */
export const bestBankLoan = (limits: readonly BankLimit[]) =>
  limits.reduce((best, limit) => (limit.isLendable ? Math.max(best, limit.maxLoanAmount) : best), 0);

/** The bank that lends the most (the first by name on a tie), or null. */
export function mostLendingBank(limits: readonly BankLimit[]): BankLimit | null {
  let best: BankLimit | null = null;
  for (const limit of limits) {
    if (!limit.isLendable) continue;
    if (!best || limit.maxLoanAmount > best.maxLoanAmount || (limit.maxLoanAmount === best.maxLoanAmount && limit.bank.name < best.bank.name)) best = limit;
  }
  return best;
}

/** A bank lends the desired loan in full: within its maximum and at least its minimum. */
export const lendsInFull = (limit: BankLimit, desired: number) => limit.isLendable && desired <= limit.maxLoanAmount && desired >= limit.bank.minLoanAmount;

/** The banks that would not lend, and why (issue 19: the result shows each bank's answer). */
export function refusalsOf(limits: readonly BankLimit[]): BankRefusal[] {
  return limits
    .filter((limit) => !limit.isLendable && limit.limitReason)
    .map((limit) => ({ bankId: limit.bank.id, name: limit.bank.name, reason: limit.limitReason as Message }));
}

/**
 * The lendable banks in a cheap order (fit, then rate, then name): what the own funds use when
 * the offers are not priced (the affordable-price search). The result ranks priced offers in
 * offers.ts.
 */
export function rankLendableBanks(limits: readonly BankLimit[], desired: number): BankLimit[] {
  return limits
    .filter((limit) => limit.isLendable)
    .sort(
      (a, b) =>
        Number(!lendsInFull(a, desired)) - Number(!lendsInFull(b, desired)) ||
        (a.evaluation?.rate ?? 0) - (b.evaluation?.rate ?? 0) ||
        (a.bank.name < b.bank.name ? -1 : a.bank.name > b.bank.name ? 1 : 0),
    );
}
