import type { EngineResult } from '@core/eligibility/types';

/**
 * The verdict as a person reads it (issue 10). The engine's three states each have cases a
 * single title would misstate: with no partner bank in the country, "a partner bank can lend"
 * is false even when the rules allow the loan; and a loan below every bank's smallest is
 * `partial` although banks would lend more, not less.
 */
export type VerdictCase = 'eligible' | 'eligibleRulesOnly' | 'partial' | 'partialRulesOnly' | 'belowBankMinimum' | 'not_eligible';

const BELOW_BANK_MINIMUM = 'result.verdict.reason.belowBankMinimum';

export function verdictCase(result: Pick<EngineResult, 'verdict' | 'verdictReasons' | 'maxLoanSource'>): VerdictCase {
  const byRulesOnly = result.maxLoanSource === 'regulatory';
  switch (result.verdict) {
    case 'eligible':
      return byRulesOnly ? 'eligibleRulesOnly' : 'eligible';
    case 'partial':
      if (result.verdictReasons.some((reason) => reason.key === BELOW_BANK_MINIMUM)) return 'belowBankMinimum';
      return byRulesOnly ? 'partialRulesOnly' : 'partial';
    default:
      return 'not_eligible';
  }
}
