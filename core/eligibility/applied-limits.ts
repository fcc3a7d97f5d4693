import type { Assessment } from './assessment';
import { originOf, type LimitOrigin, type RouteLimit } from './limit-origins';
import { roundTo } from './rounding';
import type { AppliedLimit, Bank, LendingRule } from './types';

/**
 * Where each limit on the offered loan comes from (issue 19): the regulator (its rule and date),
 * the bank's published practice (or our estimate of it, said so), or Acasa's prudence. Listed
 * for the loan's lender only; nothing when no loan can be made.
 */
type Named = Pick<AppliedLimit, 'name' | 'value'>;
// Each limit is built field by field, not spread from `named`: an object spread cost V8 (Node 20)
// about a microsecond here, on every pass of every evaluation (issue 22).

/**
 * A route's limit with its own source (issue 19, audit: not the whole route's reading list, so
 * Romania's 30-year term cites the banks, not the NBR). Acasa's prudence has none; a limit whose
 * source was never recorded shows none rather than another limit's.
 */
function fromRoute(rule: LendingRule, limit: RouteLimit, { name, value }: Named): AppliedLimit {
  const origin = originOf(rule.limitOrigins, limit);
  const source = origin === 'acasa' ? null : (rule.limitSources[limit] ?? null);
  return {
    name,
    value,
    origin,
    source,
    verifiedOn: source === null ? null : rule.verifiedOn,
    bankName: null,
    isEstimate: false,
  };
}

function fromBank(bank: Bank, criterion: string, { name, value }: Named): AppliedLimit {
  return {
    name,
    value,
    origin: 'bank',
    source: bank.criteriaSource,
    verifiedOn: bank.criteriaVerifiedOn,
    bankName: bank.name,
    isEstimate: bank.criteriaSource === null || bank.criteriaEstimates.includes(criterion),
  };
}

const acasa = ({ name, value }: Named): AppliedLimit => ({ name, value, origin: 'acasa', source: null, verifiedOn: null, bankName: null, isEstimate: false });

/** Which variant of the DSTI cap gave its value (the base cap's origin when none did). */
function dstiLimitOf(rule: LendingRule, cap: number): RouteLimit {
  if (rule.dstiCapFirstHome === cap) return 'dstiFirstHome';
  if (rule.dstiCapHighIncome === cap) return 'dstiHighIncome';
  if (rule.dstiCapYoung === cap) return 'dstiYoung';
  return 'dsti';
}

export function appliedLimitsFor(base: Assessment): AppliedLimit[] {
  const { lending, loan, bank, input } = base;
  if (!lending || !loan) return [];
  const { rule, term, terms } = lending;
  const limits: AppliedLimit[] = [];

  if (lending.dstiCap !== null) limits.push(fromRoute(rule, dstiLimitOf(rule, lending.dstiCap), { name: 'dsti', value: lending.dstiCap }));
  if (rule.subsistenceMinimumEur !== null) limits.push(fromRoute(rule, 'subsistence', { name: 'subsistence', value: rule.subsistenceMinimumEur }));
  if (rule.residualIncomeMinEur !== null) limits.push(fromRoute(rule, 'residualIncome', { name: 'residualIncome', value: rule.residualIncomeMinEur }));
  if (lending.dtiLimitLoan !== null) limits.push(fromRoute(rule, input.loanPurpose === 'investment' && rule.dtiMultiple === null ? 'dtiInvestment' : 'dti', { name: 'dti', value: lending.dtiLimitLoan }));

  const ltv = { name: 'ltv', value: lending.ltvCap } as const;
  limits.push(bank && lending.isLtvCutByLender ? fromBank(bank, 'nonResidentLtvCap', ltv) : fromRoute(rule, 'ltv', ltv));

  const maxTerm = { name: 'maxTerm', value: term.maxTermYears } as const;
  if (bank && term.isCutByLender) {
    limits.push(fromBank(bank, bank.nonResidentMaxTermYears !== null && base.applicant.isNonResident ? 'nonResidentMaxTermYears' : 'maxTermYears', maxTerm));
  } else {
    limits.push(fromRoute(rule, 'maxTerm', maxTerm));
  }
  if (terms.maxAgeAtMaturity !== null) {
    const age = { name: 'maxAgeAtMaturity', value: terms.maxAgeAtMaturity } as const;
    limits.push(bank && bank.maxAgeAtMaturity !== null ? fromBank(bank, 'maxAgeAtMaturity', age) : fromRoute(rule, 'maxAgeAtMaturity', age));
  }

  const stress = roundTo(lending.stressedRate - lending.rate, 4);
  if (stress > 0) limits.push(fromRoute(rule, input.rateType === 'variable' && rule.stressAddonVariable !== null ? 'stressVariable' : 'stress', { name: 'stress', value: stress }));

  // Each cut once, whoever's it is (two earners in the same foreign currency share one).
  const cuts = new Map<string, { value: number; origin: LimitOrigin | null }>();
  for (const part of terms.income.parts) if (part.currencyCut > 0) cuts.set(`${part.currencyCutOrigin}:${part.currencyCut}`, { value: part.currencyCut, origin: part.currencyCutOrigin });
  for (const cut of cuts.values()) {
    const named = { name: 'currencyCut', value: cut.value } as const;
    limits.push(cut.origin === 'bank' && bank ? fromBank(bank, 'foreignIncomeHaircut', named) : acasa(named));
  }
  const factor = Math.min(1, ...terms.income.parts.map((part) => part.employmentFactor));
  if (factor < 1) limits.push(acasa({ name: 'employmentFactor', value: factor }));
  return limits;
}
