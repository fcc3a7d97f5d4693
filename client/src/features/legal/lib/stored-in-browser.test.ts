import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE, SESSION_COOKIE } from '../../../../../server/modules/auth/session-token';
import { BROWSER_STORAGE, COOKIES, DEVICE_COOKIE_NAME, SESSION_COOKIE_NAME } from './stored-in-browser';

const repo = fileURLToPath(new URL('../../../../../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('what the cookie policy lists', () => {
  it("names the server's cookies as the server sets them", () => {
    expect(SESSION_COOKIE_NAME).toBe(SESSION_COOKIE);
    expect(DEVICE_COOKIE_NAME).toBe(DEVICE_COOKIE);
    // Every Set-Cookie the server writes is built in session-cookie.ts from these two names.
    const serverSource = readFileSync(join(repo, 'server/modules/auth/session-cookie.ts'), 'utf8');
    const setCookieNames = [...serverSource.matchAll(/`\$\{(\w+)\}=/g)].map((match) => match[1]);
    expect(setCookieNames.length).toBeGreaterThanOrEqual(3);
    for (const name of setCookieNames) expect(['SESSION_COOKIE', 'DEVICE_COOKIE']).toContain(name);
    expect(COOKIES.map((cookie) => cookie.name)).toEqual(expect.arrayContaining([SESSION_COOKIE, DEVICE_COOKIE, 'acasa_lang']));
  });

  it('lists every key the client writes to localStorage or sessionStorage, and every cookie it writes', () => {
    const listed = new Set([...BROWSER_STORAGE, ...COOKIES].map((item) => item.name));
    const written: string[] = [];
    for (const file of sourceFiles(join(repo, 'client/src'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/(localStorage|sessionStorage)\.setItem\(\s*([\w.'"]+)/g)) written.push(`${file}:${match[2]}`);
      for (const match of text.matchAll(/document\.cookie\s*=\s*`\$\{(\w+)\}/g)) written.push(`${file}:${match[1]}`);
    }
    expect(written.length).toBeGreaterThanOrEqual(5);
    // Each write names a constant (or literal) whose value is in the list.
    const constants: Record<string, string> = {
      PREFERRED_LANGUAGE_KEY: 'preferredLanguage',
      PENDING_ASSESSMENT_KEY: 'acasa.pendingAssessment',
      PRESELECTION_KEY: 'acasa.preselection',
      KEY: 'acasa.guestOutcome',
      GUEST_OUTCOME_KEY: 'acasa.guestOutcome',
      LANGUAGE_COOKIE: 'acasa_lang',
    };
    const unlisted = written.filter((entry) => {
      const name = entry.slice(entry.lastIndexOf(':') + 1).replace(/['"]/g, '');
      return !listed.has(constants[name] ?? name);
    });
    expect(unlisted, 'written to the browser but missing from the cookie policy').toEqual([]);
    expect([...listed]).toEqual(expect.arrayContaining(Object.values(constants)));
  });
});
