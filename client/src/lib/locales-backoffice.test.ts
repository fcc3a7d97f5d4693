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


describe.each(['admin', 'broker'] as const)('%s.json', (namespace) => {
  const translations = Object.fromEntries(LANGUAGES.map((language) => [language, load(language, namespace)]));
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
