import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, launchBrowser, PHONE, screenshot, STRONG_PASSWORD, uniqueEmail } from '../support/browser';
import { startServerWithMail, type ServerWithMail } from '../support/server-with-mail';
import { uiText, WAIT } from '../support/session';

/**
 * Issue 20: a forgotten password. The product runs with a local SMTP server (smtp-server), so
 * the reset e-mail really leaves it; the person reads it, opens the link in a new browser, sets
 * a new password and is in; the browser they were signed in on before is signed out.
 */
let browser: Browser;
let product: ServerWithMail;

beforeAll(async () => {
  product = await startServerWithMail('reset');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** A browser of its own (cookies, storage) on this journey's server, showing `language`. */
async function openBrowser(viewport = DESKTOP, language: 'ro' | 'en' | 'fr' = 'ro'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: product.server.url, viewport, locale: { ro: 'ro-RO', en: 'en-GB', fr: 'fr-FR' }[language] });
  await context.addInitScript((chosen) => {
    window.localStorage.setItem('preferredLanguage', chosen);
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`));
  }, language);
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT.timeout);
  return { context, page };
}

/** The reset link in the newest e-mail to `address`. */
async function resetLinkFor(address: string): Promise<string> {
  await expect.poll(() => product.smtp.received.some((email) => email.to.includes(address)), { timeout: 15_000 }).toBe(true);
  const email = product.smtp.received.filter((received) => received.to.includes(address)).at(-1)!;
  const link = /http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(email.text)?.[0];
  expect(link, email.text).toBeTruthy();
  return link!;
}

const NEW_PASSWORD = 'Sibiu-Ploiesti-2027?';

test('forgot password: e-mail, new password, signed in here and out everywhere else; old password and used link refused', async () => {
  const email = uniqueEmail('reset');
  // The first browser: the person is signed in there (registered through the API, in Romanian).
  const first = await openBrowser();
  const registered = await first.page.request.post('/api/auth/register', {
    data: { email, password: STRONG_PASSWORD, firstName: 'Ioana', lastName: 'Stan' },
    headers: { 'accept-language': 'ro' },
  });
  expect(registered.status()).toBe(201);
  await first.page.goto('/settings');
  await expect.poll(() => first.page.url(), WAIT).toContain('/settings');

  // A new phone: login → "Ați uitat parola?" → the address.
  const phone = await openBrowser(PHONE);
  const { page } = phone;
  await page.goto('/login');
  await expectNoSeriousA11yViolations(page, 'the login page with its "Forgot password?" link (phone)');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('link', { name: await uiText(page, 'translation:auth.login.forgotLink') }).click();
  await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/forgot-password');
  await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Ați uitat parola?' }).count(), WAIT).toBe(1);
  // The address typed on the login page came along.
  await expect.poll(() => page.getByLabel('E-mail', { exact: true }).inputValue(), WAIT).toBe(email);
  await expectNoSeriousA11yViolations(page, 'the forgot-password page (phone, ro)');
  await page.getByRole('button', { name: 'Trimite linkul' }).click();
  const confirmation = await uiText(page, 'password-reset:forgot.sent', { email });
  await expect.poll(() => page.getByRole('status').filter({ hasText: confirmation }).count(), WAIT).toBe(1);
  await screenshot(page, 'forgot-password-sent-ro-phone');

  // The e-mail arrives, in the account's language, and its link opens the reset page.
  const link = await resetLinkFor(email);
  expect(product.smtp.received.at(-1)!.subject).toBe('Alegeți o parolă nouă pentru contul Acasa');
  await page.goto(link);
  await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Alegeți o parolă nouă' }).count(), WAIT).toBe(1);
  await expectNoSeriousA11yViolations(page, 'the reset-password page (phone, ro)');

  // The registration rules, and the two fields must agree; said under the field.
  await page.getByLabel('Parola nouă', { exact: true }).fill('scurta');
  await page.getByLabel('Repetați parola nouă', { exact: true }).fill('alta');
  await page.getByRole('button', { name: 'Salvează parola și intră în cont' }).click();
  await expect.poll(() => page.getByText('Cele două parole nu sunt la fel.').count(), WAIT).toBe(1);
  await expect.poll(() => page.getByLabel('Parola nouă', { exact: true }).getAttribute('aria-invalid'), WAIT).toBe('true');
  await expectNoSeriousA11yViolations(page, 'the reset-password page with errors');

  // The keyboard alone: a new password, typed twice, Enter.
  await page.getByLabel('Parola nouă', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Repetați parola nouă', { exact: true }).fill(NEW_PASSWORD);
  await page.keyboard.press('Enter');
  await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/');
  await expect.poll(() => page.getByText('Parola a fost schimbată').count(), WAIT).toBeGreaterThan(0);
  await expect.poll(() => page.getByRole('heading', { level: 1, name: /Ioana/ }).count(), WAIT).toBe(1);
  await screenshot(page, 'reset-password-signed-in-ro-phone');

  // The first browser is signed out: a reload lands on the login page.
  await first.page.reload();
  await expect.poll(() => new URL(first.page.url()).pathname, WAIT).toBe('/login');

  // The old password no longer works; the new one does.
  await first.page.getByLabel('E-mail', { exact: true }).fill(email);
  await first.page.getByLabel('Parolă', { exact: true }).fill(STRONG_PASSWORD);
  await first.page.getByRole('button', { name: 'Autentificare', exact: true }).click();
  const invalid = await uiText(first.page, 'translation:auth.login.invalidCredentials');
  await expect.poll(() => first.page.getByText(invalid).count(), WAIT).toBeGreaterThan(0);
  expect((await first.page.request.post('/api/auth/login', { data: { email, password: NEW_PASSWORD } })).status()).toBe(200);

  // The used link is refused, with a way to ask for a new one.
  await page.goto(link);
  await page.getByLabel('Parola nouă', { exact: true }).fill('Alta-Parola-2028!');
  await page.getByLabel('Repetați parola nouă', { exact: true }).fill('Alta-Parola-2028!');
  await page.getByRole('button', { name: 'Salvează parola și intră în cont' }).click();
  const problem = page.getByRole('alert').filter({ hasText: 'Acest link de resetare a parolei a fost deja folosit' });
  await expect.poll(() => problem.count(), WAIT).toBe(1);
  await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Linkul nu mai poate fi folosit' }).count(), WAIT).toBe(1);
  await expectNoSeriousA11yViolations(page, 'a used reset link');
  await page.getByRole('link', { name: 'Cereți un link nou' }).click();
  await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/forgot-password');

  await first.context.close();
  await phone.context.close();
});

test('an unknown address gets the very same confirmation, and no e-mail leaves', async () => {
  const { context, page } = await openBrowser();
  const nobody = uniqueEmail('nobody');
  const before = product.smtp.received.length;
  await page.goto('/forgot-password');
  await page.getByLabel('E-mail', { exact: true }).fill(nobody);
  await page.getByRole('button', { name: 'Trimite linkul' }).click();
  const confirmation = await uiText(page, 'password-reset:forgot.sent', { email: nobody });
  await expect.poll(() => page.getByRole('status').filter({ hasText: confirmation }).count(), WAIT).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(product.smtp.received.slice(before).some((email) => email.to.includes(nobody))).toBe(false);
  await context.close();
});

test.each([
  ['en', 'Forgot your password?', 'Send the link', 'Choose a new password', 'This reset link is incomplete. Open it again from the e-mail, or ask for a new one.'],
  ['fr', 'Mot de passe oublié\u00a0?', 'Envoyer le lien', 'Choisissez un nouveau mot de passe', 'Ce lien de réinitialisation est incomplet. Ouvrez-le de nouveau depuis l’e-mail, ou demandez-en un nouveau.'],
  ['ro', 'Ați uitat parola?', 'Trimite linkul', 'Alegeți o parolă nouă', 'Linkul de resetare este incomplet. Deschideți-l din nou din e-mail sau cereți unul nou.'],
] as const)('the pages in %s, an expired link, and axe on a phone', async (language, forgotTitle, send, resetTitle, incomplete) => {
  const { context, page } = await openBrowser(PHONE, language);
  await page.goto('/login');
  await page.getByRole('link', { name: await uiText(page, 'translation:auth.login.forgotLink') }).click();
  await expect.poll(() => page.getByRole('heading', { level: 1, name: forgotTitle }).count(), WAIT).toBe(1);
  await expect.poll(() => page.getByRole('button', { name: send }).count(), WAIT).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoSeriousA11yViolations(page, `the forgot-password page (${language})`);

  // A link cut short by a mail client.
  await page.goto('/reset-password?token=abc');
  await expect.poll(() => page.getByRole('alert').filter({ hasText: incomplete }).count(), WAIT).toBe(1);

  // A real link, an hour old: the server's reason, in this language.
  const email = uniqueEmail(`expired-${language}`);
  expect((await page.request.post('/api/auth/register', { data: { email, password: STRONG_PASSWORD, firstName: 'Ana', lastName: 'Pop' }, headers: { 'accept-language': language } })).status()).toBe(201);
  await page.request.post('/api/auth/logout');
  expect((await page.request.post('/api/auth/forgot-password', { data: { email } })).status()).toBe(200);
  const first = await resetLinkFor(email);
  expect((await page.request.post('/api/auth/forgot-password', { data: { email } })).status()).toBe(200);
  await expect.poll(() => product.smtp.received.filter((received) => received.to.includes(email)).length, { timeout: 15_000 }).toBe(2);
  // Asking again voided the first link: it reads as expired.
  await page.goto(first);
  await expect.poll(() => page.getByRole('heading', { level: 1, name: resetTitle }).count(), WAIT).toBe(1);
  await expectNoSeriousA11yViolations(page, `the reset-password page (${language})`);
  await page.locator('#reset-password').fill(NEW_PASSWORD);
  await page.locator('#reset-confirm').fill(NEW_PASSWORD);
  await page.locator('form button[type=submit]').click();
  const expired = await uiText(page, 'translation:errors.resetLinkExpired');
  await expect.poll(() => page.getByRole('alert').filter({ hasText: expired }).count(), WAIT).toBe(1);
  await screenshot(page, `reset-link-expired-${language}-phone`);
  await context.close();
});

test('during a password-guessing attack the owner is told how to get in, and gets in by a reset (runs last: it fills the login limits)', async () => {
  const email = uniqueEmail('attacked');
  const owner = await openBrowser(PHONE);
  const { page } = owner;
  expect((await page.request.post('/api/auth/register', { data: { email, password: STRONG_PASSWORD, firstName: 'Radu', lastName: 'Ene' } })).status()).toBe(201);
  await page.request.post('/api/auth/logout');
  // Someone guesses the password from another browser, more times than the minute allows.
  const attacker = await browser.newContext({ baseURL: product.server.url });
  for (let i = 0; i < 12; i++) await attacker.request.post('/api/auth/login', { data: { email, password: `Guess-${i}-2026!` } });

  // The owner, on a new phone, with the right password: refused, and told what works.
  await page.goto('/login');
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(STRONG_PASSWORD);
  await page.locator('form button[type=submit]').click();
  const lockedOut = await uiText(page, 'translation:auth.login.lockedOut');
  await expect.poll(() => page.getByText(lockedOut).count(), WAIT).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Ați uitat parola?' }).click();
  await page.getByRole('button', { name: 'Trimite linkul' }).click();
  await page.goto(await resetLinkFor(email));
  await page.getByLabel('Parola nouă', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Repetați parola nouă', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Salvează parola și intră în cont' }).click();
  await expect.poll(() => page.getByRole('heading', { level: 1, name: /Radu/ }).count(), WAIT).toBe(1);
  // The attacker is still refused, even with the new password.
  expect((await attacker.request.post('/api/auth/login', { data: { email, password: NEW_PASSWORD } })).status()).toBe(429);
  await attacker.close();
  await owner.context.close();
});
