import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ZProfileUpdate } from '@core/schemas/account';
import { ZContactRequest } from '@core/schemas/contact';
import { ZCountryCreate } from '@core/schemas/admin';
import { translateMessage } from './form-errors';
import { LANGUAGES } from '@core/languages';

/**
 * Issue 20: a form refuses the same text the route does, with the words the route answers
 * (server/hardening.test.ts asserts these same sentences from the API): the core schema's
 * message, shown through the real translation files as the form shows it.
 */
const repo = fileURLToPath(new URL('../../../', import.meta.url));
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

function formError(schema: { safeParse: (value: unknown) => { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } }, value: unknown, field: string, language: string) {
  const issue = schema.safeParse(value).error?.issues.find((candidate) => candidate.path.join('.') === field);
  if (!issue) throw new Error(`no error for ${field}`);
  return translateMessage(issue.message, i18n.getFixedT(language));
}

describe('the forms show the API\'s text errors', () => {
  it('Settings: a name with CR/LF, in en, ro and fr, word for word as the API answers', () => {
    const value = { firstName: 'Ana\r\nBcc: x@evil.test', lastName: 'Pop' };
    expect(formError(ZProfileUpdate, value, 'firstName', 'en')).toBe('First name must fit on one line: line breaks, tabs and text-direction control characters are not allowed');
    expect(formError(ZProfileUpdate, value, 'firstName', 'ro')).toBe('Câmpul „Prenume” trebuie să încapă pe un singur rând: nu sunt permise rânduri noi, taburi sau caractere care schimbă direcția textului');
    expect(formError(ZProfileUpdate, value, 'firstName', 'fr')).toBe('Le champ «\u00a0Prénom\u00a0» doit tenir sur une seule ligne\u202f: les retours à la ligne, les tabulations et les caractères qui changent le sens du texte ne sont pas autorisés');
  });

  it('the contact form: a lone surrogate in the message, a line break in the name', () => {
    const value = { topic: 'other', name: 'Ana\nPop', email: 'ana@example.com', message: 'A question \ud800 about the verdict.' };
    expect(formError(ZContactRequest, value, 'name', 'en')).toBe('Name must fit on one line: line breaks, tabs and text-direction control characters are not allowed');
    expect(formError(ZContactRequest, value, 'message', 'en')).toBe('Your message contains characters that cannot be stored (broken Unicode text, often left by copy and paste). Please type it again');
  });

  it("an admin form names the field with its own label (admin namespace)", () => {
    expect(formError(ZCountryCreate, { name: 'Mol\ndova', code: 'MD', type: 'both' }, 'name', 'en')).toMatch(/^Name must fit on one line/);
    expect(formError(ZCountryCreate, { name: 'Mol\ndova', code: 'MD', type: 'both' }, 'name', 'ro')).toMatch(/^Câmpul „\S.*” trebuie să încapă pe un singur rând/);
  });
});
