import { hash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'acasa_session';
/** OWASP's device cookie: this browser signed in successfully before (issue 11). */
export const DEVICE_COOKIE = 'acasa_device';

/** 32 random bytes, base64url: only the cookie carries it. */
export function createSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the sessions table stores in `sid`. Runs on every signed-in request: one-shot hash, no Hash object. */
export function hashSessionToken(token: string): string {
  return hash('sha256', token, 'hex');
}
