import { principalForPayment } from './annuity';
import type { Applicant } from './applicant';
import type { PreparedConfig } from './prepare-config';
import { floorToStep } from './rounding';
import { stressedRateFor } from './rate-terms';
import { dstiCapFor, dtiMultipleFor, ltvCapFor, termFor } from './route-caps';
import type { EngineInput, LendingRule, LimitingFactor } from './types';

/** One route of the property country evaluated for this applicant (lending-rules §7). */
export interface RouteEvaluation {
  rule: LendingRule;
  /** The regulatory DSTI cap that applies (first home, high income, young). */
  dstiCap: number;
  /** The DSTI cap after SK subsistence, SI residual income and the expenses check. */
  effectiveDstiCap: number;
  ltvCap: number;
  termMonths: number;
  maxTermYears: number;
  isTermCutByAge: boolean;
  isTermTooShort: boolean;
  stressedRate: number;
  /** Monthly room for all debt service, existing debts included (§7.3 before subtracting them). */
  debtServiceCapacity: number;
  /** §7.3 payCap: room for the new loan's stressed payment. May be negative. */
  paymentCapacity: number;
  affordableLoan: number;
  ltvLimitLoan: number;
  dtiLimitLoan: number | null;
  /** §7.9: min of the limits before rounding. */
  limit: number;
  maxLoanAmount: number;
  limitedBy: LimitingFactor;
  /** PL Rec. S / HU: false when the route wants income in its currency and the income is not. */
  satisfiesCurrencyRule: boolean;
}

/** SK: the applicant's subsistence minimum, dependent children included (NBS; €284.13 + €129.74 each from July 2025). */
function subsistenceFor(rule: LendingRule, applicant: Applicant): number | null {
  if (rule.subsistenceMinimumEur === null) return null;
  return rule.subsistenceMinimumEur + (rule.subsistencePerDependantEur ?? 0) * applicant.dependants;
}

/**
 * Issue 14: what dependants cost where the route has no rule that counts them. SK's subsistence
 * minimum and SI's residual income count them in their own rules; elsewhere, when no living
 * costs were entered, each dependant adds the configured allowance to the living costs.
 */
function livingCostsFor(rule: LendingRule, applicant: Applicant, prepared: PreparedConfig): number | null {
  if (applicant.expensesEur !== null) return applicant.expensesEur;
  const countsDependants = rule.subsistenceMinimumEur !== null || rule.residualIncomeMinEur !== null;
  if (countsDependants || applicant.dependants === 0) return null;
  return applicant.dependants * prepared.parameters.defaultDependantAllowanceEur;
}

/** SI: the residual income the household must keep, its dependants' share included (ZPotK-2 / BS macroprudential). */
function residualFor(rule: LendingRule, applicant: Applicant): number | null {
  if (rule.residualIncomeMinEur === null) return null;
  return rule.residualIncomeMinEur + (rule.dependantAllowanceEur ?? 0) * applicant.dependants;
}

/** §7.3: payCap = DSTI × income − debts; SK on (income − subsistence); SI residual floor; living costs. */
function paymentCapacityFor(rule: LendingRule, applicant: Applicant, dstiCap: number, prepared: PreparedConfig) {
  const { incomeEur, debtsEur } = applicant;
  const subsistence = subsistenceFor(rule, applicant);
  const dstiIncome = subsistence === null ? incomeEur : Math.max(0, incomeEur - subsistence);
  let capacity = dstiCap * dstiIncome;
  const residual = residualFor(rule, applicant);
  if (residual !== null) capacity = Math.min(capacity, incomeEur - residual);
  // §7.3 expenses check: what is left after living costs must carry the new loan and the
  // existing debts (they are separate fields of step 2, so both are paid out of the rest).
  const livingCosts = livingCostsFor(rule, applicant, prepared);
  if (livingCosts !== null) capacity = Math.min(capacity, incomeEur - livingCosts);
  return { debtServiceCapacity: capacity, paymentCapacity: capacity - debtsEur };
}

export function evaluateRoute(
  input: EngineInput,
  applicant: Applicant,
  rule: LendingRule,
  prepared: PreparedConfig,
): RouteEvaluation {
  const { parameters } = prepared;
  const dstiCap = dstiCapFor(rule, applicant, input);
  const ltvCap = ltvCapFor(rule, applicant);
  const term = termFor(rule, applicant);
  const stressedRate = stressedRateFor(rule, input);
  const { debtServiceCapacity, paymentCapacity } = paymentCapacityFor(rule, applicant, dstiCap, prepared);

  const affordableLoan = principalForPayment(paymentCapacity, stressedRate, term.termMonths);
  const ltvLimitLoan = ltvCap * input.propertyValue;
  const dtiMultiple = dtiMultipleFor(rule, applicant, term.termMonths);
  const dtiLimitLoan = dtiMultiple === null ? null : dtiMultiple * 12 * applicant.incomeEur;
  const bankMaximum = prepared.largestBankLoanByCountry.get(rule.countryCode) ?? null;

  // §7.9, the first limit listed wins a tie.
  let limit = affordableLoan;
  let limitedBy: LimitingFactor = 'affordability';
  if (ltvLimitLoan < limit) [limit, limitedBy] = [ltvLimitLoan, 'loanToValue'];
  if (dtiLimitLoan !== null && dtiLimitLoan < limit) [limit, limitedBy] = [dtiLimitLoan, 'debtToIncome'];
  if (bankMaximum !== null && bankMaximum < limit) [limit, limitedBy] = [bankMaximum, 'bankMaximum'];

  const isTermTooShort = term.termMonths < parameters.minTermMonths;
  if (isTermTooShort) limitedBy = 'term';
  const maxLoanAmount = isTermTooShort ? 0 : floorToStep(Math.max(0, limit), parameters.maxLoanRoundingEur);

  return {
    rule,
    dstiCap,
    effectiveDstiCap: applicant.incomeEur > 0 ? Math.max(0, debtServiceCapacity) / applicant.incomeEur : 0,
    ltvCap,
    termMonths: term.termMonths,
    maxTermYears: term.maxTermYears,
    isTermCutByAge: term.isCutByAge,
    isTermTooShort,
    stressedRate,
    debtServiceCapacity,
    paymentCapacity,
    affordableLoan,
    ltvLimitLoan,
    dtiLimitLoan,
    limit,
    maxLoanAmount,
    limitedBy,
    satisfiesCurrencyRule: !rule.requiresIncomeInLoanCurrency || rule.loanCurrency === applicant.incomeCurrency,
  };
}

export interface RouteChoice {
  /** null when the property country has no active lending rule. */
  route: RouteEvaluation | null;
  /** True when no route accepts the income currency and the best route was used anyway (flagged). */
  breaksCurrencyRule: boolean;
}

/** The larger maximum loan wins; on a tie (both at the LTV cap) the route with more affordability headroom, i.e. the cheaper one. */
export const isBetterRoute = (a: RouteEvaluation, b: RouteEvaluation) =>
  a.maxLoanAmount > b.maxLoanAmount ||
  (a.maxLoanAmount === b.maxLoanAmount &&
    (a.affordableLoan > b.affordableLoan || (a.affordableLoan === b.affordableLoan && a.rule.baseRate < b.rule.baseRate)));

export interface RouteSet {
  /** The routes whose currency rule the income meets, best (§7.2) first. */
  open: RouteEvaluation[];
  /** The best of the routes the income's currency closes (PL, HU), or null. */
  bestClosed: RouteEvaluation | null;
}

/** §7.2: every route of the property country (RO: RON and EUR) evaluated for this applicant. */
export function evaluateRoutes(input: EngineInput, applicant: Applicant, prepared: PreparedConfig): RouteSet {
  const open: RouteEvaluation[] = [];
  let bestClosed: RouteEvaluation | null = null;
  for (const rule of prepared.rulesByCountry.get(applicant.propertyCountry) ?? []) {
    const route = evaluateRoute(input, applicant, rule, prepared);
    if (route.satisfiesCurrencyRule) open.push(route);
    else if (!bestClosed || isBetterRoute(route, bestClosed)) bestClosed = route;
  }
  open.sort((a, b) => (isBetterRoute(a, b) ? -1 : isBetterRoute(b, a) ? 1 : 0));
  return { open, bestClosed };
}

/**
 * The route with the larger regulatory maximum loan. Routes whose currency rule the income
 * breaks (PL, HU) are used only when no other route exists, and then the result says the route
 * is closed (issue 10) instead of showing a silent zero.
 */
export function chooseRoute(input: EngineInput, applicant: Applicant, prepared: PreparedConfig): RouteChoice {
  const { open, bestClosed } = evaluateRoutes(input, applicant, prepared);
  if (open.length > 0) return { route: open[0], breaksCurrencyRule: false };
  return { route: bestClosed, breaksCurrencyRule: bestClosed !== null };
}
