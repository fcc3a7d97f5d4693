import type { Applicant } from './applicant';
import { bankLimitsFor, bestBankLoan, type BankLimit } from './banks';
import { countedIncome, earnsMostIn } from './counted-income';
import { evaluateLending, type LendingEvaluation } from './lending';
import { isRegulatory } from './limit-origins';
import type { PreparedConfig } from './prepare-config';
import { bankRateOn, testRateOf } from './rate-terms';
import type { EngineInput, LendingRule } from './types';

/**
 * One lending route of the property country (RO: RON and EUR) for one household
 * (docs/lending-rules.md §7.2, issue 19): what each partner bank lends on it, what the route's typical terms give, and
 * what the regulator's rules allow.
 */
export interface RouteEvaluation {
  rule: LendingRule;
  /** PL art. 6(1), CEC's EUR loans: open only to borrowers paid mostly in its currency. */
  isOpen: boolean;
  /** The route's typical terms (base rate, the rate table's currency cut): the lender where the country has no partner bank. */
  typical: LendingEvaluation;
  bankLimits: BankLimit[];
  /** The most a lender lends here: the best partner bank, or the typical terms without banks; 0 when the route is closed. */
  bestLoan: number;
  /**
   * What the regulator's rules allow on this route: their limits only, on the whole household
   * income, at the lowest rate and the longest term a partner bank offers here. A bank's offer
   * keeps every one of those rules, so the figure is never below it (taken as the larger).
   */
  regulatoryMax: number;
}

/** The route's typical terms: its base rate, the rate table's currency cuts, its own term and age limits. */
function typicalLending(input: EngineInput, applicant: Applicant, rule: LendingRule, prepared: PreparedConfig): LendingEvaluation {
  const income = countedIncome(applicant, { loanCurrency: rule.loanCurrency, haircut: null, acceptedCurrencies: [] }, prepared);
  return evaluateLending(
    input,
    applicant,
    rule,
    { scope: 'all', rate: { rate: rule.baseRate, fixedYears: null, rateAfter: null }, income, maxTermMonths: Number.POSITIVE_INFINITY, maxAgeAtMaturity: rule.maxAgeAtMaturity, ltvCap: null, maxLoan: null },
    prepared,
  );
}

function regulatoryLending(input: EngineInput, applicant: Applicant, rule: LendingRule, prepared: PreparedConfig): LendingEvaluation {
  const lenders = (prepared.banksByCountry.get(rule.countryCode) ?? []).filter((bank) => bank.loanCurrencies.includes(rule.loanCurrency));
  const income = countedIncome(applicant, { loanCurrency: rule.loanCurrency, haircut: null, acceptedCurrencies: [], isRegulatory: true }, prepared);
  // The lowest rate a lender tests at here: the rules' figure is what they allow at a rate someone charges.
  const rate = lenders.length === 0 ? rule.baseRate : Math.min(...lenders.map((bank) => testRateOf(bankRateOn(rule, bank))));
  // The longest term a partner bank gives anyone on the route (a bank without its own: the route's).
  const longestYears = lenders.length === 0 ? rule.maxTermYears : Math.max(...lenders.map((bank) => bank.maxTermYears ?? rule.maxTermYears));
  return evaluateLending(
    input,
    applicant,
    rule,
    {
      scope: 'regulatory',
      rate: { rate, fixedYears: null, rateAfter: null },
      income,
      maxTermMonths: 12 * longestYears,
      maxAgeAtMaturity: isRegulatory(rule.limitOrigins, 'maxAgeAtMaturity') ? rule.maxAgeAtMaturity : null,
      ltvCap: null,
      maxLoan: null,
    },
    prepared,
  );
}

export function evaluateRoute(input: EngineInput, applicant: Applicant, rule: LendingRule, prepared: PreparedConfig): RouteEvaluation {
  const isOpen = !rule.requiresIncomeInLoanCurrency || earnsMostIn(applicant, rule.loanCurrency);
  const typical = typicalLending(input, applicant, rule, prepared);
  const hasBanks = (prepared.banksByCountry.get(rule.countryCode) ?? []).length > 0;
  // A route the household's currency closes is lent on by nobody (issue 10).
  const bankLimits = isOpen ? bankLimitsFor(input, applicant, rule, prepared) : [];
  const bestLoan = !isOpen ? 0 : hasBanks ? bestBankLoan(bankLimits) : typical.maxLoanAmount;
  const regulatoryMax = isOpen ? Math.max(regulatoryLending(input, applicant, rule, prepared).maxLoanAmount, bestLoan) : 0;
  return { rule, isOpen, typical, bankLimits, bestLoan, regulatoryMax };
}

/** Every route of the property country for this household, in the rules' order. */
export function evaluateRoutes(input: EngineInput, applicant: Applicant, prepared: PreparedConfig): RouteEvaluation[] {
  return (prepared.rulesByCountry.get(applicant.propertyCountry) ?? []).map((rule) => evaluateRoute(input, applicant, rule, prepared));
}

/**
 * The better route: the one a lender lends more on; on a tie, an open one, then the one with
 * more affordability headroom at its typical terms (the loan it would carry, then the monthly
 * room itself, which still tells the routes apart when debts leave none on either), then the
 * cheaper one (RO: RON and EUR both at the LTV cap).
 */
export function isBetterRoute(a: RouteEvaluation, b: RouteEvaluation): boolean {
  if (a.bestLoan !== b.bestLoan) return a.bestLoan > b.bestLoan;
  if (a.isOpen !== b.isOpen) return a.isOpen;
  if (a.typical.affordableLoan !== b.typical.affordableLoan) return a.typical.affordableLoan > b.typical.affordableLoan;
  if (a.typical.paymentCapacity !== b.typical.paymentCapacity) return a.typical.paymentCapacity > b.typical.paymentCapacity;
  return a.rule.baseRate < b.rule.baseRate;
}
