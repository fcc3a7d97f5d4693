import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { APPLICANT_EMAIL_KINDS } from '@core/schemas/notifications';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, launchBrowser, newPage, screenshot, STRONG_PASSWORD, uniqueEmail } from '../support/browser';
import { DEMO, signInWithApi, uiText, WAIT } from '../support/session';

/** Issue 15: e-mail choices in Settings, and the page an e-mail's unsubscribe link opens. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

test('an applicant turns payment receipts off in Settings, and the choice stays', async () => {
  const { context, page } = await newPage(browser, DESKTOP, 'en-GB');
  const registered = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('emails'), password: STRONG_PASSWORD, firstName: 'Elena', lastName: 'Marin' },
    headers: { 'accept-language': 'en' },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/settings#notifications');
  const section = page.getByRole('region', { name: 'E-mail notifications' });
  // An applicant has every applicant kind; the brokers' digest is not offered.
  await expect.poll(() => section.getByRole('switch').count(), WAIT).toBe(APPLICANT_EMAIL_KINDS.length);
  const receipts = section.getByRole('switch', { name: 'Payment receipts' });
  await expect.poll(() => receipts.getAttribute('aria-checked'), WAIT).toBe('true');
  await expectNoSeriousA11yViolations(page, 'Settings › E-mail notifications');

  await receipts.click();
  await expect.poll(() => page.getByText('You will no longer receive: Payment receipts').count(), WAIT).toBeGreaterThan(0);
  await page.reload();
  await expect.poll(() => page.getByRole('switch', { name: 'Payment receipts' }).getAttribute('aria-checked'), WAIT).toBe('false');
  await expect.poll(() => page.getByRole('switch', { name: 'Assessment status changes' }).getAttribute('aria-checked'), WAIT).toBe('true');
  await screenshot(page, 'settings-email-notifications-en');
  await context.close();
});

test('a broker also has the daily digest, in Romanian', async () => {
  const { context, page } = await newPage(browser);
  await signInWithApi(page, DEMO.broker);
  await page.goto('/settings#notifications');
  const section = page.getByRole('region', { name: 'Notificări prin e-mail' });
  await expect.poll(() => section.getByRole('switch', { name: 'Rezumatul zilnic al evaluărilor noi' }).count(), WAIT).toBe(1);
  await context.close();
});

test('a damaged unsubscribe link says so, without sign-in; a good one asks before stopping', async () => {
  // A guest sees the product's default language (Romanian) unless they chose another.
  const { context, page } = await newPage(browser);
  await page.goto('/unsubscribe?token=short&kind=status_change');
  await expect.poll(async () => page.getByRole('alert').filter({ hasText: await uiText(page, 'notifications:unsubscribe.invalid') }).count(), WAIT).toBe(1);

  // A well-formed link whose token no account has: the page asks first, and the refusal is said.
  await page.goto(`/unsubscribe?token=${'A'.repeat(43)}&kind=document_review`);
  const kind = await uiText(page, 'notifications:kinds.document_review.label');
  await expect.poll(async () => page.getByText(await uiText(page, 'notifications:unsubscribe.question', { kind })).count(), WAIT).toBe(1);
  await expectNoSeriousA11yViolations(page, 'the unsubscribe page');
  await page.getByRole('button', { name: await uiText(page, 'notifications:unsubscribe.confirm') }).click();
  await expect.poll(async () => page.getByRole('alert').filter({ hasText: await uiText(page, 'notifications:unsubscribe.failed') }).count(), WAIT).toBe(1);
  await screenshot(page, 'unsubscribe-refused-ro');
  await context.close();
});
