import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from '../support/browser';
import { useLanguage } from '../support/wizard';
import { registerWithAssessment, WAIT } from '../support/workspace';

/**
 * Issue 12, plans a subscriber controls (en): the landing page and /pricing promise the same
 * plans; the card form speaks words, not keys; a subscriber starts the Pro trial, cancels at
 * the end of the period, sees the end date, resumes, and finds it all in Settings › Billing.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const planTexts = async (page: Page, scope: string) =>
  Promise.all(['free', 'pro', 'premium'].map(async (plan) => ((await page.locator(scope).getByTestId(`plan-card-${plan}`).innerText()) ?? '').trim()));

test('the landing page and the pricing page show the same plans, with the Pro trial on both', async () => {
  const { context, page } = await newPage(browser, DESKTOP, 'en-GB');
  context.setDefaultTimeout(WAIT.timeout);
  await useLanguage(page, 'en');
  await page.goto('/');
  await expect.poll(() => page.getByTestId('landing-plans').getByTestId('plan-card-pro').count(), WAIT).toBe(1);
  const landing = await planTexts(page, '[data-testid="landing-plans"]');
  await page.goto('/pricing');
  await expect.poll(() => page.getByTestId('plan-card-pro').count(), WAIT).toBe(1);
  const pricing = await planTexts(page, 'main');
  expect(landing).toEqual(pricing);
  expect(pricing[1]).toContain('14 days free for a new subscription, then €29 a month');
  expect(await page.getByTestId('plan-button-pro').textContent()).toBe('Start free trial');
  expect(await page.getByTestId('plan-trial-premium').count()).toBe(0);
  await context.close();
});

test('a subscriber starts the Pro trial, cancels at the period end, sees the end date and resumes', async () => {
  const { context, page } = await newPage(browser, DESKTOP, 'en-GB');
  context.setDefaultTimeout(WAIT.timeout);
  await useLanguage(page, 'en');
  await registerWithAssessment(page, 'Dana');

  await page.goto('/subscribe?plan=pro');
  await expect.poll(() => page.getByTestId('test-card-form').count(), WAIT).toBe(1);
  await expect.poll(() => page.getByTestId('subscribe-trial').textContent(), WAIT).toMatch(/^Free until .+: your card is saved now/);
  // The card form's messages are words (issue 12: raw validation.card.* keys before).
  await page.fill('#test-card-number', '1234');
  await page.fill('#test-card-expiry', '01/20');
  await page.getByTestId('subscribe-submit').click();
  await expect.poll(() => page.getByText('Enter one of the test cards above').count(), WAIT).toBe(1);
  await expect.poll(() => page.getByText('Enter an expiry date in the future, as MM/YY.').count(), WAIT).toBe(1);
  await expect.poll(() => page.getByText('The security code has 3 or 4 digits.').count(), WAIT).toBe(1);
  expect(await page.getByText(/validation\.card/).count()).toBe(0);
  await screenshot(page, 'billing-card-messages');

  await page.fill('#test-card-number', '4242 4242 4242 4242');
  await page.fill('#test-card-expiry', '12/35');
  await page.fill('#test-card-cvc', '123');
  await page.getByTestId('subscribe-submit').click();
  await page.waitForURL((url) => url.pathname === '/assessments');

  // The dashboard's card: the trial, its end and the first payment.
  await page.goto('/');
  const card = page.getByTestId('subscription-card');
  await expect.poll(() => card.getByTestId('subscription-status').textContent(), WAIT).toBe('Free trial');
  await expect.poll(() => card.getByTestId('subscription-next').textContent(), WAIT).toMatch(/^Your free trial lasts until .+\. The first payment, €29\.00, is on /);

  // Cancel: asked first, with the date it ends.
  await card.getByTestId('subscription-cancel').click();
  const dialog = page.getByTestId('subscription-cancel-dialog');
  await expect.poll(() => dialog.textContent(), WAIT).toContain('Your trial goes on until');
  await screenshot(page, 'billing-cancel-dialog');
  await dialog.getByTestId('subscription-cancel-confirm').click();
  await expect.poll(() => card.getByTestId('subscription-status').textContent(), WAIT).toBe('Ending');
  const ends = (await card.getByTestId('subscription-next').textContent()) ?? '';
  expect(ends).toMatch(/^Your subscription ends on \d{1,2} \w+ \d{4}\. You keep Pro until then; nothing more is charged\.$/);
  const summary = await (await page.request.get('/api/subscription')).json();
  expect(summary).toMatchObject({ cancelAtPeriodEnd: true, canResume: true, nextPayment: null });
  await screenshot(page, 'billing-cancelled');

  // The same in Settings › Billing, where it is resumed.
  await card.getByRole('link', { name: 'Billing and payments' }).click();
  await page.waitForURL((url) => url.pathname === '/settings');
  const billing = page.getByTestId('settings-billing');
  await expect.poll(() => billing.getByTestId('subscription-next').textContent(), WAIT).toBe(ends);
  await expect.poll(() => billing.getByTestId('payments-empty').textContent(), WAIT).toBe('No payments yet.');
  await billing.getByTestId('subscription-resume').click();
  await expect.poll(() => billing.getByTestId('subscription-status').textContent(), WAIT).toBe('Free trial');
  await expect.poll(() => billing.getByTestId('subscription-next').textContent(), WAIT).toMatch(/The first payment, €29\.00, is on/);
  expect((await (await page.request.get('/api/subscription')).json()).cancelAtPeriodEnd).toBe(false);
  await screenshot(page, 'billing-settings-resumed');

  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto('/settings#billing');
    await expect.poll(() => page.getByTestId('settings-billing').getByTestId('subscription-status').count(), WAIT).toBe(1);
    await expectNoSeriousA11yViolations(page, `/settings at ${viewport.width}px`);
  }
  await context.close();
});
