import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DEMO, signInWithApi, useAccountLanguage } from '../support/backoffice';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot, STRONG_PASSWORD, uniqueEmail } from '../support/browser';
import { useLanguage } from '../support/wizard';
import { WAIT, WORKED_EXAMPLE } from '../support/workspace';

/**
 * Issue 12, a back office that helps: a broker signs in and lands on /broker, and finds an
 * applicant by last name (without its accents); a certificate's printed link opens the
 * readable verification page; a guest's contact message reaches the admins' Messages tab.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Letters only, so the name is valid and found by no one else's. */
const stamp = () => Date.now().toString(36).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]);

test('a broker lands on /broker and finds an applicant by last name', async () => {
  const lastName = `Vlăduțescu${stamp()}`;
  const applicant = await newPage(browser, DESKTOP, 'en-GB');
  const registered = await applicant.page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('vladutescu'), password: STRONG_PASSWORD, firstName: 'Ioana', lastName },
  });
  expect(registered.status()).toBe(201);
  const submitted = await applicant.page.request.post('/api/assessments', { data: WORKED_EXAMPLE });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const assessmentId = ((await submitted.json()) as { id: string }).id;
  await applicant.context.close();

  const { context, page } = await newPage(browser, DESKTOP, 'en-GB');
  context.setDefaultTimeout(WAIT.timeout);
  await useLanguage(page, 'en');
  await page.goto('/login');
  await page.fill('#login-email', DEMO.broker);
  await page.fill('#login-password', 'Acasa-demo-2026!');
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => url.pathname === '/broker');

  // Typed as a person would, without the ă and ț.
  await page.getByTestId('broker-search').fill(lastName.replace('ă', 'a').replace('ț', 't').toLowerCase());
  await expect.poll(() => page.locator('[data-testid^="broker-row-"]:visible').count(), WAIT).toBe(1);
  expect(await page.getByTestId(`broker-row-${assessmentId}`).first().textContent()).toContain(lastName);
  await screenshot(page, 'broker-search-by-name');
  await context.close();
});

test("a certificate's link opens the translated verification page", async () => {
  const { context, page } = await newPage(browser, DESKTOP, 'fr-FR');
  context.setDefaultTimeout(WAIT.timeout);
  await useLanguage(page, 'fr');
  const registered = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('certificat'), password: STRONG_PASSWORD, firstName: 'Élise', lastName: 'Martin' },
    headers: { 'Accept-Language': 'fr' },
  });
  expect(registered.status()).toBe(201);
  const submitted = await page.request.post('/api/assessments', { data: WORKED_EXAMPLE });
  const assessment = (await submitted.json()) as { id: string; eligibilityScore: number };
  // Pro through its free trial (the test provider's card), which includes the certificate.
  const setup = (await (await page.request.post('/api/get-or-create-subscription', { data: { plan: 'pro' } })).json()) as { clientSecret: string };
  const paid = await page.request.post('/api/subscriptions/test/confirm', { data: { clientSecret: setup.clientSecret, cardNumber: '4242424242424242', expiry: '12/35', cvc: '123' } });
  expect(paid.status(), await paid.text()).toBe(200);

  const pdf = await page.request.get(`/api/assessments/${assessment.id}/certificate`);
  expect(pdf.status()).toBe(200);
  // One address (a wrapped line carries a link annotation of its own).
  const links = [...new Set([...(await pdf.body()).toString('latin1').matchAll(/\/URI \(([^)]*)\)/g)].map((match) => match[1]))];
  expect(links).toHaveLength(1);
  const link = new URL(links[0]);
  // The public page on the server's own origin (PUBLIC_URL is not set here), not JSON on localhost.
  expect(link.pathname).toMatch(/^\/verify\/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto(link.toString());
    await expect.poll(() => page.getByTestId('verify-valid').count(), WAIT).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Vérification du certificat');
    expect(await page.getByTestId('verify-score').textContent()).toBe(`${assessment.eligibilityScore} sur 100`);
    await expectNoSeriousA11yViolations(page, `/verify at ${viewport.width}px`);
  }
  await screenshot(page, 'verify-fr');

  // Rejected by a broker (issue 11): the same link says the certificate was revoked, and when.
  const broker = await newPage(browser, DESKTOP, 'en-GB');
  await signInWithApi(broker.page, DEMO.broker);
  const rejected = await broker.page.request.put(`/api/broker/assessments/${assessment.id}/status`, { data: { status: 'rejected', notes: 'Income could not be verified.' } });
  expect(rejected.status(), await rejected.text()).toBe(200);
  await broker.context.close();
  await page.goto(link.toString());
  await expect.poll(() => page.getByTestId('verify-revoked').count(), WAIT).toBe(1);
  const revoked = await page.getByTestId('verify-revoked').textContent();
  expect(revoked).toContain('Certificat révoqué');
  expect(revoked).toMatch(new RegExp(`révoqué le \\d{1,2} \\S+ ${new Date().getFullYear()}`));
  await expectNoSeriousA11yViolations(page, '/verify of a revoked certificate');
  // A code that does not exist says so, readably.
  await page.goto('/verify/ZZZZ-ZZZZ-ZZZZ-ZZZZ');
  await expect.poll(() => page.getByTestId('verify-invalid').count(), WAIT).toBe(1);
  await context.close();
});

test("a guest's contact message reaches the admins' Messages tab", async () => {
  const guest = await newPage(browser, PHONE, 'en-GB');
  guest.context.setDefaultTimeout(WAIT.timeout);
  await useLanguage(guest.page, 'en');
  await guest.page.goto('/contact');
  await guest.page.getByTestId('contact-submit').click();
  await expect.poll(() => guest.page.getByText('Please choose what your message is about.').count(), WAIT).toBe(1);
  const text = `How long does a broker review take? (${stamp()})`;
  await guest.page.fill('#contact-name', 'Andrei Guest');
  await guest.page.fill('#contact-email', 'andrei.guest@example.com');
  await guest.page.selectOption('#contact-topic', 'assessment');
  await guest.page.fill('#contact-message', text);
  await guest.page.getByTestId('contact-submit').click();
  await expect.poll(() => guest.page.getByTestId('contact-sent').count(), WAIT).toBe(1);
  await guest.context.close();

  const { context, page } = await newPage(browser, DESKTOP, 'en-GB');
  context.setDefaultTimeout(WAIT.timeout);
  await signInWithApi(page, DEMO.admin);
  const restoreLanguage = await useAccountLanguage(page, 'en');
  try {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto('/admin?tab=messages');
      await expect.poll(() => page.getByTestId('admin-messages').count(), WAIT).toBe(1);
      expect(await page.getByTestId('admin-message').first().textContent()).toContain(text);
      await expectNoSeriousA11yViolations(page, `/admin?tab=messages at ${viewport.width}px`);
    }
    await screenshot(page, 'admin-messages');
  } finally {
    await restoreLanguage();
    await context.close();
  }
});
