import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { launchBrowser, newPage, PHONE, screenshot } from '../support/browser';
import { fillStepsTwoToSix, useLanguage } from '../support/wizard';

/**
 * Issue 4: axe finds no serious or critical violation on the landing page, each wizard step
 * and the result on a 360 px phone (the desktop pass runs in the guest journey), and nothing
 * overflows the screen sideways.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const hasNoSidewaysScroll = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('landing, every wizard step and the result on a phone', async () => {
  const { context, page } = await newPage(browser, PHONE, 'en-GB');
  await useLanguage(page, 'en');
  await page.goto('/');
  await expect.poll(() => page.getByTestId('landing-page').count()).toBe(1);
  await expectNoSeriousA11yViolations(page, 'landing (phone)');
  expect(await hasNoSidewaysScroll(page)).toBe(true);
  await screenshot(page, 'phone-landing');

  await page.getByTestId('hero-get-started').click();
  await page.waitForURL((url) => url.pathname === '/assessment');
  await fillStepsTwoToSix(page, {
    checkValidation: false,
    onStep: async (step) => {
      await expectNoSeriousA11yViolations(page, `wizard step ${step} (phone)`);
      expect(await hasNoSidewaysScroll(page), `step ${step} fits the phone`).toBe(true);
    },
  });
  await page.getByTestId('wizard-submit').click();
  await page.getByTestId('guest-continue').click();
  await expect.poll(() => page.getByTestId('result-max-loan').count()).toBe(1);
  await expectNoSeriousA11yViolations(page, 'result (phone)');
  expect(await hasNoSidewaysScroll(page)).toBe(true);
  await screenshot(page, 'phone-result');
  await context.close();
});

test('step 1 on a phone', async () => {
  const { context, page } = await newPage(browser, PHONE, 'en-GB');
  await useLanguage(page, 'en');
  await page.goto('/assessment');
  await expect.poll(() => page.getByTestId('wizard-step-1').count()).toBe(1);
  await expectNoSeriousA11yViolations(page, 'wizard step 1 (phone)');
  expect(await hasNoSidewaysScroll(page)).toBe(true);
  await context.close();
});
