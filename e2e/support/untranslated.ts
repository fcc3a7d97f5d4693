import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Language } from '@core/languages';

/**
 * What a page in a language other than English must not show (issue 25): a sentence of the
 * English texts (what i18next shows where the language lacks a key: English is the fallback),
 * or a raw key ("result.verdict.title.partial": a key no language has).
 */

const LOCALES = 'client/public/locales';

type Tree = { [key: string]: unknown };

function readCatalog(language: string, namespace: string): Tree {
  const file = `${LOCALES}/${language}/${namespace}.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Tree) : {};
}

/** Every text of a catalog by its key path ("hero.example.title"), arrays included ("list.0"). */
function leaves(node: unknown, path: string[] = [], into = new Map<string, string>()): Map<string, string> {
  if (typeof node === 'string') into.set(path.join('.'), node);
  else if (node && typeof node === 'object') for (const [key, value] of Object.entries(node)) leaves(value, [...path, key], into);
  return into;
}

const NAMESPACES = readdirSync(`${LOCALES}/en`)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));

/** Spaces of every width as one, lower case: innerText keeps CSS's upper-casing of an eyebrow. */
const comparable = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim().toLowerCase();

/** Where a template's values go ({{amount}}, $t(…)) and its markup (<1>…</1>, <strong>): what is left between them is shown as it is. */
const PLACEHOLDER = /\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[a-zA-Z0-9]+\s*\/?>/;

const englishCache = new Map<Language, string[]>();

/**
 * The English sentences a page in `language` must not show: each text of the English catalogs
 * cut at its placeholders, the pieces of at least 25 characters with a space, where the
 * language's text for the same key differs (a shared name or an identical text is not English
 * left behind).
 */
export function englishSentencesFor(language: Language): string[] {
  const cached = englishCache.get(language);
  if (cached) return cached;
  const sentences = new Set<string>();
  for (const namespace of NAMESPACES) {
    const own = leaves(readCatalog(language, namespace));
    for (const [key, english] of leaves(readCatalog('en', namespace))) {
      const translated = own.get(key);
      if (translated === english) continue;
      for (const piece of english.split(PLACEHOLDER)) {
        const sentence = comparable(piece);
        if (sentence.length < 25 || !sentence.includes(' ')) continue;
        if (translated !== undefined && comparable(translated).includes(sentence)) continue;
        sentences.add(sentence);
      }
    }
  }
  const list = [...sentences];
  englishCache.set(language, list);
  return list;
}

let keyCache: Set<string> | undefined;

/** Every key path of every catalog, with and without its namespace, plural suffixes dropped, and the objects between. */
function catalogKeys(): Set<string> {
  if (keyCache) return keyCache;
  const keys = new Set<string>();
  const add = (namespace: string, path: string) => {
    keys.add(path);
    keys.add(`${namespace}:${path}`);
  };
  for (const language of readdirSync(LOCALES)) {
    for (const namespace of NAMESPACES) {
      for (const key of leaves(readCatalog(language, namespace)).keys()) {
        const parts = key.split('.');
        for (let length = 1; length <= parts.length; length++) add(namespace, parts.slice(0, length).join('.'));
        add(namespace, key.replace(/_(zero|one|two|few|many|other)$/, ''));
      }
    }
  }
  keyCache = keys;
  return keys;
}

/** What looks like a key: "result.verdict.title", "wizard:steps.2.title". */
const KEY_LIKE = /\b[a-zA-Z][\w-]*(?::[\w-]+)?(?:\.[\w-]+)+\b/g;

/** The raw keys in a text: what looks like a key and is one of a catalog (a dotted path of two parts or more). */
export function rawKeysIn(text: string): string[] {
  const keys = catalogKeys();
  return [...new Set(text.match(KEY_LIKE) ?? [])].filter((candidate) => keys.has(candidate));
}

/** The English sentences in a text a page in `language` shows. */
export function englishIn(text: string, language: Language): string[] {
  const shown = comparable(text);
  return englishSentencesFor(language).filter((sentence) => shown.includes(sentence));
}

/**
 * Everything the page says to a person: its visible text (innerText), its title, and the
 * labels and descriptions a screen reader reads (aria-label, alt, title, placeholder).
 */
export function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [alt], [title], [placeholder]')].flatMap((element) =>
      ['aria-label', 'alt', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.title, document.body.innerText, ...attributes].join('\n');
  });
}

/** No English sentence and no raw key on the page as it is now (`where` names it in the failure). */
export async function expectAllInLanguage(page: Page, language: Language, where: string) {
  const words = await pageWords(page);
  expect(englishIn(words, language), `English on ${where} (${language})`).toEqual([]);
  expect(rawKeysIn(words), `raw keys on ${where} (${language})`).toEqual([]);
}
