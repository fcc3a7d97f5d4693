import { LANGUAGES, type Language } from './languages';

/**
 * The language a first visit is shown in (issue 25): the first of the browser's languages that
 * the product speaks ("pl-PL" and "pl" both pick Polish), Romanian when none fits (the caller's
 * default). The server reads them from Accept-Language for the first screen it sends; the page
 * from navigator.languages, which browsers send as that header, so both pick the same.
 */
export function languageFromTags(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if ((LANGUAGES as readonly string[]).includes(primary)) return primary as Language;
  }
  return undefined;
}

/** The first supported language of an Accept-Language header, by its q-values, if any. */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), q: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.q > 0 && entry.tag !== '' && entry.tag !== '*')
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return languageFromTags(ranked.map((entry) => entry.tag));
}
