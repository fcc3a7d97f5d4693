import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { localeOf, type Language } from '@core/languages';
import { expectNoSeriousA11yViolations } from './axe';
import { DESKTOP, screenshot, STRONG_PASSWORD, uniqueEmail } from './browser';
import { WAIT } from './session';

/**
 * Helpers for the issue 19 journeys (one loan, one payment; the household; the loan currency):
 * reading the result page, its sections, and checking them at phone and desktop sizes.
 */

/** The phone of issue 19's screenshots and checks (an iPhone 12-15's CSS viewport). */
export const PHONE_390 = { width: 390, height: 844 };

/** The trimmed text of the first element with this test id (or inside `within`). */
export async function textOf(scope: Page | Locator, testId: string): Promise<string> {
  return ((await scope.getByTestId(testId).first().textContent()) ?? '').trim();
}

/** Text with every kind of space (no-break, narrow no-break) as a plain one: "96.000 EUR", "606,79 €". */
export const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/**
 * The result's text without the first-home schemes card: a scheme is its own route and names its
 * own loan and payment ("for €100,000, about €632.07 a month", ADR 067), so "never the payment
 * of the loan asked for" is checked on everything else.
 */
export function resultTextOutsideSchemes(page: Page, testId = 'eligibility-result'): Promise<string> {
  return page.getByTestId(testId).first().evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[data-testid="result-schemes"]').forEach((schemes) => schemes.remove());
    return copy.textContent ?? '';
  });
}

/** The result page's details (household, currency, FX, banks) render in a second pass: waits for them. */
export async function waitForResultDetails(page: Page) {
  await expect.poll(() => page.getByTestId('result-verdict').count(), WAIT).toBe(1);
  await expect.poll(() => page.getByTestId('result-household').count(), WAIT).toBe(1);
}

/**
 * Axe on the page at a phone's size (390 × 844) and at desktop size, with the named sections
 * scrolled into view first (their charts and lazy parts drawn); the viewport is put back after.
 */
export async function expectSectionsAccessible(page: Page, where: string, sections: string[]) {
  const before = page.viewportSize() ?? DESKTOP;
  for (const [size, viewport] of [
    ['phone', PHONE_390],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const section of sections) {
      const locator = page.getByTestId(section).first();
      await expect.poll(() => locator.count(), { ...WAIT, message: `${section} on ${where}` }).toBeGreaterThan(0);
      await locator.scrollIntoViewIfNeeded();
    }
    await expectNoSeriousA11yViolations(page, `${where} (${size})`);
  }
  await page.setViewportSize(before);
}

/**
 * Chooses the loan's currency on the result page with the keyboard only: focus the chosen radio
 * of the currency group, then arrow keys until `currency` is checked (a radio group moves and
 * checks with the arrows). Returns the currencies the arrows passed through.
 */
export async function chooseLoanCurrencyWithKeyboard(page: Page, currency: string): Promise<string[]> {
  const group = page.getByTestId('result-loan-currency');
  const radios = group.locator('input[type="radio"]');
  await expect.poll(() => radios.count(), WAIT).toBeGreaterThan(1);
  const checked = group.locator('input[type="radio"]:checked');
  await expect.poll(() => checked.count(), WAIT).toBe(1);
  await checked.focus();
  const seen: string[] = [];
  for (let press = 0; press < 6; press++) {
    const focused = await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value ?? '');
    seen.push(focused);
    if (focused === currency) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect.poll(() => group.locator(`input[type="radio"][value="${currency}"]`).isChecked(), WAIT).toBe(true);
  return seen;
}

/**
 * An amount as a person reads it in this language ("€96,000", "96.000 EUR", "96 000 €"; with
 * cents "€606.79"), spaces made plain: the expectations are written once for every language.
 */
export function money(amount: number, currency: string, language: Language, { cents = false }: { cents?: boolean } = {}): string {
  const digits = cents ? 2 : 0;
  return plain(new Intl.NumberFormat(localeOf(language), { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount));
}

/** The plain text of the first element with this test id. */
export async function plainTextOf(scope: Page | Locator, testId: string): Promise<string> {
  return plain(await textOf(scope, testId));
}

/** Saves a screenshot of one element (a card, a dialog) under e2e/screenshots for a person to look at. */
export async function screenshotOf(locator: Locator, name: string) {
  mkdirSync('e2e/screenshots', { recursive: true });
  await locator.scrollIntoViewIfNeeded();
  await locator.screenshot({ path: `e2e/screenshots/${name}.png` });
}

/** A new account whose language is `language` (signed in, in the page's context); the applicant of one journey. */
export async function registerAccount(page: Page, language: Language, firstName: string, lastName: string): Promise<string> {
  // An address of ASCII letters ("jiri-…" for Jiří): what the sign-up form takes.
  const email = uniqueEmail(firstName.normalize('NFD').replace(/[^a-zA-Z]/g, '').toLowerCase());
  const registered = await page.request.post('/api/auth/register', {
    data: { email, password: STRONG_PASSWORD, firstName, lastName },
    headers: { 'Accept-Language': language },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  expect((await registered.json()).language).toBe(language);
  return email;
}

/** Pro through its free trial with the offline test provider's card (as backoffice-search-verify does): the certificate comes with it. */
export async function subscribeToPro(page: Page) {
  const setup = (await (await page.request.post('/api/get-or-create-subscription', { data: { plan: 'pro' } })).json()) as { clientSecret: string };
  const paid = await page.request.post('/api/subscriptions/test/confirm', {
    data: { clientSecret: setup.clientSecret, cardNumber: '4242424242424242', expiry: '12/35', cvc: '123' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

/** A day as the interface writes it ("27 Nov 2026", "27 nov. 2026"), for a YYYY-MM-DD date. */
export function calendarDate(isoDate: string, language: Language): string {
  return plain(new Intl.DateTimeFormat(localeOf(language), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`)));
}

/**
 * The newest ECB rate of a currency, as the engine's configuration gives it to the browser, once
 * the server's daily fetch has brought today's (the journeys' ECB stand-in serves today's file;
 * right after the server starts, the seed's older rates may still be the newest).
 */
export async function ecbRate(page: Page, currency: string): Promise<{ rate: number; rateDate: string }> {
  const today = new Date().toISOString().slice(0, 10);
  let row: { currency: string; rate: number; rateDate: string } | undefined;
  await expect
    .poll(
      async () => {
        const config = (await (await page.request.get('/api/assessments/config')).json()) as { exchangeRates: Array<{ currency: string; rate: number; rateDate: string }> };
        row = config.exchangeRates.find((candidate) => candidate.currency === currency);
        return row?.rateDate;
      },
      { timeout: 30_000, message: `today's ECB rate for ${currency}` },
    )
    .toBe(today);
  return { rate: row!.rate, rateDate: row!.rateDate };
}

/** A full-page screenshot from the top, with nothing focused (a focused skip link or a sticky header mid-scroll is no part of the page). */
export async function screenshotFromTop(page: Page, name: string) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur?.();
    window.scrollTo(0, 0);
  });
  await screenshot(page, name);
}

/** What the screen shows now, as it is (a dialog over the page), under e2e/screenshots. */
export async function screenshotOfScreen(page: Page, name: string) {
  mkdirSync('e2e/screenshots', { recursive: true });
  await page.screenshot({ path: `e2e/screenshots/${name}.png` });
}
