import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@core/constants';
import { verdictCase, type VerdictCase } from './verdict-case';

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

// Every case, so that a new one fails the typecheck here until its words are checked.
const CASES = Object.keys({ eligible: 1, eligibleRulesOnly: 1, partial: 1, partialRulesOnly: 1, belowBankMinimum: 1, not_eligible: 1 } satisfies Record<VerdictCase, 1>) as VerdictCase[];

describe('each verdict case has its words in ro, en and fr', () => {
  type Tree = { [key: string]: string | Tree };
  const at = (tree: Tree, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
  const result = (language: string) =>
    JSON.parse(readFileSync(fileURLToPath(new URL(`../../../../public/locales/${language}/result.json`, import.meta.url)), 'utf8')) as Tree;

  it('a title, how the loan fits (a loan exists) and why the score is capped (not plainly eligible)', () => {
    const keys = [
      ...CASES.map((readAs) => `verdict.title.${readAs}`),
      ...CASES.filter((readAs) => readAs !== 'not_eligible').map((readAs) => `loan.fit.${readAs}`),
      ...CASES.filter((readAs) => !readAs.startsWith('eligible')).map((readAs) => `verdict.scoreCappedReason.${readAs}`),
    ];
    for (const language of LANGUAGES) {
      const words = result(language);
      for (const key of keys) expect(at(words, key), `${language}:${key}`).toEqual(expect.any(String));
    }
  });
});
