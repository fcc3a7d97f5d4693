/**
 * Issue 12, "consistent names": the two country fields carry one name each, in every language,
 * wherever they are shown: the landing page's selects, the wizard and its review step, the
 * assessment dialog, the server's field names and messages, the back office, the verification
 * page and the certificate.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@core/constants';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
type Tree = { [key: string]: string | Tree };

function text(language: string, key: string): string {
  const [namespace, path] = key.split(':');
  const tree = JSON.parse(readFileSync(join(repo, 'client/public/locales', language, `${namespace}.json`), 'utf8')) as Tree;
  const value = path.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  if (typeof value !== 'string') throw new Error(`no ${language}:${key}`);
  return value;
}

/** Lower case, typographic apostrophe, one kind of space: "Pays d'origine" and "pays d’origine" are the same words. */
const normalise = (value: string) => value.toLocaleLowerCase().replace(/'/g, '’').replace(/[\u00a0\u202f]/g, ' ');

/**
 * Whether `message` uses the field's `name`. Romanian, English and French write it as the label
 * does; the languages that decline nouns or add their article at the end (Polish "kraj
 * zamieszkania" → "kraju zamieszkania", Czech "domovská země" → "domovskou zemi", Bulgarian
 * "държава" → "държавата") write each of its words with its ending changed: the stem (the word
 * less its last two letters, at least three) must start a word of the message, in order.
 */
function namesIt(language: string, message: string, name: string): boolean {
  if (['ro', 'en', 'fr'].includes(language)) return normalise(message).includes(normalise(name));
  const words = normalise(message).split(/[^\p{L}]+/u);
  let from = 0;
  for (const word of normalise(name).split(/[^\p{L}]+/u).filter(Boolean)) {
    const stem = word.slice(0, Math.max(3, word.length - 2));
    const at = words.findIndex((candidate, index) => index >= from && candidate.startsWith(stem));
    if (at < 0) return false;
    from = at + 1;
  }
  return true;
}

const FIELDS = {
  residenceCountry: { landing: 'landing:hero.livingIn', landingHint: 'landing:hero.livingInHint', dialog: 'workspace:assessments.detail.livingIn' },
  originCountry: { landing: 'landing:hero.buyingIn', landingHint: 'landing:hero.buyingInHint', dialog: 'workspace:assessments.detail.buyingIn' },
} as const;

describe.each(LANGUAGES)('the two country fields in %s', (language) => {
  it.each(Object.entries(FIELDS))('%s has one name: landing page, wizard (and its review), assessment dialog, server', (field, keys) => {
    const name = text(language, `wizard:fields.${field}.label`);
    expect(text(language, keys.landing), keys.landing).toBe(name);
    expect(text(language, keys.dialog), keys.dialog).toBe(name);
    expect(text(language, `translation:fields.${field}`), `translation:fields.${field}`).toBe(name);
    // The landing page explains the field as the wizard does.
    expect(text(language, keys.landingHint), keys.landingHint).toBe(text(language, `wizard:fields.${field}.hint`));
    // The messages that ask for it use the same name (in the case the sentence needs, issue 25).
    expect(namesIt(language, text(language, `translation:validation.${field}.required`), name)).toBe(true);
    expect(namesIt(language, text(language, `wizard:fields.${field}.placeholder`), name)).toBe(true);
  });

  it('the back office, the verification page and the certificate name both fields the same way', () => {
    const names = [text(language, 'wizard:fields.residenceCountry.label'), text(language, 'wizard:fields.originCountry.label')].map(normalise);
    for (const key of ['admin:assessments.route', 'broker:route.label', 'account:verify.corridorValue', 'certificate:corridor']) {
      for (const name of names) expect(normalise(text(language, key)), key).toContain(name);
    }
  });
});
