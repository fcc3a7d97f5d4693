import { existsSync, readFileSync } from 'node:fs';
import { fromRoot } from './paths';
import { FALLBACK_LANGUAGE, type Language } from '../core/constants';

/**
 * The server speaks the client's translation files (client/public/locales), so an error
 * message reads the same in the API and on screen, and each text exists in one place.
 */
type Tree = { [key: string]: string | Tree };

const localesDir = fromRoot('client/public/locales');
const catalogs = new Map<string, Tree>();

/** Namespaces are the files of a language's folder: `translation` (the default), `certificate` ... */
function loadCatalog(language: Language, namespace = 'translation'): Tree {
  const id = `${language}/${namespace}`;
  const cached = catalogs.get(id);
  if (cached) return cached;
  const file = `${localesDir}/${id}.json`;
  const tree = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Tree) : {};
  catalogs.set(id, tree);
  return tree;
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/**
 * A count with its noun, as the client's `{{n, unit}}` format writes it (client/src/lib/counted-words.ts):
 * `units.<unit>_one|_few|_many|_other` chosen by the language's plural rules ("1 evaluare",
 * "2 evaluări", "20 de evaluări").
 */
function countedWord(language: Language, unit: string, value: string | number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  const form = rules.select(Number(value));
  const units = (lang: Language) => lookup(loadCatalog(lang), `units.${unit}_${form}`) ?? lookup(loadCatalog(lang), `units.${unit}_other`);
  const template = units(language) ?? units(FALLBACK_LANGUAGE) ?? '{{value}}';
  return template.replace(/\{\{\s*value\s*\}\}/g, String(value));
}

/**
 * Translate `key` (i18next-style `{{name}}` interpolation, and `{{name, unit}}` for a count with
 * its noun); falls back to English, then the key.
 */
export function translate(
  language: Language,
  key: string,
  values: Record<string, string | number> = {},
  namespace = 'translation',
): string {
  const template = lookup(loadCatalog(language, namespace), key) ?? lookup(loadCatalog(FALLBACK_LANGUAGE, namespace), key) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (_, name: string, unit: string | undefined) => {
    const value = values[name] ?? '';
    return unit ? countedWord(language, unit, value) : String(value);
  });
}

