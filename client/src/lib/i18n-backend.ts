import type { BackendModule, ReadCallback } from 'i18next';

/** Where a language's namespace file is (client/public/locales, served as is). */
export const translationFileUrl = (language: string, namespace: string) => `/locales/${language}/${namespace}.json`;

/**
 * One translation file, fetched as the wizard's page preloads it (scripts/prerender-shell.tsx:
 * same URL, CORS mode, same-origin credentials). What i18next-http-backend did for us, in the few
 * lines we used of it (issue 13: it was 4 KB of every page's first script). A network failure or
 * a 5xx is worth retrying (i18next's maxRetries and retryTimeout); a 4xx or a broken file is not.
 */
export function readTranslationFile(language: string, namespace: string, callback: ReadCallback, origin = '') {
  const url = origin + translationFileUrl(language, namespace);
  fetch(url, { credentials: 'same-origin' }).then(
    async (response) => {
      if (!response.ok) {
        callback(`failed loading ${url}; status code: ${response.status}`, response.status >= 500);
        return;
      }
      try {
        callback(null, (await response.json()) as Record<string, unknown>);
      } catch {
        callback(`failed parsing ${url} to json`, false);
      }
    },
    (error: unknown) => callback(`failed loading ${url}: ${String(error)}`, true),
  );
}

/**
 * The translation files, except that the fallback language's files are not downloaded while
 * another language is shown (issue 13): i18next asks for every namespace in the active language
 * and in the fallback at once, which doubled the landing page's translations on a phone. The
 * fallback's namespaces are answered empty instead and remembered; `loadFallback()` fetches
 * them for real, which i18n.ts calls when a key is missing or the visitor switches to the
 * fallback language.
 */
export function createActiveLanguageBackend(fallbackLanguage: string, shownLanguage: () => string) {
  const deferred = new Set<string>();
  let isFallbackWanted = false;

  const backend: BackendModule = {
    type: 'backend',
    callbackApi: true,
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      if (language === fallbackLanguage && !isFallbackWanted && shownLanguage() !== fallbackLanguage) {
        deferred.add(namespace);
        callback(null, {});
        return;
      }
      readTranslationFile(language, namespace, callback);
    },
  };

  return {
    backend,
    /**
     * From now on the fallback's files load with the active language's; returns the namespaces
     * answered empty so far, for the caller to reload.
     */
    wantFallback(): string[] {
      isFallbackWanted = true;
      const namespaces = [...deferred];
      deferred.clear();
      return namespaces;
    },
    /** Namespaces of the fallback language answered empty, to reload when it becomes the shown one. */
    takeDeferred(): string[] {
      const namespaces = [...deferred];
      deferred.clear();
      return namespaces;
    },
  };
}
