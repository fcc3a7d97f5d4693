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

const translations = Object.fromEntries(LANGUAGES.map((language) => [language, load(language)]));
const en = translations.en;


describe('legal.json', () => {
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
