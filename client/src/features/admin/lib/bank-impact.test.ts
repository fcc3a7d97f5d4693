import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { BankImpact } from '@core/schemas/admin';
import { registerCountedWords } from '@/lib/counted-words';
import { formatEur } from '@/lib/format';
import { registerFrenchCountryFormats } from '@/lib/french-country';
import { describeImpact, hasEffect } from './bank-impact';
import { LANGUAGES } from '@core/languages';

/** The real admin translations in a real i18next, as the client sets it up. */
const repo = fileURLToPath(new URL('../../../../../', import.meta.url));
const load = (language: string, namespace: string) => JSON.parse(readFileSync(join(repo, 'client/public/locales', language, `${namespace}.json`), 'utf8'));
const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  ns: ['translation', 'admin'],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  resources: Object.fromEntries(LANGUAGES.map((language) => [language, { translation: load(language, 'translation'), admin: load(language, 'admin') }])),
});
registerCountedWords(i18n);
registerFrenchCountryFormats(i18n);

const none = { count: 0, largest: 0, median: 0 };
const impact: BankImpact = {
  countryCodes: ['RO'],
  assessed: 137,
  sampleLimit: 200,
  changed: 41,
  verdictChanges: [{ from: 'partial', to: 'eligible', count: 12 }],
  bestBankChanged: 38,
  bestMatchBefore: 0,
  bestMatchAfter: 38,
  headline: { up: { count: 40, largest: 36_000, median: 4_000 }, down: none },
  monthlyPayment: { up: none, down: { count: 3, largest: 12.5, median: 4.25 } },
  skipped: 0,
};

const words = (language: 'en' | 'ro' | 'fr', countryNames = ['Romania'], isNewBank = true) => ({
  t: i18n.getFixedT(language, 'admin'),
  countryNames,
  money: (amount: number, withCents: boolean) => formatEur(amount, language, { cents: withCents }),
  isNewBank,
});
const plain = (sentences: string[]) => sentences.map((sentence) => sentence.replace(/[\u00a0\u202f]/g, ' '));

describe('the impact preview in plain words (issue 19)', () => {
  it('says how many of the recent assessments would change, and how', () => {
    expect(plain(describeImpact(impact, words('en')))).toEqual([
      'Of the 137 most recent assessments in Romania, 41 would change.',
      'Verdicts: 12 from partial to eligible.',
      '38 would have this bank as their best match.',
      'In all, 38 would get their best offer from a different bank than now.',
      'The maximum loan would rise for 40, by up to €36,000 (median €4,000).',
      'The monthly payment of the loan offered would fall for 3, by up to €12.50 (median €4.25).',
    ]);
  });

  it('in Romanian and French, with the counts agreed and the country\'s article', () => {
    expect(plain(describeImpact(impact, words('ro', ['România'])))[0]).toBe('Din cele mai recente 137 de evaluări din România, 41 s-ar schimba.');
    expect(plain(describeImpact({ ...impact, assessed: 12 }, words('ro', ['România'])))[0]).toBe('Din cele mai recente 12 evaluări din România, 41 s-ar schimba.');
    expect(plain(describeImpact(impact, words('fr', ['Roumanie'])))[0]).toBe('Sur les 137 évaluations les plus récentes en Roumanie, 41 changeraient.');
    expect(plain(describeImpact({ ...impact, changed: 1 }, words('fr', ['Roumanie'])))[0]).toBe('Sur les 137 évaluations les plus récentes en Roumanie, 1 changerait.');
  });

  it('says when nothing would move, and when there is nothing to compare', () => {
    const still: BankImpact = { ...impact, changed: 0, verdictChanges: [], bestBankChanged: 0, bestMatchAfter: 0, headline: { up: none, down: none }, monthlyPayment: { up: none, down: none } };
    expect(describeImpact(still, words('en'))).toEqual(['None of the 137 most recent assessments in Romania would change.']);
    expect(hasEffect(still)).toBe(false);
    expect(hasEffect(impact)).toBe(true);
    expect(describeImpact({ ...still, assessed: 0 }, words('en'))).toEqual(['There are no submitted assessments in Romania yet: no result would move.']);
  });

  it('for an edited bank, compares its best matches with now; names both countries when it moves', () => {
    const edited = { ...impact, countryCodes: ['RO', 'BG'], bestMatchBefore: 10, bestMatchAfter: 4 };
    const sentences = describeImpact(edited, words('en', ['Romania', 'Bulgaria'], false));
    expect(sentences[0]).toBe('Of the 137 most recent assessments in Romania, Bulgaria, 41 would change.');
    expect(sentences).toContain('4 would have this bank as their best match (now 10).');
  });
});
