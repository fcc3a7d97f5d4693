import { SESSION_COOKIE } from './session-token';

/**
 * The one cookie Acasa sets, read and written by hand. A general cookie plugin parses every
 * cookie of every request and adds an onSend hook to every answer; the session cookie is all
 * the server needs, and its value (base64url) never needs decoding.
 */

const MAX_TOKEN_LENGTH = 100;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The session token from a Cookie header, or null when absent or not a token we could have issued. */
export function readSessionToken(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  let start = 0;
  while (start < cookieHeader.length) {
    let end = cookieHeader.indexOf(';', start);
    if (end === -1) end = cookieHeader.length;
    const equals = cookieHeader.indexOf('=', start);
    if (equals !== -1 && equals < end && cookieHeader.slice(start, equals).trim() === SESSION_COOKIE) {
      const value = cookieHeader.slice(equals + 1, end).trim();
      return value.length > 0 && value.length <= MAX_TOKEN_LENGTH && TOKEN_PATTERN.test(value) ? value : null;
    }
    start = end + 1;
  }
  return null;
}

/** Set-Cookie for a new session: httpOnly, SameSite=Lax, Secure behind HTTPS. */
export function sessionCookieHeader(token: string, { maxAgeSeconds, secure }: { maxAgeSeconds: number; secure: boolean }): string {
  if (!TOKEN_PATTERN.test(token)) throw new Error('session token must be base64url');
  return `${SESSION_COOKIE}=${token}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly;${secure ? ' Secure;' : ''} SameSite=Lax`;
}

/** Set-Cookie that makes the browser forget the session. */
export function clearedSessionCookieHeader(): string {
  return `${SESSION_COOKIE}=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax`;
}
