import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Language } from '@core/languages';
import { WAIT } from './session';

export { DEMO, signInWithApi, uiText, WAIT } from './session';

/**
 * Helpers for the back-office journeys (issue 6): the demo broker and admin, their account
 * language, the interface's own texts and the toasts.
 */

/**
 * Sets the signed-in account's language (it wins over the browser's stored choice once signed
 * in) and gives back a function that puts the previous one back: the demo accounts are shared
 * by every journey of the run.
 */
export async function useAccountLanguage(page: Page, language: Language): Promise<() => Promise<void>> {
  const me = await page.request.get('/api/auth/user');
  expect(me.status()).toBe(200);
  const previous = ((await me.json()) as { language: string }).language;
  const changed = await page.request.patch('/api/user/language', { data: { language } });
  expect(changed.status(), await changed.text()).toBe(200);
  return async () => {
    if (previous === language) return;
    await page.request.patch('/api/user/language', { data: { language: previous } });
  };
}

const TOAST = 'li[data-swipe-direction][data-state="open"]:not([data-e2e-seen])';

/**
 * Waits for a new toast with this title (Radix renders each as an li), then marks every toast
 * shown so far as seen: the next call with the same title needs a toast of its own.
 */
export async function expectToast(page: Page, title: string) {
  await expect.poll(() => page.locator(TOAST).getByText(title, { exact: true }).count(), WAIT).toBeGreaterThan(0);
  await page.evaluate(() => document.querySelectorAll('li[data-swipe-direction]').forEach((toast) => toast.setAttribute('data-e2e-seen', '')));
}

/**
 * Closes a dialog with Escape as a keyboard user does. While a toast is open it takes the first
 * Escape (Radix: toasts are the topmost dismissable layer), so each press waits for the toasts
 * to have gone, fade-out included, before the next.
 */
export async function closeWithEscape(page: Page, dialog: Locator) {
  for (let press = 0; press < 4 && (await dialog.count()) > 0; press++) {
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('li[data-swipe-direction]').count(), WAIT).toBe(0);
  }
  await expect.poll(() => dialog.count(), WAIT).toBe(0);
}

/** A counter's number ("1.234" or "1,234" -> 1234). */
export const counterValue = async (page: Page, testId: string) => {
  const text = (await page.getByTestId(testId).textContent()) ?? '';
  return /\d/.test(text) ? Number(text.replace(/\D/g, '')) : NaN;
};
