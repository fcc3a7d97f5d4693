import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@core/constants';

/**
 * Counts shown with their noun agree with the number in every language (issue 20: "1 scénarios"):
 * a text with {{count}} is an i18next plural (key_one, key_other, …) holding each form the
 * language's plural rules ask for, in every language; only reviewed texts whose count stands
 * without a noun of its own are plain keys.
 */
const repo = fileURLToPath(new URL('../../../', import.meta.url));
type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flatten(value, `${prefix}${key}.`)))));
const namespaces = readdirSync(join(repo, 'client/public/locales/en')).map((file) => file.replace(/\.json$/, ''));
const load = (language: string, namespace: string) => JSON.parse(readFileSync(join(repo, 'client/public/locales', language, `${namespace}.json`), 'utf8')) as Tree;
const files = Object.fromEntries(LANGUAGES.map((language) => [language, Object.fromEntries(namespaces.map((namespace) => [namespace, flatten(load(language, namespace))]))]));
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Counts with no noun after them ("Categories changed: 3", "3 / 500 characters", "for 3 households" passed whole). */
const COUNT_WITHOUT_NOUN = new Set([
  'admin:banks.impact.verdictChange',
  'admin:banks.impact.headlineUp',
  'admin:banks.impact.headlineDown',
  'admin:banks.impact.paymentUp',
  'admin:banks.impact.paymentDown',
  'admin:scoring.changedCount',
  'result:pin.compare',
  'email:broker_digest.subject',
  'email:broker_digest.intro',
  'email:broker_digest.more',
  'account:contact.messageHint',
]);

describe('counted words in ro, en and fr', () => {
  it('a text that shows {{count}} is a plural, unless its count stands without a noun', () => {
    const plain: string[] = [];
    for (const language of LANGUAGES) {
      for (const namespace of namespaces) {
        for (const [key, text] of Object.entries(files[language][namespace])) {
          if (/\{\{\s*count\b/.test(text) && !PLURAL.test(key) && !COUNT_WITHOUT_NOUN.has(`${namespace}:${key}`)) plain.push(`${language}/${namespace}:${key}`);
        }
      }
    }
    expect(plain).toEqual([]);
  });

  it('says "1 scénario" and "2 scénarios" where pinned scenarios are counted', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'fr',
      fallbackLng: 'en',
      ns: ['result', 'workspace'],
      interpolation: { escapeValue: false },
      resources: Object.fromEntries(LANGUAGES.map((language) => [language, { result: load(language, 'result'), workspace: load(language, 'workspace') }])),
    });
    const t = (language: string, key: string, count: number) => i18n.t(key, { lng: language, count, max: 3 }).replace(/\u202f/g, ' ');
    expect(t('fr', 'result:pin.pinned', 1)).toBe('Épinglé : 1 scénario sur 3, gardé pour comparer.');
    expect(t('fr', 'result:pin.pinned', 2)).toBe('Épinglés : 2 scénarios sur 3, gardés pour comparer.');
    expect(t('fr', 'workspace:compare.note', 1)).toMatch(/^1 scénario épinglé sur 3\./);
    expect(t('fr', 'workspace:compare.note', 3)).toMatch(/^3 scénarios épinglés sur 3\./);
    expect(t('en', 'result:pin.pinned', 1)).toBe('Pinned: 1 of 3 scenarios kept to compare.');
    expect(t('ro', 'workspace:compare.note', 1)).toMatch(/^Scenarii fixate: 1 din 3\./);
  });
});
