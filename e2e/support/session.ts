import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/**
 * What every signed-in journey shares: how long checks wait, signing in, and the
 * interface's own texts in the language a page shows.
 */

/**
 * How long a check waits for the page to catch up (expect.poll's own default is 1 s): every
 * check follows a server round trip, and the machine is shared. Pages get the same bound for
 * their actions (setDefaultTimeout), so a failing check fails in seconds, not 30 s.
 */
export const WAIT = { timeout: 10_000 } as const;

/** The seeded demo accounts (server/db/seed.ts), shared by every journey of a run. */
export const DEMO = {
  user: 'user@acasa.test',
  broker: 'broker@acasa.test',
  admin: 'admin@acasa.test',
} as const;

/** Signs in through the API: the session cookie lands in the page's browser context. */
export async function signInWithApi(page: Page, email: string, password: string = inject('demoPassword')) {
  const response = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

type Catalog = Record<string, unknown>;
const catalogs = new Map<string, Catalog>();

function catalog(language: string, namespace: string): Catalog {
  const key = `${language}/${namespace}`;
  let loaded = catalogs.get(key);
  if (!loaded) {
    loaded = JSON.parse(readFileSync(`client/public/locales/${language}/${namespace}.json`, 'utf8')) as Catalog;
    catalogs.set(key, loaded);
  }
  return loaded;
}

/**
 * The interface's text for `key` (`namespace:path.to.key`) in the language the page shows now
 * (<html lang>), with {{values}} filled in: for checks on a user whose language is not English.
 */
export async function uiText(page: Page, key: string, values: Record<string, string | number> = {}): Promise<string> {
  const language = (await page.locator('html').getAttribute('lang')) ?? 'ro';
  const [namespace, path] = key.split(':');
  const template = path.split('.').reduce<unknown>((node, part) => (node as Catalog | undefined)?.[part], catalog(language, namespace));
  if (typeof template !== 'string') throw new Error(`no text ${key} in ${language}`);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
