import { GLOSSARY, type GlossaryTerm } from './glossary';
import { mayEqualEnglish } from './same-as-english';

/**
 * The translation check's rules (issue 25), pure: catalogs in, problems out. English is the
 * reference every language is compared with; reading the files is check.ts's.
 */
export type Tree = { [key: string]: string | Tree };
/** A language's catalogs: namespace → flattened key → text. */
export type Catalogs = Record<string, Record<string, string>>;

export type ProblemKind = 'missing' | 'extra' | 'empty' | 'untranslated' | 'placeholders' | 'markup' | 'plural' | 'glossary' | 'not-json';

export interface Problem {
  language: string;
  kind: ProblemKind;
  /** `namespace:key`, or the namespace's file. */
  where: string;
  detail: string;
}

export function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') flat[prefix + key] = value;
    else Object.assign(flat, flatten(value, `${prefix}${key}.`));
  }
  return flat;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(PLURAL, '');
const pluralForm = (key: string) => PLURAL.exec(key)?.[1];

/** The plural forms a language's grammar asks for (Intl.PluralRules, CLDR). */
export function pluralForms(language: string): string[] {
  return [...new Intl.PluralRules(language).resolvedOptions().pluralCategories];
}

/** `{{name}}`, `{{name, unit}}` by name; `$t(ns:key)` whole. */
function placeholders(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((match) => match[1]);
  const nested = [...text.matchAll(/\$t\([^)]*\)/g)].map((match) => match[0]);
  return [...names, ...nested].sort();
}

/** `<1>`, `</1>`, `<strong>`: the Trans component's slots. */
function markup(text: string): string[] {
  return [...text.matchAll(/<\/?[0-9a-z]+\s*\/?>/gi)].map((match) => match[0].toLowerCase()).sort();
}

const withoutPlaceholders = (text: string) => text.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)/g, ' ');

const same = (a: string[], b: string[]) => a.length === b.length && a.every((value, index) => value === b[index]);

/** Compares one language's catalogs with English's. */
export function checkLanguage(language: string, catalogs: Catalogs, english: Catalogs, glossary: readonly GlossaryTerm[] = GLOSSARY): Problem[] {
  const problems: Problem[] = [];
  const add = (kind: ProblemKind, where: string, detail: string) => problems.push({ language, kind, where, detail });
  const forms = pluralForms(language);

  for (const [namespace, englishKeys] of Object.entries(english)) {
    const texts = catalogs[namespace];
    if (!texts) {
      add('missing', `${namespace}.json`, 'the file is missing');
      continue;
    }
    const englishPlurals = new Set(Object.keys(englishKeys).filter((key) => PLURAL.test(key)).map(pluralBase));

    for (const [key, englishText] of Object.entries(englishKeys)) {
      const where = `${namespace}:${key}`;
      const base = pluralBase(key);
      if (PLURAL.test(key) && englishPlurals.has(base)) continue; // plurals: by base, below
      const text = texts[key];
      if (text === undefined) {
        add('missing', where, `English: "${englishText}"`);
        continue;
      }
      checkText(where, text, englishText, englishText);
    }

    for (const base of englishPlurals) {
      const englishOther = englishKeys[`${base}_other`] ?? Object.entries(englishKeys).find(([key]) => pluralBase(key) === base)![1];
      for (const form of forms) {
        const where = `${namespace}:${base}_${form}`;
        const text = texts[`${base}_${form}`];
        if (text === undefined) {
          add(Object.keys(texts).some((key) => PLURAL.test(key) && pluralBase(key) === base) ? 'plural' : 'missing', where, `the "${form}" form ${language} needs (English: "${englishOther}")`);
          continue;
        }
        // "one" and "two" may spell their number out; the other forms show the count.
        const englishForm = englishKeys[`${base}_${form}`] ?? englishOther;
        const optional = form === 'one' || form === 'two' || form === 'zero' ? ['count'] : [];
        checkText(where, text, englishForm, englishForm, optional);
      }
    }

    for (const key of Object.keys(texts)) {
      const inEnglish = key in englishKeys || (PLURAL.test(key) && englishPlurals.has(pluralBase(key)) && forms.includes(pluralForm(key)!));
      if (!inEnglish) add('extra', `${namespace}:${key}`, 'not in English: a stale or misspelt key');
    }
  }
  for (const namespace of Object.keys(catalogs)) if (!english[namespace]) add('extra', `${namespace}.json`, 'a file English does not have');

  function checkText(where: string, text: string, englishText: string, englishForMarkup: string, optional: string[] = []) {
    if (text.trim() === '') {
      add('empty', where, 'empty text');
      return;
    }
    if (language !== 'en' && text === englishText && !mayEqualEnglish(language, where, text)) add('untranslated', where, `same as English: "${text}"`);
    const expected = placeholders(englishText);
    const found = placeholders(text);
    const withoutOptional = expected.filter((name) => !optional.includes(name));
    if (!same(found, expected) && !same(found, withoutOptional)) add('placeholders', where, `has ${JSON.stringify(found)}, English ${JSON.stringify(expected)}`);
    if (!same(markup(text), markup(englishForMarkup))) add('markup', where, `has ${JSON.stringify(markup(text))}, English ${JSON.stringify(markup(englishForMarkup))}`);
    for (const term of glossary) {
      const wanted = term.languages[language];
      // The English's own words only: `{{brokers, brokers}}` is a formatter's name, not a word a person reads.
      if (!wanted || !term.english.test(withoutPlaceholders(englishText)) || term.exceptions?.includes(where)) continue;
      if (!wanted.match.test(text)) add('glossary', where, `English names "${term.english.source}": write "${wanted.term}" (${term.concept.split(':')[0]})`);
    }
  }

  return problems;
}

/** Parses one namespace file; a file that is not a JSON object is a problem, not a crash. */
export function parseCatalog(language: string, namespace: string, json: string): { texts?: Record<string, string>; problem?: Problem } {
  try {
    const tree = JSON.parse(json) as unknown;
    if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) throw new Error('not an object');
    return { texts: flatten(tree as Tree) };
  } catch (error) {
    return { problem: { language, kind: 'not-json', where: `${namespace}.json`, detail: (error as Error).message } };
  }
}
