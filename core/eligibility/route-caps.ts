import type { Applicant } from './applicant';
import type { LendingRule } from './types';

/**
 * Which caps of a route apply to this applicant (lending-rules §1–§2). Every variant is a
 * relaxation of the base cap, so the most generous applicable one wins; that keeps the
 * maximum loan monotone (more income or a younger age can only unlock a higher cap).
 */

const isYoung = (rule: LendingRule, applicant: Applicant) =>
  rule.youngApplicantMaxAge !== null && !applicant.assumedAge && applicant.age <= rule.youngApplicantMaxAge;

/** DSTI cap: RO +5 pp first home; PL/HU higher cap above an income threshold; CZ under 36. */
export function dstiCapFor(rule: LendingRule, applicant: Applicant): number {
  let cap = rule.dstiCap;
  if (applicant.isFirstHome && rule.dstiCapFirstHome !== null) cap = Math.max(cap, rule.dstiCapFirstHome);
  if (
    rule.dstiCapHighIncome !== null &&
    rule.highIncomeThresholdEur !== null &&
    applicant.incomeEur >= rule.highIncomeThresholdEur
  ) {
    cap = Math.max(cap, rule.dstiCapHighIncome);
  }
  if (isYoung(rule, applicant) && rule.dstiCapYoung !== null) cap = Math.max(cap, rule.dstiCapYoung);
  return cap;
}

/** LTV cap (§7.7): land/commercial has its own; else HU/SI first home, CZ under 36. */
export function ltvCapFor(rule: LendingRule, applicant: Applicant): number {
  if (applicant.isLandOrCommercial) return rule.ltvCapLandCommercial;
  let cap = rule.ltvCap;
  if (applicant.isFirstHome && rule.ltvCapFirstHome !== null) cap = Math.max(cap, rule.ltvCapFirstHome);
  if (isYoung(rule, applicant) && rule.ltvCapYoung !== null) cap = Math.max(cap, rule.ltvCapYoung);
  return cap;
}

export interface RouteTerm {
  /** 12 × min(max term, max age at maturity − age), never negative (§7.5). */
  termMonths: number;
  maxTermYears: number;
  isCutByAge: boolean;
}

export function termFor(rule: LendingRule, applicant: Applicant): RouteTerm {
  const maxTermYears = applicant.isLandOrCommercial ? rule.maxTermYearsLandCommercial : rule.maxTermYears;
  const yearsToMaxAge = rule.maxAgeAtMaturity - applicant.age;
  return {
    termMonths: Math.max(0, 12 * Math.min(maxTermYears, yearsToMaxAge)),
    maxTermYears,
    isCutByAge: yearsToMaxAge < maxTermYears,
  };
}

/**
 * SK DTI (§7.8): multiple of annual income, reduced per year of age above the threshold.
 * Simplification: the reduction applies at every age above the threshold, because with the
 * term capped at the maximum age at maturity such loans run into retirement anyway.
 * The balance of other debts is not asked for, so it is not subtracted here; their monthly
 * payments already reduce the affordability limit.
 */
export function dtiMultipleFor(rule: LendingRule, applicant: Applicant): number | null {
  if (rule.dtiMultiple === null) return null;
  const yearsAbove =
    rule.dtiAgeThreshold === null ? 0 : Math.max(0, applicant.age - rule.dtiAgeThreshold);
  return Math.max(0, rule.dtiMultiple - (rule.dtiReductionPerYear ?? 0) * yearsAbove);
}
