import { LANGUAGES, type Language } from './constants';

/**
 * The interface language, mirrored from localStorage into a cookie (issue 13) so the server can
 * send the landing page's first screen already in it. Not a secret and not a session: only
 * the choice the language switcher makes.
 */
export const LANGUAGE_COOKIE = 'acasa_lang';

/** The language a Cookie header carries, or null when it carries none we speak. */
export function languageFromCookieHeader(cookieHeader: string | undefined): Language | null {
  const value = cookieHeader ? new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`).exec(cookieHeader)?.[1] : undefined;
  return value !== undefined && (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : null;
}
