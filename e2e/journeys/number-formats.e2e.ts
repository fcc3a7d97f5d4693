import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { closeWithEscape, DEMO, signInWithApi, useAccountLanguage, WAIT } from '../support/backoffice';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot, STRONG_PASSWORD, uniqueEmail } from '../support/browser';
import { uiText } from '../support/session';
import { choose, expectStep, fill, next, useLanguage } from '../support/wizard';

/**
 * Issue 12, numbers as people type them: in Romanian `3.000` is three thousand and `3000,50`
 * three thousand and a half; in French `3 000,50`. The echo under the field says what was
 * understood, in the language; the review and the saved assessment hold exactly that number.
 * An entry that could mean two numbers is refused with a message, never guessed. The what-if
 * panel's typed amounts and the admin forms read numbers the same way.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Language = 'ro' | 'fr';

/** Spaces of any width as one plain space: French groups thousands with a narrow no-break space. */
const spaces = (text: string | null) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const textOf = async (page: Page, testId: string) => spaces(await page.getByTestId(testId).textContent());

/** A money amount as the page's Intl writes it in `language` (the review's own formatter). */
const money = (page: Page, amount: number, language: Language) =>
  page.evaluate(
    ([value, locale]) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: Number.isInteger(value) ? 0 : 2 }).format(value),
    [amount, language === 'ro' ? 'ro-RO' : 'fr-FR'] as const,
  );

/** The echo under an amount: "Am înțeles: 3.000,50 EUR" / "Compris : 3 000,50 EUR". */
const echoText = async (page: Page, value: string) => spaces(await uiText(page, 'translation:common.numberEcho', { value }));

interface SavedAssessment {
  monthlyIncome: string;
  desiredLoanAmount: string;
  propertyValue: string;
  status: string;
}

/** A new account in `language` (a Free plan stores one assessment a month), signed in, at step 1 of the wizard. */
async function startSignedIn(page: Page, language: Language) {
  await useLanguage(page, language);
  await page.goto('/');
  const registered = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail(`numbers-${language}`), password: STRONG_PASSWORD, firstName: 'Ioana', lastName: 'Popescu' },
    headers: { 'Accept-Language': language },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await page.goto('/assessment');
  await expectStep(page, 1);
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(language);
  const countryName = (code: string) => page.evaluate(([lang, region]) => new Intl.DisplayNames([lang], { type: 'region' }).of(region)!, [language, code] as const);
  await choose(page, 'residenceCountry', await countryName('DE'));
  await choose(page, 'originCountry', await countryName('RO'));
  await next(page);
  await expectStep(page, 2);
}

/** Steps 3 to 6 with the worked example's answers (options in the page's language), ending on the review. */
async function fillStepsThreeToSix(page: Page, amounts: { loan: string; price: string }) {
  await expectStep(page, 3);
  await choose(page, 'employmentType', await uiText(page, 'translation:enums.employmentType.permanent'));
  await fill(page, 'employmentDuration', '36');
  await next(page);
  await expectStep(page, 4);
  await choose(page, 'maritalStatus', await uiText(page, 'translation:enums.maritalStatus.married'));
  await next(page);
  await expectStep(page, 5);
  await choose(page, 'educationLevel', await uiText(page, 'translation:enums.educationLevel.master'));
  await next(page);
  await expectStep(page, 6);
  await fill(page, 'desiredLoanAmount', amounts.loan);
  await choose(page, 'propertyType', await uiText(page, 'translation:enums.propertyType.apartment'));
  await fill(page, 'propertyValue', amounts.price);
  await next(page);
  await expectStep(page, 7);
}

/** Submits from the review and gives back the saved assessment (GET /api/assessments as the signed-in user). */
async function submitAndRead(page: Page): Promise<SavedAssessment> {
  await page.getByTestId('wizard-submit').click();
  await expect.poll(() => page.getByTestId('what-if-panel').count(), WAIT).toBe(1);
  const response = await page.request.get('/api/assessments');
  expect(response.status()).toBe(200);
  const saved = (await response.json()) as SavedAssessment[];
  expect(saved).toHaveLength(1);
  return saved[0];
}

test('ro: "3.000" is 3000 and "3000,50" is 3000.50, echoed in Romanian, in the review and the saved assessment; "3,000" is asked about', async () => {
  const { context, page } = await newPage(browser, DESKTOP, 'ro-RO');
  context.setDefaultTimeout(WAIT.timeout);
  await startSignedIn(page, 'ro');

  // Three thousand, written the Romanian way: echoed as it was understood.
  await fill(page, 'monthlyIncome', '3.000');
  await expect.poll(() => textOf(page, 'wizard-monthlyIncome-echo')).toBe(await echoText(page, '3.000 EUR'));

  // "3,000" could be 3 (decimal comma) or 3000: no echo, and Next says so instead of guessing.
  await fill(page, 'monthlyIncome', '3,000');
  await expect.poll(() => textOf(page, 'wizard-monthlyIncome-echo')).toBe('');
  await next(page);
  await expectStep(page, 2);
  const ambiguity = page.getByTestId('error-wizard-monthlyIncome');
  await expect.poll(async () => spaces(await ambiguity.textContent().catch(() => '')), WAIT).toContain('3 sau 3.000');

  await fill(page, 'monthlyIncome', '3.000');
  await next(page);
  await fillStepsThreeToSix(page, { loan: '100.000', price: '120.000' });
  await expect.poll(() => textOf(page, 'review-monthlyIncome')).toBe(spaces(await money(page, 3000, 'ro')));
  await expect.poll(() => textOf(page, 'review-desiredLoanAmount')).toBe(spaces(await money(page, 100_000, 'ro')));
  // Stored as 3000 while the user goes (the signed-in draft), not 3.
  await expect
    .poll(async () => ((await (await page.request.get('/api/assessments/draft')).json()) as { draft: SavedAssessment | null }).draft?.monthlyIncome, WAIT)
    .toBe('3000.00');

  // Back to step 2 from the review: three thousand and a half, with a decimal comma.
  await page.getByTestId('wizard-review').getByRole('button', { name: await uiText(page, 'wizard:steps.2.title') }).click();
  await expectStep(page, 2);
  await expect.poll(() => page.inputValue('#wizard-monthlyIncome')).toBe('3.000');
  await fill(page, 'monthlyIncome', '3000,50');
  await expect.poll(() => textOf(page, 'wizard-monthlyIncome-echo')).toBe(await echoText(page, '3.000,50 EUR'));
  await expectNoSeriousA11yViolations(page, 'wizard income step with the echo (desktop, ro)');
  await page.setViewportSize(PHONE);
  await expectNoSeriousA11yViolations(page, 'wizard income step with the echo (phone, ro)');
  await screenshot(page, 'number-echo-phone-ro');
  await page.setViewportSize(DESKTOP);
  for (let step = 2; step < 7; step++) {
    await next(page);
    await expectStep(page, step + 1);
  }
  await expect.poll(() => textOf(page, 'review-monthlyIncome')).toBe(spaces(await money(page, 3000.5, 'ro')));

  const saved = await submitAndRead(page);
  expect(saved).toMatchObject({ monthlyIncome: '3000.50', desiredLoanAmount: '100000.00', propertyValue: '120000.00', status: 'submitted' });

  // The result says which income it counted, cents and all (not a rounded 3.001).
  await expect.poll(() => textOf(page, 'result-loan-basis')).toContain(spaces(await money(page, 3000.5, 'ro')));

  // The what-if panel starts from the saved answers, cents written in full under the income slider.
  await expect.poll(() => page.getByTestId('what-if-income-input').inputValue()).toBe('3.000,50');
  // It reads a typed amount the same way, under its slider.
  const loan = page.getByTestId('what-if-loan-input');
  await loan.fill('90.000');
  await expect.poll(() => textOf(page, 'what-if-loan-input-echo')).toBe(await echoText(page, '90.000 EUR'));
  await loan.press('Enter');
  await expect.poll(() => page.getByTestId('what-if-loan-slider').getAttribute('aria-valuenow')).toBe('90000');
  // The down payment follows (same price): 120.000 - 90.000.
  await expect.poll(() => page.getByTestId('what-if-down-payment-input').inputValue()).toBe('30.000');
  // Moving the slider writes its value in the entry.
  await page.getByTestId('what-if-loan-slider').focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => page.getByTestId('what-if-loan-input').inputValue()).toBe('91.000');
  const maxLoan = await textOf(page, 'what-if-max-loan');
  // An ambiguous entry says why, and the result stays as it was.
  await loan.fill('95,000');
  await loan.press('Enter');
  await expect.poll(async () => spaces(await page.getByTestId('what-if-loan-input-error').textContent().catch(() => '')), WAIT).toContain('95 sau 95.000');
  expect(await page.getByTestId('what-if-loan-slider').getAttribute('aria-valuenow')).toBe('91000');
  expect(await loan.getAttribute('aria-invalid')).toBe('true');
  expect(await textOf(page, 'what-if-max-loan')).toBe(maxLoan);
  await expectNoSeriousA11yViolations(page, 'what-if typed amount with its message (desktop, ro)');
  await page.getByTestId('what-if-panel').screenshot({ path: 'e2e/screenshots/number-what-if-desktop-ro.png' });
  await page.setViewportSize(PHONE);
  await expectNoSeriousA11yViolations(page, 'what-if typed amount with its message (phone, ro)');
  await page.getByTestId('what-if-panel').screenshot({ path: 'e2e/screenshots/number-what-if-phone-ro.png' });
  await context.close();
});

test('fr: "3 000,50" is 3000.50, echoed in French, in the review and the saved assessment', async () => {
  const { context, page } = await newPage(browser, PHONE, 'fr-FR');
  context.setDefaultTimeout(WAIT.timeout);
  await startSignedIn(page, 'fr');

  await fill(page, 'monthlyIncome', '3 000,50');
  await expect.poll(() => textOf(page, 'wizard-monthlyIncome-echo')).toBe(await echoText(page, '3 000,50 EUR'));
  await expectNoSeriousA11yViolations(page, 'wizard income step with the echo (phone, fr)');
  await page.setViewportSize(DESKTOP);
  await expectNoSeriousA11yViolations(page, 'wizard income step with the echo (desktop, fr)');
  await next(page);
  await fillStepsThreeToSix(page, { loan: '100 000', price: '120 000' });
  await expect.poll(() => textOf(page, 'review-monthlyIncome')).toBe(spaces(await money(page, 3000.5, 'fr')));
  await expect.poll(() => textOf(page, 'review-propertyValue')).toBe(spaces(await money(page, 120_000, 'fr')));

  const saved = await submitAndRead(page);
  expect(saved).toMatchObject({ monthlyIncome: '3000.50', desiredLoanAmount: '100000.00', propertyValue: '120000.00', status: 'submitted' });
  await context.close();
});

test('admin (ro): the bank dialog reads "500.000" as five hundred thousand and refuses "4.5" with the parser\'s message; axe at phone and desktop', async () => {
  const { context, page } = await newPage(browser, DESKTOP, 'ro-RO');
  context.setDefaultTimeout(WAIT.timeout);
  await signInWithApi(page, DEMO.admin);
  const restoreLanguage = await useAccountLanguage(page, 'ro');
  try {
    await page.goto('/admin');
    await page.getByTestId('admin-tab-banks').click();
    await expect.poll(() => page.getByTestId('add-bank').count(), WAIT).toBe(1);
    await page.getByTestId('add-bank').click();
    const dialog = page.getByTestId('bank-dialog');
    await expect.poll(() => dialog.isVisible(), WAIT).toBe(true);
    await dialog.getByTestId('bank-min-loan').fill('500.000');
    await expect.poll(() => textOf(page, 'bank-min-loan-echo')).toBe(await echoText(page, '500.000'));
    await dialog.getByTestId('bank-max-loan').fill('1.000.000,50');
    await expect.poll(() => textOf(page, 'bank-max-loan-echo')).toBe(await echoText(page, '1.000.000,50'));
    // Four and a half written the English way: refused with how Romanian writes it, naming the field.
    await dialog.getByTestId('bank-rate-min').fill('4.5');
    await dialog.getByTestId('bank-rate-max').fill('6,25');
    await dialog.getByTestId('bank-save').click();
    const rateError = dialog.locator('#bank-rate-min-error');
    await expect.poll(async () => spaces(await rateError.textContent().catch(() => '')), WAIT).toContain('4,5');
    expect(spaces(await rateError.textContent())).toContain(await uiText(page, 'admin:banks.rateMin'));
    expect(await dialog.getByTestId('bank-rate-min').getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.locator('#bank-max-loan-error').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'admin bank dialog with a localized amount (desktop, ro)');
    await page.setViewportSize(PHONE);
    await expectNoSeriousA11yViolations(page, 'admin bank dialog with a localized amount (phone, ro)');
    await screenshot(page, 'number-admin-bank-phone-ro');
    // Nothing is created: the dialog is left.
    await closeWithEscape(page, dialog);
  } finally {
    await restoreLanguage();
    await context.close();
  }
});
