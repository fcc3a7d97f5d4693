import { BANK_CRITERIA } from '@core/eligibility/bank-criteria';

/**
 * A bank's criteria that are our estimate, not read in a source (issue 19: each bank says when its
 * criteria were checked and which are estimates). Several fields read as one thing to a person:
 * the rate range and the representative rates are "its rates". Keys `result.banks.criterion.<name>`.
 */
const CRITERION_GROUP: Readonly<Record<string, string>> = {
  interestRateMin: 'rates',
  interestRateMax: 'rates',
  representativeRates: 'rates',
};

/** The estimated criteria as the page names them, each once, in the bank's order. */
export function estimatedCriteria(names: readonly string[]): string[] {
  return [...new Set(names.map((name) => CRITERION_GROUP[name] ?? name))];
}

/** Every name the page has words for: the bank criteria (core), grouped as the page names them. */
export const KNOWN_CRITERIA = estimatedCriteria(BANK_CRITERIA);
