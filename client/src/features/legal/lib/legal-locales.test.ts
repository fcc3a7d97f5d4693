/**
 * legal.json, the legal and help pages' words (issue 20): the same keys in ro, en and fr, real
 * translations (not English copies), the same placeholders, and every key the pages ask for.
 * French spacing is checked for every namespace by lib/locales-french-typography.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@core/constants';
import { RETENTION_KINDS } from '@core/retention';
import { SITE_INFO_VARIABLES } from '@core/schemas/site-info';
import { BROWSER_STORAGE, COOKIES } from './stored-in-browser';

const locales = fileURLToPath(new URL('../../../../public/locales/', import.meta.url));
type Tree = { [key: string]: string | Tree | string[] };
const flatten = (tree: Tree | string[], prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
const load = (language: string) => flatten(JSON.parse(readFileSync(join(locales, language, 'legal.json'), 'utf8')) as Tree);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}|\$t\(([^)]+)\)/g)].map((match) => match[1] ?? match[2]).sort();

const translations = Object.fromEntries(LANGUAGES.map((language) => [language, load(language)]));
const en = translations.en;

/** The same in every language on purpose (a cookie's lifetime in minutes, a nesting of other keys). */
const SAME_AS_ENGLISH = /^(cookies\.items\.stripeSid\.lifetime|cookies\.where\.cookie|common\.field\.email|privacy\.rights\.\w+\.link|privacy\.retention\.duration\.\w+|cookies\.sections\.cookies\.title)$/;

describe('legal.json', () => {
  it('has the same keys in ro, en and fr', () => {
    for (const language of LANGUAGES) expect(Object.keys(translations[language]).sort(), language).toEqual(Object.keys(en).sort());
  });

  it('has no empty values, and ro and fr are translations, not English copies', () => {
    for (const language of LANGUAGES) {
      for (const [key, value] of Object.entries(translations[language])) {
        expect(value.trim(), `${language}:${key}`).not.toBe('');
        if (language !== 'en' && !SAME_AS_ENGLISH.test(key)) expect(value, `${language}:${key} is the English text`).not.toBe(en[key]);
      }
    }
  });

  it('keeps the same placeholders in every language', () => {
    for (const language of LANGUAGES) {
      for (const [key, value] of Object.entries(translations[language])) expect(placeholders(value), `${language}:${key}`).toEqual(placeholders(en[key]));
    }
  });

  it('has words for every kind of data kept, every cookie and stored item, and every company field', () => {
    for (const kind of RETENTION_KINDS) expect(en[`privacy.retention.kinds.${kind}`], kind).toBeDefined();
    for (const item of [...COOKIES, ...BROWSER_STORAGE]) {
      expect(en[`cookies.items.${item.id}.purpose`], item.id).toBeDefined();
      expect(en[`cookies.items.${item.id}.lifetime`], item.id).toBeDefined();
    }
    for (const field of Object.keys(SITE_INFO_VARIABLES)) expect(en[`common.field.${field}`], field).toBeDefined();
  });

  it('writes Romanian with comma-below ș and ț, never the cedilla forms', () => {
    for (const [key, value] of Object.entries(translations.ro)) expect(value, key).not.toMatch(/[şţŞŢ]/);
  });
});
