import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot, STRONG_PASSWORD } from '../support/browser';
import { registerWithAssessment, uiText, WAIT } from '../support/workspace';
import { choose, expectStep, fillStepsTwoToSix, next, useLanguage } from '../support/wizard';

/**
 * Issue 12, never lose work (in English): a guest's result survives a reload; on a phone the
 * verdict and the maximum loan are on the result's first screen; a Free user who has used the
 * month's assessment is told before step 1 (with the date it renews and the upgrade offer) and
 * still gets the result as a preview; a guest who signs in to an account at its limit keeps the
 * result on screen, told it was not saved. Each notice passes axe at phone and desktop size.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A phone's screen (iPhone 12-15): the first screen of the result is what shows here unscrolled. */
const PHONE_SCREEN = { width: 390, height: 844 };

/** Step 1 to the review as a person does it: Germany to Romania, the worked example's answers. */
async function fillWizard(page: Page) {
  await expectStep(page, 1);
  await choose(page, 'residenceCountry', 'Germany');
  await choose(page, 'originCountry', 'Romania');
  await next(page);
  await fillStepsTwoToSix(page, { checkValidation: false });
}

/** Where an element is on the page's first screen: its box, and the page scrolled to the top. */
async function isOnFirstScreen(page: Page, testId: string): Promise<boolean> {
  return page.getByTestId(testId).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return window.scrollY === 0 && box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
  });
}

async function expectAxeAtBothSizes(page: Page, where: string, back: { width: number; height: number }) {
  await page.setViewportSize(PHONE);
  await expectNoSeriousA11yViolations(page, `${where} (phone)`);
  await page.setViewportSize(DESKTOP);
  await expectNoSeriousA11yViolations(page, `${where} (desktop)`);
  await page.setViewportSize(back);
}

test('a guest reloads on the result and still sees it (verdict and maximum loan on a phone\'s first screen); signing in to an account at its limit keeps it on screen, not saved', async () => {
  // The account the guest will sign in to: its month's assessment is already used.
  const owner = await newPage(browser, DESKTOP, 'en-GB');
  const { email } = await registerWithAssessment(owner.page, 'Ilinca');
  await owner.context.close();

  const { context, page } = await newPage(browser, PHONE_SCREEN, 'en-GB');
  context.setDefaultTimeout(WAIT.timeout);
  await useLanguage(page, 'en');
  await page.goto('/assessment');
  await fillWizard(page);
  await page.getByTestId('wizard-submit').click();
  await expect.poll(() => page.getByTestId('guest-complete-dialog').count(), WAIT).toBe(1);
  await page.getByTestId('guest-continue').click();
  await expect.poll(() => page.getByTestId('guest-complete-dialog').count(), WAIT).toBe(0);

  // The worked example: banks lend €96,000; the verdict and that amount are on the first screen.
  const maxLoan = page.getByTestId('result-max-loan');
  await expect.poll(() => maxLoan.textContent(), WAIT).toContain('96,000');
  const verdictTitle = (await page.getByTestId('result-verdict').getByRole('heading').first().textContent()) ?? '';
  expect(verdictTitle).not.toBe('');
  const score = await page.getByTestId('result-verdict-score').textContent();
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await isOnFirstScreen(page, 'result-max-loan'), 'maximum loan on the first screen at 390×844').toBe(true);
  expect(
    await page.getByTestId('result-verdict').getByRole('heading').first().evaluate((heading) => heading.getBoundingClientRect().bottom <= window.innerHeight),
    'verdict title on the first screen at 390×844',
  ).toBe(true);
  await page.screenshot({ path: 'e2e/screenshots/never-lose-work-first-screen-phone.png' });

  // A reload (or a phone dropping the tab): the same result, not the wizard.
  await page.reload();
  await expect.poll(() => maxLoan.textContent(), WAIT).toContain('96,000');
  expect(await page.getByTestId('result-verdict').getByRole('heading').first().textContent()).toBe(verdictTitle);
  expect(await page.getByTestId('result-verdict-score').textContent()).toBe(score);
  expect(await page.getByTestId('wizard-step-indicator').count()).toBe(0);
  expect(await page.getByTestId('result-save').count()).toBe(1);
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await isOnFirstScreen(page, 'result-max-loan'), 'maximum loan on the first screen after the reload').toBe(true);
  await expectAxeAtBothSizes(page, 'kept guest result after a reload', PHONE_SCREEN);

  // Save -> sign in to the account whose month is used: the result stays, said not saved, with the upgrade.
  await page.getByTestId('result-save').click();
  await page.getByTestId('guest-login').click();
  await page.waitForURL((url) => url.pathname === '/login');
  await page.fill('#login-email', email);
  await page.fill('#login-password', STRONG_PASSWORD);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => url.pathname === '/assessment', WAIT);
  const notice = page.getByTestId('result-preview-only');
  await expect.poll(() => notice.textContent(), WAIT).toContain(await uiText(page, 'wizard:planLimit.notSavedAfterSignIn'));
  expect(await notice.getByRole('link', { name: await uiText(page, 'wizard:planLimit.upgrade') }).getAttribute('href')).toBe('/pricing');
  await expect.poll(() => maxLoan.textContent(), WAIT).toContain('96,000');
  expect(await page.getByTestId('result-verdict-score').textContent()).toBe(score);
  const stored = (await (await page.request.get('/api/assessments')).json()) as unknown[];
  expect(stored).toHaveLength(1);
  await expectAxeAtBothSizes(page, 'result kept after signing in at the limit, with its notice', PHONE_SCREEN);
  await screenshot(page, 'never-lose-work-not-saved-phone');
  await context.close();
});

test('a Free user at the limit is told before step 1 (renewal date, upgrade) and still sees the result as a preview', async () => {
  const { context, page } = await newPage(browser, DESKTOP, 'en-GB');
  context.setDefaultTimeout(WAIT.timeout);
  await useLanguage(page, 'en');
  await registerWithAssessment(page, 'Sorina');
  const dashboard = (await (await page.request.get('/api/dashboard')).json()) as { plan: { remainingThisMonth: number; limitRenewsOn: string } };
  expect(dashboard.plan.remainingThisMonth).toBe(0);
  // The calendar month is UTC: the limit starts again on the 1st of next month.
  const now = new Date();
  const renewsOn = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
  expect(dashboard.plan.limitRenewsOn).toBe(renewsOn);

  await page.goto('/assessment');
  const notice = page.getByTestId('wizard-plan-limit');
  await expect.poll(() => notice.count(), WAIT).toBe(1);
  await expectStep(page, 1);
  // Before step 1: above the first question, saying the date and offering the upgrade.
  const [noticeBottom, stepTop] = await Promise.all([
    notice.evaluate((element) => element.getBoundingClientRect().bottom),
    page.getByTestId('wizard-residenceCountry').evaluate((element) => element.getBoundingClientRect().top),
  ]);
  expect(noticeBottom).toBeLessThan(stepTop);
  const date = await page.evaluate(
    (iso) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`)),
    renewsOn,
  );
  expect(await notice.getByRole('heading').textContent()).toBe("You have used this month's free assessment");
  expect(await notice.textContent()).toContain(await uiText(page, 'wizard:planLimit.text', { date }));
  expect(await notice.getByRole('link', { name: await uiText(page, 'wizard:planLimit.upgrade') }).getAttribute('href')).toBe('/pricing');
  await expectAxeAtBothSizes(page, 'plan-limit notice before step 1', DESKTOP);
  await screenshot(page, 'never-lose-work-limit-notice');

  // Every step still leads to a result: a preview, said so, and nothing stored.
  await fillWizard(page);
  await page.getByTestId('wizard-submit').click();
  const preview = page.getByTestId('result-preview-only');
  await expect.poll(() => preview.textContent(), WAIT).toContain(await uiText(page, 'wizard:planLimit.preview'));
  await expect.poll(() => page.getByTestId('result-max-loan').textContent(), WAIT).toContain('96,000');
  expect(await page.locator('li[data-swipe-direction][data-state="open"]').count()).toBe(0);
  // Still the one submitted assessment; the answers stay as the draft they were while typing.
  const stored = (await (await page.request.get('/api/assessments')).json()) as Array<{ status: string }>;
  expect(stored.map((assessment) => assessment.status).sort()).toEqual(['draft', 'submitted']);
  await expectAxeAtBothSizes(page, 'preview result with its notice', DESKTOP);
  await context.close();
});

test('a common password gets one message, under the field, and no "something went wrong"', async () => {
  const { context, page } = await newPage(browser, DESKTOP, 'en-GB');
  context.setDefaultTimeout(WAIT.timeout);
  await useLanguage(page, 'en');
  await page.goto('/register');
  await page.fill('#register-first-name', 'Elena');
  await page.fill('#register-last-name', 'Marin');
  await page.fill('#register-email', `common-${Date.now().toString(36)}@example.com`);
  // Passes every rule the form checks (length, cases, digit, symbol), and is on the common list.
  await page.fill('#register-password', 'Password1!');
  await page.locator('form button[type=submit]').click();
  const error = page.locator('#register-password-error');
  await expect.poll(() => error.textContent().catch(() => ''), WAIT).toBe(await uiText(page, 'translation:validation.password.common'));
  await expect.poll(() => page.evaluate(() => document.activeElement?.id), WAIT).toBe('register-password');
  // Nothing else says it: no toast, no other message on the form.
  await page.waitForTimeout(500);
  expect(await page.locator('li[data-swipe-direction][data-state="open"]').count()).toBe(0);
  expect(await page.locator('form .text-destructive').count()).toBe(1);
  expect(page.url()).toContain('/register');
  await expectNoSeriousA11yViolations(page, 'register with a common password');
  await context.close();
});
