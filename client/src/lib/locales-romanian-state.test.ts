/**
 * Issue 20: Settings said "Schimbări de status" where the e-mail said "stare". An assessment's
 * state is "stare" in every Romanian text a person reads (Settings, e-mails, the broker's
 * messages); "status" survives only inside {{placeholders}} and the export's technical key names.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const localesDir = fileURLToPath(new URL('../../../client/public/locales/ro/', import.meta.url));
type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value] as [string, string]] : flatten(value, `${prefix}${key}.`)));

/** Placeholders and the export's JSON key names (statusHistory) are not words a person reads. */
const NOT_WORDS = /\{\{[^}]*\}\}|\bstatusHistory\b/g;
const usesStatusAsAWord = (text: string) => /\bstatus/i.test(text.replace(NOT_WORDS, ''));

describe('Romanian: an assessment has a "stare", not a "status"', () => {
  it('tells a word from a placeholder or a key name', () => {
    expect(usesStatusAsAWord('Schimbări de status')).toBe(true);
    expect(usesStatusAsAWord('Statusul nu se schimbă')).toBe(true);
    expect(usesStatusAsAWord('Evaluarea dumneavoastră este acum: {{status}}')).toBe(false);
    expect(usesStatusAsAWord('istoricul stărilor (statusHistory)')).toBe(false);
  });

  it.each(readdirSync(localesDir).filter((file) => file.endsWith('.json')))('%s says "stare" everywhere', (file) => {
    const texts = flatten(JSON.parse(readFileSync(join(localesDir, file), 'utf8')) as Tree);
    expect(texts.filter(([, text]) => usesStatusAsAWord(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});
