import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, PHONE, screenshot, STRONG_PASSWORD, uniqueEmail } from '../support/browser';

/** Issue 2's journey: register, see the signed-in navigation, switch language, log out. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

test('a visitor registers, switches language and logs out', async () => {
  const { context, page } = await newPage(browser);
  await page.goto('/register');
  // Romanian is the default language.
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ro');

  await page.fill('#register-first-name', 'Ioana');
  await page.fill('#register-last-name', 'Popescu');
  await page.fill('#register-email', uniqueEmail());
  await page.fill('#register-password', 'short');
  await page.getByRole('button', { name: 'Creează contul' }).click();
  await expect.poll(() => page.getByText('Parola trebuie să aibă cel puțin 8 caractere').count()).toBeGreaterThan(0);

  await page.fill('#register-password', STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Creează contul' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  const nav = page.getByRole('navigation', { name: /principal/i });
  await expect.poll(() => nav.getByRole('link', { name: 'Evaluări' }).count()).toBe(1);
  await expect.poll(() => page.getByRole('link', { name: 'Înregistrare' }).count()).toBe(0);
  await screenshot(page, 'account-signed-in-ro');

  await page.getByRole('button', { name: /Schimbă limba|Change language|Changer de langue/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  const mainNav = () => page.getByRole('navigation', { name: 'Main' });
  await expect.poll(() => mainNav().getByRole('link', { name: 'Assessments' }).count()).toBe(1);
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');

  // The choice is saved to the account: a fresh page load keeps English.
  await page.reload();
  await expect.poll(() => mainNav().getByRole('link', { name: 'Assessments' }).count()).toBe(1);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect.poll(() => page.getByText('Logged out successfully').count()).toBeGreaterThan(0);
  await expect.poll(() => page.getByRole('link', { name: 'Sign Up' }).count()).toBeGreaterThan(0);
  const me = await page.request.get('/api/auth/user');
  expect(me.status()).toBe(401);
  await context.close();
});

test('on a phone the menu is a drawer with the user', async () => {
  const { context, page } = await newPage(browser, PHONE, 'en-GB');
  await page.goto('/login');
  await page.fill('#login-email', 'user@acasa.test');
  await page.fill('#login-password', 'Acasa-demo-2026!');
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('button', { name: /Deschide meniul|Open menu|Ouvrir le menu/ }).click();
  const drawer = page.getByRole('dialog');
  await expect.poll(() => drawer.getByText('user@acasa.test').count()).toBe(1);
  // The drawer is fully on screen once its slide-in has finished.
  await expect.poll(async () => (await drawer.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0);
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return box ? Math.round(box.x + box.width) : 0;
    })
    .toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, 'account-drawer-phone');
  await context.close();
});
