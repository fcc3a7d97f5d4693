import type { AppliedLimit } from '@core/eligibility/types';
import { LIMIT_ORIGINS, type LimitOrigin } from '@core/eligibility/limit-origins';

/**
 * "Where each limit comes from" (issue 19): the limits on the loan, grouped by whose they are,
 * the regulator's first, then the bank's practice, then Acasa's prudence, which is never shown
 * as a regulator's rule. Each value in the unit it is read in.
 */
export type LimitUnit = 'percent' | 'points' | 'years' | 'eur';

export const LIMIT_UNITS: Record<AppliedLimit['name'], LimitUnit> = {
  dsti: 'percent',
  ltv: 'percent',
  currencyCut: 'percent',
  employmentFactor: 'percent',
  stress: 'points',
  maxTerm: 'years',
  maxAgeAtMaturity: 'years',
  residualIncome: 'eur',
  subsistence: 'eur',
  dti: 'eur',
  bankMaximum: 'eur',
};

/** The value in its unit: fractions as percent (0.4 -> 40), the rest as given. */
export function limitValue(limit: Pick<AppliedLimit, 'name' | 'value'>): { unit: LimitUnit; value: number } {
  const unit = LIMIT_UNITS[limit.name] ?? 'eur';
  return { unit, value: unit === 'percent' ? Math.round(limit.value * 1000) / 10 : limit.value };
}

export interface LimitGroup {
  origin: LimitOrigin;
  limits: AppliedLimit[];
}

/** The limits by origin, in LIMIT_ORIGINS' order (regulator, bank, acasa); empty groups left out. */
export function limitsByOrigin(limits: readonly AppliedLimit[]): LimitGroup[] {
  return LIMIT_ORIGINS.map((origin) => ({ origin, limits: limits.filter((limit) => limit.origin === origin) })).filter((group) => group.limits.length > 0);
}

/**
 * Which words say where a limit comes from: a regulator's rule (its source and date), a named
 * bank's published conditions or our estimate of them, the banks' usual practice when no bank is
 * named, or Acasa's prudence.
 */
export type LimitSourceCase = 'regulator' | 'bank' | 'bankEstimate' | 'banks' | 'acasa';

export function limitSourceCase(limit: Pick<AppliedLimit, 'origin' | 'bankName' | 'isEstimate'>): LimitSourceCase {
  if (limit.origin === 'regulator') return 'regulator';
  if (limit.origin === 'acasa') return 'acasa';
  if (!limit.bankName) return 'banks';
  return limit.isEstimate ? 'bankEstimate' : 'bank';
}
