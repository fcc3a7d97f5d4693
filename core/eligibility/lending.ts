import { principalForPayment } from './annuity';
import type { Applicant } from './applicant';
import type { CountedIncome } from './counted-income';
import { appliesIn, type LimitScope } from './limit-origins';
import type { PreparedConfig } from './prepare-config';
import { stressedRateFor, testRateOf } from './rate-terms';
import { floorToStep } from './rounding';
import { dstiCapFor, dtiMultipleFor, ltvCapFor, termFor, type RouteTerm } from './route-caps';
import type { BankRate, EngineInput, LendingRule, LimitingFactor } from './types';

/**
 * What one lender would lend on one route (docs/lending-rules.md §7.3–§7.9): the same arithmetic for a
 * partner bank at its own terms, for the route's typical terms where the country has no partner
 * bank, and for the regulatory maximum (issue 19). Only the terms differ.
 */
export interface LenderTerms {
  /** Every limit of the route, or the regulator's only. */
  scope: LimitScope;
  /** What the lender charges on this route (a rate fixed for some years, then another, or one rate). */
  rate: BankRate;
  /** The income it counts. */
  income: CountedIncome;
  /** Its own longest term in months (a non-resident programme); Infinity = the route's. */
  maxTermMonths: number;
  /** Oldest age at the last instalment; null = no age limit. */
  maxAgeAtMaturity: number | null;
  /** Its own lower LTV cap (for people living abroad); null = the route's. */
  ltvCap: number | null;
  /** The largest loan it makes; null = none. */
  maxLoan: number | null;
}

export interface LendingEvaluation {
  rule: LendingRule;
  terms: LenderTerms;
  incomeEur: number;
  /** The DSTI cap that applies (first home, high income, young), or null when none does. */
  dstiCap: number | null;
  /** The DSTI cap after SK's subsistence, SI's residual income and the living costs; null without any affordability limit. */
  effectiveDstiCap: number | null;
  /** The LTV cap that applies: the route's, or the lender's lower one. */
  ltvCap: number;
  isLtvCutByLender: boolean;
  term: RouteTerm;
  termMonths: number;
  isTermTooShort: boolean;
  /** The first rate, percent a year (what the first instalment is at). */
  rate: number;
  /** The rate affordability is tested at before any add-on: the higher of the lender's rates. */
  testRate: number;
  stressedRate: number;
  /** Monthly room for all debt service, existing debts included (§7.3 before subtracting them); Infinity without a limit. */
  debtServiceCapacity: number;
  /** §7.3 payCap: room for the new loan's stressed payment. May be negative. */
  paymentCapacity: number;
  affordableLoan: number;
  ltvLimitLoan: number;
  dtiLimitLoan: number | null;
  /** §7.9: the smallest limit, before rounding. */
  limit: number;
  maxLoanAmount: number;
  limitedBy: LimitingFactor;
}

/** SK: the applicant's subsistence minimum, dependent children included (NBS; €284.13 + €129.74 each from July 2025). */
function subsistenceFor(rule: LendingRule, applicant: Applicant, scope: LimitScope): number | null {
  if (rule.subsistenceMinimumEur === null || !appliesIn(rule, scope, 'subsistence')) return null;
  return rule.subsistenceMinimumEur + (rule.subsistencePerDependantEur ?? 0) * applicant.dependants;
}

/** SI: the residual income the household must keep, its dependants' share included (ZPotK-2 / BS macroprudential). */
function residualFor(rule: LendingRule, applicant: Applicant, scope: LimitScope): number | null {
  if (rule.residualIncomeMinEur === null || !appliesIn(rule, scope, 'residualIncome')) return null;
  return rule.residualIncomeMinEur + (rule.dependantAllowanceEur ?? 0) * applicant.dependants;
}

/**
 * Issue 14: what the household lives on, Acasa's prudence (§7.3), so a lender's limit only:
 * the living costs entered, else the dependants' allowance where the route has no rule that
 * counts them (SK's subsistence minimum and SI's residual income do).
 */
function livingCostsFor(rule: LendingRule, applicant: Applicant, scope: LimitScope, prepared: PreparedConfig): number | null {
  if (scope === 'regulatory') return null;
  if (applicant.expensesEur !== null) return applicant.expensesEur;
  const countsDependants = rule.subsistenceMinimumEur !== null || rule.residualIncomeMinEur !== null;
  if (countsDependants || applicant.dependants === 0) return null;
  return applicant.dependants * prepared.parameters.defaultDependantAllowanceEur;
}

/** §7.3: payCap = DSTI × income − debts; SK on (income − subsistence); SI residual floor; living costs. */
function paymentCapacityFor(rule: LendingRule, applicant: Applicant, dstiCap: number | null, incomeEur: number, scope: LimitScope, prepared: PreparedConfig) {
  const subsistence = subsistenceFor(rule, applicant, scope);
  const dstiIncome = subsistence === null ? incomeEur : Math.max(0, incomeEur - subsistence);
  let capacity = dstiCap === null ? Number.POSITIVE_INFINITY : dstiCap * dstiIncome;
  const residual = residualFor(rule, applicant, scope);
  if (residual !== null) capacity = Math.min(capacity, incomeEur - residual);
  // §7.3 expenses check: what is left after living costs must carry the new loan and the
  // existing debts (they are separate fields of step 2, so both are paid out of the rest).
  const livingCosts = livingCostsFor(rule, applicant, scope, prepared);
  if (livingCosts !== null) capacity = Math.min(capacity, incomeEur - livingCosts);
  return { debtServiceCapacity: capacity, paymentCapacity: capacity - applicant.debtsEur };
}

export function evaluateLending(
  input: EngineInput,
  applicant: Applicant,
  rule: LendingRule,
  terms: LenderTerms,
  prepared: PreparedConfig,
): LendingEvaluation {
  const { parameters } = prepared;
  const { scope } = terms;
  const incomeEur = terms.income.eur;
  const dstiCap = dstiCapFor(rule, applicant, input, incomeEur, scope);
  const routeLtvCap = ltvCapFor(rule, applicant, scope);
  const isLtvCutByLender = terms.ltvCap !== null && terms.ltvCap < routeLtvCap;
  const ltvCap = isLtvCutByLender ? (terms.ltvCap as number) : routeLtvCap;
  const term = termFor(rule, applicant, scope, terms.maxTermMonths, terms.maxAgeAtMaturity);
  const testRate = testRateOf(terms.rate);
  const stressedRate = stressedRateFor(rule, input, testRate, scope);
  const { debtServiceCapacity, paymentCapacity } = paymentCapacityFor(rule, applicant, dstiCap, incomeEur, scope, prepared);

  const affordableLoan = Number.isFinite(paymentCapacity)
    ? principalForPayment(paymentCapacity, stressedRate, term.termMonths)
    : Number.POSITIVE_INFINITY;
  const ltvLimitLoan = ltvCap * input.propertyValue;
  const dtiMultiple = dtiMultipleFor(rule, applicant, term.termMonths, scope);
  const dtiLimitLoan = dtiMultiple === null ? null : dtiMultiple * 12 * incomeEur;

  // §7.9, the first limit listed wins a tie.
  let limit = affordableLoan;
  let limitedBy: LimitingFactor = 'affordability';
  if (ltvLimitLoan < limit) [limit, limitedBy] = [ltvLimitLoan, 'loanToValue'];
  if (dtiLimitLoan !== null && dtiLimitLoan < limit) [limit, limitedBy] = [dtiLimitLoan, 'debtToIncome'];
  if (terms.maxLoan !== null && terms.maxLoan < limit) [limit, limitedBy] = [terms.maxLoan, 'bankMaximum'];

  const isTermTooShort = term.termMonths < parameters.minTermMonths;
  if (isTermTooShort) limitedBy = 'term';
  const maxLoanAmount = isTermTooShort ? 0 : floorToStep(Math.max(0, limit), parameters.maxLoanRoundingEur);

  return {
    rule,
    terms,
    incomeEur,
    dstiCap,
    effectiveDstiCap: Number.isFinite(debtServiceCapacity) ? (incomeEur > 0 ? Math.max(0, debtServiceCapacity) / incomeEur : 0) : null,
    ltvCap,
    isLtvCutByLender,
    term,
    termMonths: term.termMonths,
    isTermTooShort,
    rate: terms.rate.rate,
    testRate,
    stressedRate,
    debtServiceCapacity,
    paymentCapacity,
    affordableLoan,
    ltvLimitLoan,
    dtiLimitLoan,
    limit,
    maxLoanAmount,
    limitedBy,
  };
}
