import { DEVICE_COOKIE, SESSION_COOKIE } from './session-token';

/**
 * Acasa's two cookies, read and written by hand: the session, and the device cookie that login
 * throttling trusts (issue 11). A general cookie plugin parses every cookie of every request and
 * adds an onSend hook to every answer; these two are all the server needs, and their values
 * (base64url) never need decoding.
 */

const MAX_TOKEN_LENGTH = 100;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The session token from a Cookie header, or null when absent or not a token we could have issued. */
export function readSessionToken(cookieHeader: string | undefined): string | null {
  return readToken(cookieHeader, SESSION_COOKIE);
}

/** The device token from a Cookie header, or null. */
export function readDeviceToken(cookieHeader: string | undefined): string | null {
  return readToken(cookieHeader, DEVICE_COOKIE);
}

function readToken(cookieHeader: string | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  let start = 0;
  while (start < cookieHeader.length) {
    let end = cookieHeader.indexOf(';', start);
    if (end === -1) end = cookieHeader.length;
    const equals = cookieHeader.indexOf('=', start);
    if (equals !== -1 && equals < end && cookieHeader.slice(start, equals).trim() === name) {
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

const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** Set-Cookie for a device token: a year, sent only to the login routes, never to scripts. */
export function deviceCookieHeader(token: string, { secure }: { secure: boolean }): string {
  if (!TOKEN_PATTERN.test(token)) throw new Error('device token must be base64url');
  return `${DEVICE_COOKIE}=${token}; Max-Age=${DEVICE_MAX_AGE_SECONDS}; Path=/api/auth; HttpOnly;${secure ? ' Secure;' : ''} SameSite=Strict`;
}
