/**
 * The translation files are a contract: the client renders their keys and the server
 * translates its error messages with them (validation.*, errors.*, fields.*).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@core/constants';
import { assessmentFields } from '@core/schemas/assessment-input';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
type Tree = { [key: string]: string | Tree };

const load = (language: string): Tree =>
  JSON.parse(readFileSync(join(repo, 'client/public/locales', language, 'translation.json'), 'utf8')) as Tree;
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });

const translations = Object.fromEntries(LANGUAGES.map((language) => [language, flatten(load(language))]));
const en = translations.en;

describe('translation.json', () => {
  it('has the same keys in ro, en and fr', () => {
    for (const language of LANGUAGES) expect(Object.keys(translations[language]).sort()).toEqual(Object.keys(en).sort());
  });

  it('has no empty values, and ro and fr are translations, not English copies', () => {
    // Brand and language names are the same everywhere; a few French words are spelt as in English.
    const sameEverywhere = new Set(['app.name', 'language.names.ro', 'language.names.en', 'language.names.fr']);
    const sameInFrench = new Set(['nav.menu', 'toast.label', 'toast.viewportLabel']);
    for (const language of LANGUAGES) {
      for (const [key, value] of Object.entries(translations[language])) {
        expect(value.trim(), `${language}:${key}`).not.toBe('');
        const mayMatch = sameEverywhere.has(key) || (language === 'fr' && sameInFrench.has(key));
        if (language !== 'en' && !mayMatch) expect(value, `${language}:${key}`).not.toBe(en[key]);
      }
    }
  });

  it('keeps the interpolation placeholders of the English text', () => {
    const placeholders = (text: string) => (text.match(/\{\{?\w+\}?\}/g) ?? []).sort();
    for (const language of LANGUAGES) {
      for (const [key, value] of Object.entries(en)) expect(placeholders(translations[language][key]), `${language}:${key}`).toEqual(placeholders(value));
    }
  });

  it('has every validation key that core/ schemas use', () => {
    const schemaDir = join(repo, 'core/schemas');
    const used = new Set<string>(['validation.firstName.required', 'validation.firstName.max', 'validation.lastName.required', 'validation.lastName.max']);
    for (const file of files(schemaDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/['"`](validation\.[A-Za-z]+\.[A-Za-z]+)['"`]/g)) used.add(match[1]);
    }
    for (const key of [...used, 'validation.required', 'validation.invalidType', 'validation.password.common', 'validation.password.required']) {
      expect(en, key).toHaveProperty([key]);
    }
  });

  it('names every input field for the server', () => {
    for (const field of ['email', 'password', 'firstName', 'lastName', 'language', ...Object.keys(assessmentFields)]) {
      expect(en, field).toHaveProperty([`fields.${field}`]);
    }
  });

  it('keeps the spec texts in English', () => {
    expect(en).toMatchObject({
      'notFound.title': '404 Page Not Found',
      'notFound.description': 'Did you forget to add the page to the router?',
      'accessDenied.title': 'Access Denied',
      'accessDenied.description': "You don't have permission to access this page.",
      'toasts.loggedOut.title': 'Logged out successfully',
      'toasts.loggedOut.description': 'You have been logged out of your account.',
      'toasts.logoutError': 'Failed to logout. Please try again.',
      'toasts.languageError': 'Failed to update language preference',
      'common.error': 'Error',
      'validation.password.min': 'Password must be at least 8 characters',
      'validation.password.lowercase': 'Password must contain at least one lowercase letter',
      'validation.password.special': 'Password must contain at least one special character (@$!%*?&)',
      'validation.residenceCountry.required': 'Please select your country of residence',
      'validation.desiredLoanAmount.positive': 'Loan amount must be a positive number',
      'errors.invalidCredentials': 'Invalid credentials',
      'errors.userExists': 'User already exists',
      'errors.rateLimited': 'Too many attempts. Please wait a moment and try again.',
    });
    for (const key of ['invalidCredentials', 'userExists', 'unauthorized', 'forbidden', 'notFound', 'invalidJson', 'payloadTooLarge', 'unsupportedMediaType', 'rateLimited', 'csrf', 'validation', 'internal', 'serviceUnavailable']) {
      expect(en, key).toHaveProperty([`errors.${key}`]);
    }
  });

  it('has every literal key the client passes to t() in the default namespace', () => {
    const source = files(join(repo, 'client/src'))
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts'))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const keys = [...source.matchAll(/\bt\(\s*'([a-zA-Z][\w.]*)'/g), ...source.matchAll(/labelKey: '([\w.]+)'/g)].map((m) => m[1]);
    expect(keys.length).toBeGreaterThan(50);
    for (const key of new Set(keys)) expect(en, key).toHaveProperty([key]);
  });
});
