import type { EmploymentType } from '../constants';
import type { EngineConfig } from './types';

/**
 * Keys of engine_parameters the engine reads. The values are data (seeded from
 * core/reference-data/engine-parameters.ts); only the names are code.
 */
export const PARAMETER_KEYS = {
  /** §7.5: age assumed when the applicant gives none. */
  defaultAge: 'defaultAge',
  /** §7.5: a shorter possible term means not eligible. */
  minTermMonths: 'minTermMonths',
  /** §7.10: purchase costs (taxes, notary, fees) the own funds must cover, as a share of the value. */
  downPaymentCostAllowance: 'downPaymentCostAllowance',
  /** §7.9: the maximum loan is floored to this step. */
  maxLoanRoundingEur: 'maxLoanRoundingEur',
  /** Amounts proposed by improvements (loan, savings) are rounded to this step. */
  improvementRoundingEur: 'improvementRoundingEur',
  /** docs/lending-rules.md §5: how many main reasons the result explains. */
  reasonsCount: 'reasonsCount',
  /** Issue 10: the best score a `not_eligible` verdict may show (below the lowest "fair" band). */
  verdictMaxScoreNotEligible: 'verdictMaxScore.not_eligible',
  /** Issue 10: the best score a `partial` verdict may show (below "strong"). */
  verdictMaxScorePartial: 'verdictMaxScore.partial',
  /** Issue 10: a result computed with an income rate older than this many days says so. */
  staleRatesDays: 'staleRatesDays',
  /** Issue 14: living costs assumed per dependant when no expenses are entered and the route names none. */
  defaultDependantAllowanceEur: 'defaultDependantAllowanceEur',
  /** Issue 14: the rate rise shown after a fixed period where the route's rules set no stress add-on (RO, HR, BG). */
  rateRiseIllustrationPp: 'rateRiseIllustrationPp',
} as const;

/** §7.1: share of the income counted for each employment type. */
export const employmentFactorKey = (type: EmploymentType) => `employmentIncomeFactor.${type}`;

export class EngineConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EngineConfigError';
  }
}

/** A configuration gap is a deployment error, not a user error: fail loudly with the key. */
export function readParameter(config: Pick<EngineConfig, 'parameters'>, key: string): number {
  const value = config.parameters[key];
  if (value === undefined || !Number.isFinite(value)) {
    throw new EngineConfigError(`engine parameter "${key}" is missing`);
  }
  return value;
}
