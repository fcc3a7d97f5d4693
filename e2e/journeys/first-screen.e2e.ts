import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { bundleSizes, FIRST_SCRIPT_BUDGET_KB } from '../../bench/lib/bundle-sizes';
import { cspViolations, launchBrowser, newPage, PHONE } from '../support/browser';
import { useLanguage } from '../support/wizard';

/**
 * Issue 13: what a phone downloads for the landing page. The page shows countries and partner
 * banks, so it asks for those and not for the engine's configuration (the wizard's), and it
 * reads the translation files of the language it shows, not the fallback's too.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every request the page makes, as paths, from the first byte on. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/** The landing page with everything on it loaded: the bank list at the bottom filled in. */
async function openLanding(page: Page) {
  await page.goto('/');
  await expect.poll(() => page.getByTestId('bank-partners-count').count(), { timeout: 20_000 }).toBe(1);
  // Scroll through the page so sections that load when seen load too.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
}

test('every page\'s first script, with what it imports before it runs, stays within the 130 KB gzipped budget and carries no zod', () => {
  // The build this run serves (global-setup.ts). zod loads with the first page that builds a
  // schema: a value imported from a schema module into the layout put 27 KB of it here once.
  const sizes = bundleSizes();
  expect(sizes.files.filter((file) => file.startsWith('zod'))).toEqual([]);
  expect(sizes.entryGzipKb).toBeLessThanOrEqual(FIRST_SCRIPT_BUDGET_KB);
});

const localeLanguages = (paths: string[]) => [...new Set(paths.filter((path) => path.startsWith('/locales/')).map((path) => path.split('/')[2]))];

test('a first visit on a phone asks for countries and banks, not the engine configuration, in Romanian files only', async () => {
  const { context, page } = await newPage(browser, PHONE, 'ro-RO');
  const requests = recordRequests(page);
  await openLanding(page);

  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Cumpărați o casă acasă, oriunde ați locui și lucra');
  expect(requests).toContain('/api/countries');
  expect(requests).toContain('/api/banks');
  expect(requests).not.toContain('/api/assessments/config');
  expect(localeLanguages(requests)).toEqual(['ro']);
  expect(requests).toContain('/locales/ro/translation.json');
  expect(requests).toContain('/locales/ro/landing.json');
  expect(await cspViolations(page)).toEqual([]);
  await context.close();
});

test('a visitor who chose French gets French files only, not the English fallback', async () => {
  const { context, page } = await newPage(browser, PHONE, 'fr-FR');
  await useLanguage(page, 'fr');
  const requests = recordRequests(page);
  await openLanding(page);

  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Achetez chez vous, où que vous viviez et travailliez');
  expect(localeLanguages(requests)).toEqual(['fr']);
  expect(requests).not.toContain('/api/assessments/config');
  await context.close();
});

test('the hero is on screen before any script runs, in the language the visitor chose, and gives way to the app', async () => {
  // No JavaScript at all: what a phone paints from the page's first bytes (a browser set to Romanian).
  const still = await browser.newContext({ baseURL: inject('baseUrl'), viewport: PHONE, javaScriptEnabled: false, locale: 'ro-RO' });
  const bare = await still.newPage();
  await bare.goto('/');
  expect(await bare.locator('h1').textContent()).toBe('Cumpărați o casă acasă, oriunde ați locui și lucra');
  expect(await bare.locator('h1').isVisible()).toBe(true);
  await still.addCookies([{ name: 'acasa_lang', value: 'en', url: inject('baseUrl') }]);
  await bare.goto('/');
  expect(await bare.locator('h1').textContent()).toBe('Buy a home back home, wherever you live and work');
  expect(await bare.locator('html').getAttribute('lang')).toBe('en');
  await still.close();
  // Issue 25: a first visit from a browser set to Polish, no choice made: the Polish hero.
  const polish = await browser.newContext({ baseURL: inject('baseUrl'), viewport: PHONE, javaScriptEnabled: false, locale: 'pl-PL' });
  const polishPage = await polish.newPage();
  await polishPage.goto('/');
  expect(await polishPage.locator('html').getAttribute('lang')).toBe('pl');
  expect(await polishPage.locator('h1').textContent()).toBe(JSON.parse(readFileSync('client/public/locales/pl/landing.json', 'utf8')).hero.title);
  await polish.close();

  // With JavaScript: the app takes over with one heading, the same words, and nothing blocked by the CSP.
  const { context, page } = await newPage(browser, PHONE, 'ro-RO');
  await openLanding(page);
  expect(await page.locator('#boot-shell').count()).toBe(0);
  expect(await page.locator('html').getAttribute('data-boot-shell')).toBeNull();
  expect(await page.locator('h1').allTextContents()).toEqual(['Cumpărați o casă acasă, oriunde ați locui și lucra']);
  await page.getByTestId('hero-get-started').click();
  await page.waitForURL((url) => url.pathname === '/assessment');
  expect(await cspViolations(page)).toEqual([]);
  await context.close();
});

test('a visitor who switched to English gets the English first screen on the next visit', async () => {
  const { context, page } = await newPage(browser, PHONE, 'ro-RO');
  await openLanding(page);
  await page.getByRole('button', { name: /Schimbă limba/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect.poll(() => page.locator('h1').textContent()).toBe('Buy a home back home, wherever you live and work');
  const response = await context.request.get('/');
  expect(await response.text()).toContain('Buy a home back home, wherever you live and work</h1>');
  await context.close();
});
