import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  LANGUAGES,
  PREFERRED_LANGUAGE_KEY,
  type Language,
} from '@core/constants';
import { registerCountedWords } from './counted-words';
import { registerFrenchCountryFormats } from './french-country';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The stored preference (spec section 9: `preferredLanguage`), else Romanian. */
export function getPreferredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(PREFERRED_LANGUAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    // Storage can be unavailable (privacy mode, blocked cookies).
    return DEFAULT_LANGUAGE;
  }
}

export function storePreferredLanguage(language: Language) {
  try {
    window.localStorage.setItem(PREFERRED_LANGUAGE_KEY, language);
  } catch {
    // Not fatal: the choice then lasts for this page only.
  }
}

/** The interface language right now (for Accept-Language and formatting). */
export function getCurrentLanguage(): Language {
  const current = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(current) ? current : getPreferredLanguage();
}

/** Switches the interface and remembers the choice; does not touch the account. */
export async function applyLanguage(language: Language) {
  storePreferredLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

function setDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

i18n.on('languageChanged', setDocumentLanguage);

const initialLanguage = getPreferredLanguage();
setDocumentLanguage(initialLanguage);

void i18n
  .use(HttpBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    // Feature namespaces (landing, wizard, ...) load on demand through useTranslation('ns').
    ns: ['translation'],
    defaultNS: 'translation',
    // Spec section 9: up to 10 parallel reads, 5 retries starting at 350 ms (i18next doubles it).
    maxParallelReads: 10,
    maxRetries: 5,
    retryTimeout: 350,
    backend: {
      loadPath: '/locales/{{lng}}/{{ns}}.json',
      reloadInterval: false,
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });
// Formats the translations use: "{{n, instalments}}" (a count with its noun), "{{country, country_for}}".
registerCountedWords(i18n);
registerFrenchCountryFormats(i18n);

export default i18n;
