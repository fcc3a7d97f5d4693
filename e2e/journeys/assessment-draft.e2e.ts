import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, STRONG_PASSWORD, uniqueEmail } from '../support/browser';
import { choose, expectStep, fill, next, useLanguage } from '../support/wizard';

/**
 * Issue 4 journey (b): a signed-in user's draft is saved as they go; leaving at step 4 and
 * coming back resumes at the step docs/product.md §4 gives (employment type known -> step 3).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

test('a signed-in user resumes a draft at the step docs/product.md §4 gives', async () => {
  const { context, page } = await newPage(browser, DESKTOP, 'en-GB');
  await useLanguage(page, 'en');
  await page.goto('/');
  const registered = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('draft'), password: STRONG_PASSWORD, firstName: 'Mihai', lastName: 'Stan' },
    headers: { 'accept-language': 'en' },
  });
  expect(registered.status()).toBe(201);
  await page.request.patch('/api/user/language', { data: { language: 'en' } });

  await page.goto('/assessment');
  await expectStep(page, 1);
  await choose(page, 'residenceCountry', 'Germany');
  await choose(page, 'originCountry', 'Romania');
  await next(page);
  await expectStep(page, 2);
  await fill(page, 'monthlyIncome', '4200');
  await next(page);
  await expectStep(page, 3);
  await choose(page, 'employmentType', 'Permanent contract');
  await fill(page, 'employmentDuration', '18');
  await next(page);
  await expectStep(page, 4);

  // The draft reaches the server before the user leaves.
  await expect
    .poll(async () => (await (await page.request.get('/api/assessments/draft')).json()).draft?.employmentType, { timeout: 10_000 })
    .toBe('permanent');
  await page.goto('/');
  await page.goto('/assessment');
  await expectStep(page, 3);
  await expect.poll(() => page.inputValue('#wizard-employmentDuration')).toBe('18');
  await context.close();
});
