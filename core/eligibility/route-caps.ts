import type { Applicant } from './applicant';
import { appliesIn, type LimitScope } from './limit-origins';
import { fixationTier } from './rate-terms';
import type { EngineInput, LendingRule } from './types';

/**
 * Which caps of a route apply to this applicant (docs/lending-rules.md §1–§2). Every variant is a
 * relaxation of the base cap, so the most generous applicable one wins; that keeps the
 * maximum loan monotone (more income or a younger age can only unlock a higher cap). Each takes
 * a scope (limit-origins.ts): a lender's, every limit; the regulatory maximum's, the
 * regulator's only.
 */

const isYoung = (rule: LendingRule, applicant: Applicant) =>
  rule.youngApplicantMaxAge !== null && !applicant.assumedAge && applicant.age <= rule.youngApplicantMaxAge;

/**
 * DSTI cap, or null when no DSTI limit applies in the scope: RO +5 pp first home; PL/HU higher
 * cap above an income threshold (compared with the income this lender counts); HU by fixed
 * period; CZ under 36.
 */
export function dstiCapFor(rule: LendingRule, applicant: Applicant, input: EngineInput, incomeEur: number, scope: LimitScope): number | null {
  if (!appliesIn(rule, scope, 'dsti')) return null;
  const tier = fixationTier(rule, input);
  const baseCap = tier ? tier.dstiCap : rule.dstiCap;
  const highIncomeCap = tier ? tier.dstiCapHighIncome : rule.dstiCapHighIncome;
  let cap = baseCap;
  if (applicant.isFirstHome && rule.dstiCapFirstHome !== null && appliesIn(rule, scope, 'dstiFirstHome')) {
    cap = Math.max(cap, rule.dstiCapFirstHome);
  }
  if (
    highIncomeCap !== null &&
    rule.highIncomeThresholdEur !== null &&
    incomeEur >= rule.highIncomeThresholdEur &&
    appliesIn(rule, scope, 'dstiHighIncome')
  ) {
    cap = Math.max(cap, highIncomeCap);
  }
  if (isYoung(rule, applicant) && rule.dstiCapYoung !== null && appliesIn(rule, scope, 'dstiYoung')) cap = Math.max(cap, rule.dstiCapYoung);
  return cap;
}

/**
 * LTV cap (§7.7): land/commercial has its own; else HU/SI first home, CZ under 36. An investment
 * loan gets no relaxation and, where the route caps investment loans (CZ 70 %), that cap. With
 * no LTV limit in the scope, the price itself (a loan is never more than the home).
 */
export function ltvCapFor(rule: LendingRule, applicant: Applicant, scope: LimitScope): number {
  const base = appliesIn(rule, scope, 'ltv') ? rule.ltvCap : 1;
  if (applicant.isLandOrCommercial && appliesIn(rule, scope, 'ltvLandCommercial')) return Math.min(base, rule.ltvCapLandCommercial);
  if (applicant.isInvestment) {
    return rule.ltvCapInvestment !== null && appliesIn(rule, scope, 'ltvInvestment') ? Math.min(base, rule.ltvCapInvestment) : base;
  }
  let cap = base;
  if (applicant.isFirstHome && rule.ltvCapFirstHome !== null && appliesIn(rule, scope, 'ltvFirstHome')) cap = Math.max(cap, rule.ltvCapFirstHome);
  if (isYoung(rule, applicant) && rule.ltvCapYoung !== null && appliesIn(rule, scope, 'ltvYoung')) cap = Math.max(cap, rule.ltvCapYoung);
  return Math.min(cap, 1);
}

export interface RouteTerm {
  /** 12 × min(max term, max age at maturity − age), never negative (§7.5), or the shorter term chosen. */
  termMonths: number;
  /** The longest term before the age limit, in years. */
  maxTermYears: number;
  /** The age limit shortened the term (and the applicant did not choose a shorter one). */
  isCutByAge: boolean;
  /** The lender's own term cap shortened it (a non-resident programme), not the route's. */
  isCutByLender: boolean;
}

/**
 * The term of a loan: the route's maximum (when it applies in the scope), the lender's own cap,
 * the age at maturity, and a shorter term the applicant chose (issue 14).
 */
export function termFor(
  rule: LendingRule,
  applicant: Applicant,
  scope: LimitScope,
  lenderMaxTermMonths: number,
  maxAgeAtMaturity: number | null,
): RouteTerm {
  let routeMonths = appliesIn(rule, scope, 'maxTerm') ? 12 * rule.maxTermYears : Number.POSITIVE_INFINITY;
  if (applicant.isLandOrCommercial && appliesIn(rule, scope, 'maxTermLandCommercial')) {
    routeMonths = Math.min(routeMonths, 12 * rule.maxTermYearsLandCommercial);
  }
  const lenderMonths = Math.min(routeMonths, lenderMaxTermMonths);
  const byAge = maxAgeAtMaturity === null ? Number.POSITIVE_INFINITY : 12 * (maxAgeAtMaturity - applicant.age);
  const allowedMonths = Math.max(0, Math.min(lenderMonths, byAge));
  const chosenMonths = applicant.termYears === null ? null : 12 * applicant.termYears;
  const isChosenShorter = chosenMonths !== null && chosenMonths <= allowedMonths;
  return {
    termMonths: chosenMonths === null ? allowedMonths : Math.min(allowedMonths, chosenMonths),
    maxTermYears: Number.isFinite(lenderMonths) ? lenderMonths / 12 : rule.maxTermYears,
    isCutByAge: byAge < lenderMonths && !isChosenShorter,
    isCutByLender: lenderMaxTermMonths < routeMonths && lenderMaxTermMonths <= byAge && !isChosenShorter,
  };
}

/**
 * DTI (§7.8) as a multiple of annual income, or null. SK: 8, reduced 0.25 per year of age above
 * 40, but only for a loan that ends after the configured age (65, NBS 2022). CZ: 7 for investment
 * loans from 1.4.2026 (the stricter of the two applies where both exist).
 * The balance of other debts is not asked for, so it is not subtracted here; their monthly
 * payments already reduce the affordability limit.
 */
export function dtiMultipleFor(rule: LendingRule, applicant: Applicant, termMonths: number, scope: LimitScope): number | null {
  let multiple: number | null = null;
  if (rule.dtiMultiple !== null && appliesIn(rule, scope, 'dti')) {
    const loanEndAge = applicant.age + termMonths / 12;
    const isReduced = rule.dtiReductionLoanEndAge === null || loanEndAge > rule.dtiReductionLoanEndAge;
    const yearsAbove = rule.dtiAgeThreshold === null || !isReduced ? 0 : Math.max(0, applicant.age - rule.dtiAgeThreshold);
    multiple = Math.max(0, rule.dtiMultiple - (rule.dtiReductionPerYear ?? 0) * yearsAbove);
  }
  if (applicant.isInvestment && rule.dtiMultipleInvestment !== null && appliesIn(rule, scope, 'dtiInvestment')) {
    multiple = multiple === null ? rule.dtiMultipleInvestment : Math.min(multiple, rule.dtiMultipleInvestment);
  }
  return multiple;
}
