import type { BackendModule, ReadCallback, Services } from 'i18next';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';

/**
 * i18next-http-backend, except that the fallback language's files are not downloaded while
 * another language is shown (issue 13): i18next asks for every namespace in the active language
 * and in the fallback at once, which doubled the landing page's translations on a phone. The
 * fallback's namespaces are answered empty instead and remembered; `loadFallback()` fetches
 * them for real, which i18n.ts calls when a key is missing or the visitor switches to the
 * fallback language.
 */
export function createActiveLanguageBackend(fallbackLanguage: string, shownLanguage: () => string) {
  const http = new HttpBackend();
  const deferred = new Set<string>();
  let isFallbackWanted = false;

  const backend: BackendModule<HttpBackendOptions> = {
    type: 'backend',
    callbackApi: true,
    // i18next's own options only serve the http backend's timed reloads, which we turn off.
    init(services: Services, backendOptions: HttpBackendOptions) {
      http.init(services, backendOptions);
    },
    read(language: string, namespace: string, callback: ReadCallback) {
      if (language === fallbackLanguage && !isFallbackWanted && shownLanguage() !== fallbackLanguage) {
        deferred.add(namespace);
        callback(null, {});
        return;
      }
      http.read(language, namespace, callback);
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
