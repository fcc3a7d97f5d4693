import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage } from '../support/browser';
import { expectStep, switchLanguage } from '../support/wizard';

/** Issue 4 journey (c): the language switcher turns the landing page and the wizard into en and fr. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const heading = (page: import('playwright-core').Page, text: string) => page.getByRole('heading', { name: text });

const switchTo = switchLanguage;

test('the landing page and the wizard speak ro, en and fr', async () => {
  const { context, page } = await newPage(browser, DESKTOP, 'ro-RO');
  await page.goto('/');
  // Romanian by default.
  await expect.poll(() => heading(page, 'Cumpărați o casă acasă, oriunde ați locui și lucra').count()).toBe(1);

  await switchTo(page, 'English');
  await expect.poll(() => heading(page, 'Buy a home back home, wherever you live and work').count()).toBe(1);
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');

  await switchTo(page, 'Français');
  await expect.poll(() => heading(page, 'Achetez chez vous, où que vous viviez et travailliez').count()).toBe(1);
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('fr');

  // The hand-off carries the language into the wizard, which opens at step 2 in French.
  await page.getByTestId('hero-get-started').click();
  await page.waitForURL((url) => url.pathname === '/assessment');
  await expectStep(page, 2);
  await expect.poll(() => heading(page, 'Détails des revenus').count()).toBe(1);

  await switchTo(page, 'English');
  await expect.poll(() => heading(page, 'Income Details').count()).toBe(1);
  await context.close();
});
