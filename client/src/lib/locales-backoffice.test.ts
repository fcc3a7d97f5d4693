/**
 * The back office's namespaces (admin, broker) load with their pages. Same contract as the
 * other namespace files: the same keys in ro, en and fr, real translations, the same
 * placeholders, Romanian with comma-below diacritics, and the English texts of docs/product.md §8.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_STATUSES, DOCUMENT_STATUSES, DOCUMENT_TYPES, LANGUAGES, PLANS, ROLES } from '@core/constants';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
const load = (language: string, namespace: string) =>
  flatten(JSON.parse(readFileSync(join(repo, 'client/public/locales', language, `${namespace}.json`), 'utf8')) as Tree);
// By name: `{{n, instalments}}` (a count with its noun) is the value n, formatted.
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((match) => `{{${match[1]}}}`).sort();

/** Words that are the same in English and the other language, on purpose (names, symbols, cognates). */
const SAME_AS_ENGLISH: Record<string, Set<string>> = {
  ro: new Set([
    // "net" (pay after tax) is the Romanian and the French word too.
    'broker:incomeEvidence.net',
    // "Audit" is the Romanian word too (DEX), as it is the French.
    'admin:tabs.audit',
    // A dash for "nothing there" in the audit's before/after tables, in every language.
    'admin:audit.emptyValue',
    'admin:roles.broker',
    'admin:plans.pro',
    'admin:plans.premium',
    'admin:overview.activeHint_few',
    'admin:overview.activeHint_many',
    'admin:overview.activeHint_other',
    'admin:lendingRules.units.percent',
    'admin:exchangeRates.perEur',
    'broker:plan.pro',
    'broker:plan.premium',
    'broker:detail.reference',
    'broker:history.by',
    // Issue 24's pipeline: "Total" and "Broker" are the Romanian words too.
    'broker:pipeline.counts.total',
    'broker:pipeline.filters.broker',
    'broker:pipeline.card.broker',
    'broker:pipeline.card.assignee',
  ]),
  fr: new Set([
    'broker:incomeEvidence.net',
    // Issue 24's pipeline: "Total" and "Documents" are the French words too.
    'broker:pipeline.counts.total',
    'broker:pipeline.stages.documents',
    'admin:tabs.audit',
    'admin:audit.emptyValue',
    'admin:tabs.messages',
    'admin:common.actions',
    'admin:plans.pro',
    'admin:plans.premium',
    'admin:assessments.score',
    'admin:assessments.date',
    'admin:countries.code',
    'admin:countries.type',
    'admin:banks.descriptionLabel',
    'admin:scoring.option',
    'admin:scoring.points',
    'admin:lendingRules.addon',
    'admin:lendingRules.notes',
    'admin:lendingRules.source',
    'admin:lendingRules.units.percent',
    'admin:exchangeRates.perEur',
    'admin:exchangeRates.date',
    'admin:exchangeRates.source',
    'broker:plan.pro',
    'broker:plan.premium',
    'broker:list.score',
    'broker:list.actions',
    'broker:documents.title',
    'broker:history.by',
    'broker:form.notes',
  ]),
};

describe.each(['admin', 'broker'] as const)('%s.json', (namespace) => {
  const translations = Object.fromEntries(LANGUAGES.map((language) => [language, load(language, namespace)]));
  const en = translations.en;

  it('has the same keys in ro, en and fr', () => {
    for (const language of LANGUAGES) expect(Object.keys(translations[language]).sort(), language).toEqual(Object.keys(en).sort());
  });

  it('has no empty values, and ro and fr are translations, not English copies', () => {
    for (const language of LANGUAGES) {
      for (const [key, value] of Object.entries(translations[language])) {
        expect(value.trim(), `${language}:${key}`).not.toBe('');
        // Counts with their nouns only ("{{admins, admins}}, {{brokers, brokers}}"): the words are in units.*.
        const isOnlyPlaceholders = value.replace(/\{\{[^}]*\}\}/g, '').replace(/[\s,/+–-]/g, '') === '';
        if (language !== 'en' && !isOnlyPlaceholders && !SAME_AS_ENGLISH[language]?.has(`${namespace}:${key}`)) expect(value, `${language}:${key}`).not.toBe(en[key]);
      }
    }
  });

  it('keeps the interpolation placeholders of the English text', () => {
    for (const language of LANGUAGES) {
      for (const [key, value] of Object.entries(en)) expect(placeholders(translations[language][key]), `${language}:${key}`).toEqual(placeholders(value));
    }
  });

  it('writes Romanian with its diacritics (ș, ț, not the cedilla forms)', () => {
    for (const value of Object.values(translations.ro)) expect(value).not.toMatch(/[şţŞŢ]/);
  });
});

describe('the back office texts of docs/product.md §8', () => {
  it('keeps the toasts in English word for word', () => {
    expect(load('en', 'admin')).toMatchObject({
      'countries.toasts.created': 'Country created successfully',
      'countries.toasts.updated': 'Country updated successfully',
      'countries.toasts.deleted': 'Country deleted successfully',
      'banks.toasts.created': 'Bank created successfully',
      'banks.toasts.updated': 'Bank updated successfully',
      'banks.toasts.deleted': 'Bank deleted successfully',
      'users.toasts.updated': 'User role updated successfully',
      'users.toasts.updateFailed': 'Failed to update user role',
      'scoring.toasts.updated': 'Scoring configuration updated successfully',
      'scoring.toasts.updateFailed': 'Failed to update scoring configuration',
      'assessments.empty': 'No assessments found',
    });
    expect(load('en', 'broker')).toMatchObject({
      'toasts.statusUpdated': 'Assessment status updated successfully',
      'toasts.statusUpdateFailed': 'Failed to update assessment status',
    });
  });

  it('names every status, role, plan and document the screens show', () => {
    for (const language of LANGUAGES) {
      const admin = load(language, 'admin');
      const broker = load(language, 'broker');
      for (const status of ASSESSMENT_STATUSES) {
        expect(admin, `${language}:admin:status.${status}`).toHaveProperty([`status.${status}`]);
        expect(broker, `${language}:broker:status.${status}`).toHaveProperty([`status.${status}`]);
      }
      for (const role of ROLES) expect(admin).toHaveProperty([`roles.${role}`]);
      for (const plan of PLANS) {
        expect(admin).toHaveProperty([`plans.${plan}`]);
        expect(broker).toHaveProperty([`plan.${plan}`]);
      }
      for (const type of DOCUMENT_TYPES) expect(broker).toHaveProperty([`documentType.${type}`]);
      for (const status of DOCUMENT_STATUSES) expect(broker).toHaveProperty([`documentStatus.${status}`]);
    }
  });
});
