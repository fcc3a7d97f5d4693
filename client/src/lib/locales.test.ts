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

  it('keeps the English texts of docs/product.md §2.20, §5 and §8', () => {
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

  it('has every literal key the client passes to t(), in a namespace its file loads', () => {
    const namespaces = new Map<string, Record<string, string>>();
    const keysOf = (namespace: string) => {
      if (!namespaces.has(namespace)) {
        const path = join(repo, 'client/public/locales/en', `${namespace}.json`);
        namespaces.set(namespace, flatten(JSON.parse(readFileSync(path, 'utf8')) as Tree));
      }
      return namespaces.get(namespace) as Record<string, string>;
    };
    const sources = files(join(repo, 'client/src'))
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .map((file) => ({ file, source: readFileSync(file, 'utf8') }));
    // useTranslation() / useTranslation('ns') / useTranslation(['a', 'b']): the namespaces a call reads.
    const namespacesCalled = (source: string) =>
      [...source.matchAll(/useTranslation\(([^)]*)\)/g)].flatMap((call) => {
        const names = [...call[1].matchAll(/'([\w-]+)'/g)].map((m) => m[1]);
        return names.length === 0 ? ['translation'] : names;
      });
    // Hooks that wrap useTranslation and hand out its t (useResultText): their namespaces count too.
    const hookNamespaces = new Map<string, string[]>();
    for (const { source } of sources) {
      const hook = source.match(/export function (use\w+)\(/);
      if (hook && hook[1] !== 'useTranslation' && /return \{[^}]*\bt\b/.test(source)) hookNamespaces.set(hook[1], namespacesCalled(source));
    }
    let count = 0;
    for (const { file, source } of sources) {
      const loaded = new Set<string>(namespacesCalled(source));
      for (const [hook, names] of hookNamespaces) if (new RegExp(`\\b${hook}\\(`).test(source)) names.forEach((name) => loaded.add(name));
      if (loaded.size === 0) loaded.add('translation');
      const keys = [...source.matchAll(/\bt\(\s*'([a-zA-Z][\w.:-]*)'/g), ...source.matchAll(/(?:labelKey|titleKey): '([\w.]+)'/g)].map((m) => m[1]);
      for (const key of new Set(keys)) {
        count += 1;
        const [namespace, name] = key.includes(':') ? key.split(':') : [null, key];
        const candidates = namespace ? [namespace] : [...loaded];
        // A plural key exists as its forms (key_one, key_other: i18next picks one by count).
        const exists = (ns: string) => name in keysOf(ns) || `${name}_other` in keysOf(ns);
        expect(candidates.some(exists), `${file.slice(repo.length)}: ${key}`).toBe(true);
      }
    }
    expect(count).toBeGreaterThan(50);
  });
});
