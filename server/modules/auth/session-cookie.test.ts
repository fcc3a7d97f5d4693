import { describe, expect, it } from 'vitest';
import { clearedSessionCookieHeader, readSessionToken, sessionCookieHeader } from './session-cookie';
import { createSessionToken } from './session-token';

describe('session cookie', () => {
  const token = createSessionToken();

  it.each([
    [`acasa_session=${token}`, token],
    [`theme=dark; acasa_session=${token}; lang=ro`, token],
    [`theme=dark;acasa_session=${token}`, token],
    [`  acasa_session = ${token} `, token],
    [`acasa_session_old=stale; acasa_session=${token}`, token],
    ['theme=dark', null],
    ['acasa_session=', null],
    [`acasa_session=${'a'.repeat(101)}`, null],
    ['acasa_session=not%20a%20token', null],
    ['acasa_session', null],
    ['', null],
    [undefined, null],
  ])('reads %j as %j', (header, expected) => {
    expect(readSessionToken(header)).toBe(expected);
  });

  it('reads back the token it writes', () => {
    const header = sessionCookieHeader(token, { maxAgeSeconds: 3600, secure: false });
    expect(readSessionToken(header.split(';')[0])).toBe(token);
  });

  it('is httpOnly and SameSite=Lax always, Secure only when asked', () => {
    const plain = sessionCookieHeader(token, { maxAgeSeconds: 3600, secure: false });
    expect(plain).toMatch(/; HttpOnly;/);
    expect(plain).toMatch(/SameSite=Lax$/);
    expect(plain).toMatch(/Max-Age=3600; Path=\//);
    expect(plain).not.toMatch(/Secure/);
    expect(sessionCookieHeader(token, { maxAgeSeconds: 3600, secure: true })).toMatch(/; Secure;/);
  });

  it('refuses to write a value that is not a token', () => {
    expect(() => sessionCookieHeader('a; Domain=evil.example', { maxAgeSeconds: 1, secure: false })).toThrow();
  });

  it('clears with an expired, empty cookie on the same path', () => {
    expect(clearedSessionCookieHeader()).toMatch(/^acasa_session=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970/);
  });
});
