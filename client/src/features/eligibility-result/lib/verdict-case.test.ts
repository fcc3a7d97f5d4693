import { describe, expect, it } from 'vitest';
import { verdictCase } from './verdict-case';

const reason = (name: string) => ({ key: `result.verdict.reason.${name}`, values: {} });

describe('verdictCase', () => {
  it('tells an offer from what the rules allow', () => {
    expect(verdictCase({ verdict: 'eligible', verdictReasons: [], maxLoanSource: 'partnerBanks' })).toBe('eligible');
    expect(verdictCase({ verdict: 'eligible', verdictReasons: [reason('noPartnerBanks')], maxLoanSource: 'regulatory' })).toBe('eligibleRulesOnly');
    expect(verdictCase({ verdict: 'partial', verdictReasons: [reason('lessThanDesired')], maxLoanSource: 'partnerBanks' })).toBe('partial');
    expect(verdictCase({ verdict: 'partial', verdictReasons: [reason('lessThanDesired')], maxLoanSource: 'regulatory' })).toBe('partialRulesOnly');
  });

  it('does not call a loan below every bank’s minimum "less than you asked for"', () => {
    expect(verdictCase({ verdict: 'partial', verdictReasons: [reason('belowBankMinimum')], maxLoanSource: 'partnerBanks' })).toBe('belowBankMinimum');
  });

  it('keeps not eligible as it is', () => {
    expect(verdictCase({ verdict: 'not_eligible', verdictReasons: [reason('age')], maxLoanSource: 'partnerBanks' })).toBe('not_eligible');
  });
});
