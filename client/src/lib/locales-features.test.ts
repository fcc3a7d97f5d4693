/**
 * The feature namespaces (landing, wizard, result, workspace, pricing, account, dossier, plan, case) load on demand per page. Same contract as
 * translation.json: the same keys in ro, en and fr, real translations, the same placeholders,
 * and every key the eligibility engine emits has its words.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EDUCATION_LEVELS, EMPLOYMENT_TYPES, INCOME_CURRENCIES,
  LOAN_PURPOSES, LANGUAGES, MARITAL_STATUSES, PROPERTY_TYPES } from '@core/constants';
import { scoringConfigSeed } from '@core/reference-data/scoring-config';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
type Tree = { [key: string]: string | Tree };

const load = (language: string, namespace: string): Record<string, string> =>
  flatten(JSON.parse(readFileSync(join(repo, 'client/public/locales', language, `${namespace}.json`), 'utf8')) as Tree);
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
const source = (path: string) => readFileSync(join(repo, path), 'utf8');
// By name: `{{n, instalments}}` (a count with its noun) is the value n, formatted.
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((match) => `{{${match[1]}}}`).sort();

const NAMESPACES = ['landing', 'wizard', 'result', 'workspace', 'pricing', 'account', 'dossier', 'plan', 'case'] as const;


describe.each(NAMESPACES)('%s.json', (namespace) => {
  const translations = Object.fromEntries(LANGUAGES.map((language) => [language, load(language, namespace)]));
  it('writes Romanian with its diacritics (ș, ț, not the cedilla forms)', () => {
    for (const value of Object.values(translations.ro)) expect(value).not.toMatch(/[şţŞŢ]/);
  });
});

describe('result.json covers every key the eligibility engine emits', () => {
  const result = Object.fromEntries(LANGUAGES.map((language) => [language, load(language, 'result')]));
  const expectKey = (key: string) => {
    for (const language of LANGUAGES) expect(result[language], `${language}:${key}`).toHaveProperty([key]);
  };

  it('reasons: result.reason.<category>.<option>, option missing included', () => {
    for (const category of scoringConfigSeed) {
      for (const option of [...Object.keys(category.options ?? {}), 'missing']) expectKey(`reason.${category.category}.${option}`);
      expectKey(`category.${category.category}`);
    }
  });

  it('improvements, flags, bank reasons and empty-bank reasons', () => {
    const improvements = [...source('core/eligibility/improvements.ts').matchAll(/key: 'result\.(improvement\.[\w.]+)'/g)].map((m) => m[1]);
    const flags = [...source('core/eligibility/flags.ts').matchAll(/add\('(?:warning|info)', '(\w+)'/g)].map((m) => `flag.${m[1]}`);
    const bankReasons = [...source('core/eligibility/banks.ts').matchAll(/reason\('(\w+)'/g)].map((m) => `bank.reason.${m[1]}`);
    const empty = [...new Set([...source('core/eligibility/evaluate.ts').matchAll(/'result\.(banks\.empty\.\w+)'/g)].map((m) => m[1]))];
    const verdictReasons = [...source('core/eligibility/verdict.ts').matchAll(/reason\('(\w+)'/g)].map((m) => `verdict.reason.${m[1]}`);
    // The verdict cases' titles are checked beside them (features/eligibility-result/lib/verdict-case.test.ts).
    // A lendable bank's limit is its term or age cut, its non-resident LTV, its range or affordability.
    const verdicts = ['nonResidentTerm', 'bankAge', 'nonResidentLtvCap', 'bankMaximum', 'aboveMaximum'].map((name) => `verdict.headlineLimit.${name}`);
    expect(improvements).toHaveLength(6);
    expect(flags.length).toBeGreaterThanOrEqual(6);
    expect(bankReasons.length).toBeGreaterThanOrEqual(8);
    expect(verdictReasons.length).toBeGreaterThanOrEqual(9);
    expect(empty).toHaveLength(3);
    for (const key of [...improvements, ...flags, 'flag.staleRates', ...bankReasons, ...empty, ...verdictReasons, ...verdicts]) expectKey(key);
  });

  it('the values a flag text uses are values the engine gives it', () => {
    const flagsSource = source('core/eligibility/flags.ts');
    for (const match of flagsSource.matchAll(/add\('(?:warning|info)', '(\w+)'(?:, \{([^}]*)\})?/g)) {
      const given = new Set([...(match[2] ?? '').matchAll(/(\w+)(?::|,|\s*$)/g)].map((m) => m[1]));
      for (const placeholder of placeholders(result.en[`flag.${match[1]}`])) {
        expect(given, `flag.${match[1]} uses ${placeholder}`).toContain(placeholder.slice(2, -2));
      }
    }
  });
});

describe('translation.json has a label for every enum value the screens show', () => {
  it('employment types, marital statuses, education levels, property types and currencies', () => {
    const groups: Record<string, readonly string[]> = {
      employmentType: EMPLOYMENT_TYPES,
      maritalStatus: MARITAL_STATUSES,
      educationLevel: EDUCATION_LEVELS,
      propertyType: PROPERTY_TYPES,
      loanPurpose: LOAN_PURPOSES,
      currency: INCOME_CURRENCIES,
    };
    for (const language of LANGUAGES) {
      const translation = load(language, 'translation');
      for (const [group, values] of Object.entries(groups)) {
        for (const value of values) expect(translation, `${language}:enums.${group}.${value}`).toHaveProperty([`enums.${group}.${value}`]);
      }
    }
  });
});
