import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  LANGUAGES,
  PREFERRED_LANGUAGE_KEY,
  type Language,
} from '@core/constants';
import { LANGUAGE_COOKIE, languageFromCookieHeader } from '@core/language-cookie';
import { languageFromTags } from '@core/language-pick';
import { createActiveLanguageBackend } from './i18n-backend';
import { registerCountedWords } from './counted-words';
import { registerFrenchCountryFormats } from './french-country';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The stored preference (docs/product.md §9: `preferredLanguage`), else on a first visit the
 * browser's first language the product speaks (issue 25), else Romanian.
 */
export function getPreferredLanguage(): Language {
  return storedLanguage() ?? languageFromTags(browserLanguages()) ?? DEFAULT_LANGUAGE;
}

/** The choice made before: localStorage, else its mirror in the cookie (what the server's first screen was sent in). */
function storedLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(PREFERRED_LANGUAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage can be unavailable (privacy mode, blocked cookies).
  }
  return typeof document === 'undefined' ? null : languageFromCookieHeader(document.cookie);
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

export function storePreferredLanguage(language: Language) {
  try {
    window.localStorage.setItem(PREFERRED_LANGUAGE_KEY, language);
  } catch {
    // Not fatal: the choice then lasts for this page only.
  }
  storeLanguageCookie(language);
}

/** The same choice for the server, which sends the landing's first screen in it (issue 13). */
function storeLanguageCookie(language: Language) {
  if (typeof document === 'undefined' || languageFromCookieHeader(document.cookie) === language) return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** The interface language right now (for Accept-Language and formatting). */
export function getCurrentLanguage(): Language {
  const current = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(current) ? current : getPreferredLanguage();
}

/** Switches the interface and remembers the choice; does not touch the account. */
export async function applyLanguage(language: Language) {
  storePreferredLanguage(language);
  if (i18n.language === language) return;
  shownLanguage = language;
  // The fallback's files were answered empty while another language showed: fetch them first.
  if (language === FALLBACK_LANGUAGE) {
    const namespaces = loader.takeDeferred();
    if (namespaces.length > 0) await i18n.reloadResources([FALLBACK_LANGUAGE], namespaces);
  }
  await i18n.changeLanguage(language);
}

/** Emitted once the fallback's files are in, for components to re-render with them (react.bindI18n). */
const FALLBACK_LOADED = 'fallbackLoaded';

/** A key the shown language lacks: from now on the fallback's files load too, and the page re-renders with them. */
async function loadFallback() {
  const namespaces = loader.wantFallback();
  if (namespaces.length === 0) return;
  await i18n.reloadResources([FALLBACK_LANGUAGE], namespaces);
  i18n.emit(FALLBACK_LOADED);
}

function setDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

i18n.on('languageChanged', setDocumentLanguage);

const initialLanguage = getPreferredLanguage();
setDocumentLanguage(initialLanguage);
// A choice made before the cookie existed reaches the server from the next visit on.
storeLanguageCookie(initialLanguage);

/** The language being shown or switched to (i18n.language changes only once its files are in). */
let shownLanguage: Language = initialLanguage;
// Only the shown language's files download (issue 13); the fallback's when a key is missing.
const loader = createActiveLanguageBackend(FALLBACK_LANGUAGE, () => shownLanguage);

void i18n
  .use(loader.backend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    // Feature namespaces (landing, wizard, ...) load on demand through useTranslation('ns').
    ns: ['translation'],
    defaultNS: 'translation',
    // docs/product.md §9: up to 10 parallel reads, 5 retries starting at 350 ms (i18next doubles it).
    maxParallelReads: 10,
    maxRetries: 5,
    retryTimeout: 350,
    // No file is written: a missing key only makes the fallback language's files load (above).
    saveMissing: true,
    missingKeyHandler: () => {
      if (shownLanguage !== FALLBACK_LANGUAGE) void loadFallback();
    },
    interpolation: { escapeValue: false },
    // What was shown with a missing key re-renders once the fallback's files arrive; not on every
    // namespace loaded ('loaded'), which would re-render every translated component each time.
    react: { useSuspense: true, bindI18n: `languageChanged ${FALLBACK_LOADED}` },
  });
// Formats the translations use: "{{n, instalments}}" (a count with its noun), "{{country, country_for}}".
registerCountedWords(i18n);
registerFrenchCountryFormats(i18n);

export default i18n;
