import { LANGUAGE_DEFINITIONS, type Language } from '@core/languages';
import { localeFor } from './format';

/**
 * A language's name in the reader's language ("Roumain" to a French broker), for a value standing
 * on its own; the switcher lists each language in its own name instead (core/languages.ts).
 */
export function languageNameIn(language: Language, reader: Language): string {
  const locale = localeFor(reader);
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' }).of(language);
    if (name) return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    // An engine without DisplayNames: the language's own name still says which it is.
  }
  return LANGUAGE_DEFINITIONS[language].ownName;
}
