import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@core/constants';
import { bankSeed, closingCostSeed, firstHomeSchemeSeed } from '@core/reference-data';

/**
 * Issue 14: every cost of buying and every bank charge the seed data names reads as words in
 * ro, en and fr (`result.cost.<key>`, `result.charge.<key>`), as do the reasons a first-home
 * scheme gives; a key added later by an admin falls back to `cost.fallback` / `charge.fallback`.
 */
const result = (language: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../../../public/locales/${language}/result.json`, import.meta.url)), 'utf8')) as Record<string, Record<string, unknown>>;

describe('words for the costs of buying, the bank charges and the scheme reasons', () => {
  const costKeys = [...new Set(closingCostSeed.map((row) => row.key))];
  const chargeKeys = [...new Set(bankSeed.flatMap((bank) => (bank.charges ?? []).map((charge) => charge.key)))];

  it('has every seeded key, and the fallbacks, in each language', () => {
    expect(costKeys.length).toBeGreaterThanOrEqual(5);
    expect(chargeKeys.length).toBeGreaterThanOrEqual(5);
    for (const language of LANGUAGES) {
      const words = result(language);
      for (const key of [...costKeys, 'fallback']) expect(words.cost[key], `${language}: cost.${key}`).toEqual(expect.any(String));
      for (const key of [...chargeKeys, 'fallback']) expect(words.charge[key], `${language}: charge.${key}`).toEqual(expect.any(String));
      for (const reason of ['residence', 'age', 'firstHome', 'price']) {
        expect((words.scheme.reason as Record<string, unknown>)[reason], `${language}: scheme.reason.${reason}`).toEqual(expect.any(String));
      }
    }
    expect(firstHomeSchemeSeed.length).toBeGreaterThan(0);
  });
});
