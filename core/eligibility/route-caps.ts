import type { Applicant } from './applicant';
import { fixationTier } from './rate-terms';
import type { EngineInput, LendingRule } from './types';

/**
 * Which caps of a route apply to this applicant (lending-rules §1–§2). Every variant is a
 * relaxation of the base cap, so the most generous applicable one wins; that keeps the
 * maximum loan monotone (more income or a younger age can only unlock a higher cap).
 */

const isYoung = (rule: LendingRule, applicant: Applicant) =>
  rule.youngApplicantMaxAge !== null && !applicant.assumedAge && applicant.age <= rule.youngApplicantMaxAge;

/** DSTI cap: RO +5 pp first home; PL/HU higher cap above an income threshold; HU by fixed period; CZ under 36. */
export function dstiCapFor(rule: LendingRule, applicant: Applicant, input: EngineInput): number {
  const tier = fixationTier(rule, input);
  const baseCap = tier ? tier.dstiCap : rule.dstiCap;
  const highIncomeCap = tier ? tier.dstiCapHighIncome : rule.dstiCapHighIncome;
  let cap = baseCap;
  if (applicant.isFirstHome && rule.dstiCapFirstHome !== null) cap = Math.max(cap, rule.dstiCapFirstHome);
  if (highIncomeCap !== null && rule.highIncomeThresholdEur !== null && applicant.incomeEur >= rule.highIncomeThresholdEur) {
    cap = Math.max(cap, highIncomeCap);
  }
  if (isYoung(rule, applicant) && rule.dstiCapYoung !== null) cap = Math.max(cap, rule.dstiCapYoung);
  return cap;
}

/**
 * LTV cap (§7.7): land/commercial has its own; else HU/SI first home, CZ under 36. An investment
 * loan gets no relaxation and, where the route caps investment loans (CZ 70 %), that cap.
 */
export function ltvCapFor(rule: LendingRule, applicant: Applicant): number {
  if (applicant.isLandOrCommercial) return rule.ltvCapLandCommercial;
  if (applicant.isInvestment) return Math.min(rule.ltvCap, rule.ltvCapInvestment ?? rule.ltvCap);
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
  const allowedMonths = Math.max(0, 12 * Math.min(maxTermYears, yearsToMaxAge));
  // Issue 14: a shorter term the applicant chose; never longer than the rules and the age allow.
  const chosenMonths = applicant.termYears === null ? null : 12 * applicant.termYears;
  return {
    termMonths: chosenMonths === null ? allowedMonths : Math.min(allowedMonths, chosenMonths),
    maxTermYears,
    isCutByAge: yearsToMaxAge < maxTermYears && (chosenMonths === null || chosenMonths > allowedMonths),
  };
}

/**
 * DTI (§7.8) as a multiple of annual income. SK: 8, reduced 0.25 per year of age above 40, but
 * only for a loan that ends after the configured age (65, NBS 2022). CZ: 7 for investment loans
 * from 1.4.2026 (the stricter of the two applies where both exist).
 * The balance of other debts is not asked for, so it is not subtracted here; their monthly
 * payments already reduce the affordability limit.
 */
export function dtiMultipleFor(rule: LendingRule, applicant: Applicant, termMonths: number): number | null {
  let multiple: number | null = null;
  if (rule.dtiMultiple !== null) {
    const loanEndAge = applicant.age + termMonths / 12;
    const isReduced = rule.dtiReductionLoanEndAge === null || loanEndAge > rule.dtiReductionLoanEndAge;
    const yearsAbove = rule.dtiAgeThreshold === null || !isReduced ? 0 : Math.max(0, applicant.age - rule.dtiAgeThreshold);
    multiple = Math.max(0, rule.dtiMultiple - (rule.dtiReductionPerYear ?? 0) * yearsAbove);
  }
  if (applicant.isInvestment && rule.dtiMultipleInvestment !== null) {
    multiple = multiple === null ? rule.dtiMultipleInvestment : Math.min(multiple, rule.dtiMultipleInvestment);
  }
  return multiple;
}
