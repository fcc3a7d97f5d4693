import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot, STRONG_PASSWORD, uniqueEmail } from '../support/browser';
import { WAIT } from '../support/session';
import { choose, expectStep, fill, fillStepsTwoToSix, next, switchLanguage, useLanguage } from '../support/wizard';

/**
 * Issue 14 items 4, 5, 7 and 8 (ADR 033):
 * - en: a guest's wizard with a co-applicant, two dependants, a rate fixed for 5 years and a
 *   25-year term; the review lists them and the result is computed with them;
 * - ro: a signed-in user pins three what-if scenarios, a fourth is refused with the message,
 *   and /compare shows the three side by side;
 * - fr: the landing page's "What can I afford?" answers with the price and what limits it,
 *   without loading the engine's configuration.
 * Axe at phone and desktop on each.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).first().textContent()) ?? '').trim();
const digits = (value: string) => Number(value.replace(/\D/g, ''));

test('en: a household with a co-applicant, dependants, a 5-year fixed rate and a 25-year term, reviewed and assessed with them', async () => {
  const { context, page } = await newPage(browser, DESKTOP, 'en-GB');
  await useLanguage(page, 'en');
  await page.goto('/');
  await page.getByTestId('hero-get-started').click();
  await page.waitForURL((url) => url.pathname === '/assessment');
  await fillStepsTwoToSix(page, {
    checkValidation: false,
    onStep: async (step) => {
      if (step === 2) {
        await page.getByTestId('wizard-co-applicant-toggle').check();
        // An income without employment is refused on this step, naming the field.
        await fill(page, 'coApplicantIncome', '2000');
        await fill(page, 'monthlyIncome', '3000');
        await next(page);
        await expect.poll(() => text(page, 'error-wizard-coApplicantEmploymentType'), WAIT).toBe('Please select the co-applicant’s employment type');
        await choose(page, 'coApplicantEmploymentType', 'Permanent contract');
        await page.setViewportSize(PHONE);
        await expectNoSeriousA11yViolations(page, 'step 2 with a co-applicant (phone)');
        await page.setViewportSize(DESKTOP);
      }
      if (step === 4) {
        await fill(page, 'dependants', '2');
        await fill(page, 'coApplicantAge', '38');
      }
      if (step === 6) {
        await choose(page, 'rateType', 'Fixed for a period, then variable');
        await fill(page, 'fixedPeriodYears', '5');
        await fill(page, 'termYears', '25');
        await expectNoSeriousA11yViolations(page, 'step 6 with the rate type and term (desktop)');
      }
    },
  });

  // The review lists the household and the loan choices.
  expect(await text(page, 'review-coApplicantIncome')).toBe('€2,000');
  expect(await text(page, 'review-coApplicantIncomeCurrency')).toBe('Euro (EUR)');
  expect(await text(page, 'review-coApplicantEmploymentType')).toBe('Permanent contract');
  expect(await text(page, 'review-coApplicantAge')).toBe('38 years');
  expect(await text(page, 'review-dependants')).toBe('2');
  expect(await text(page, 'review-rateType')).toBe('Fixed for a period, then variable');
  expect(await text(page, 'review-fixedPeriodYears')).toBe('5 years');
  expect(await text(page, 'review-termYears')).toBe('25 years');
  await expectNoSeriousA11yViolations(page, 'review (desktop)');

  // What the guest's preview is asked with: the answers above, as the server takes them.
  const posted = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/assessments/preview');
  await page.getByTestId('wizard-submit').click();
  expect((await posted).postDataJSON()).toMatchObject({
    coApplicantIncome: 2000,
    coApplicantIncomeCurrency: 'EUR',
    coApplicantEmploymentType: 'permanent',
    coApplicantAge: 38,
    dependants: 2,
    rateType: 'fixed',
    fixedPeriodYears: 5,
    termYears: 25,
  });
  await page.getByTestId('guest-continue').click();
  await expect.poll(() => page.getByTestId('result-verdict').count(), WAIT).toBe(1);

  // The result is for 25 years, counts both incomes, and says what happens after the 5 fixed years.
  await expect.poll(() => text(page, 'what-if-term-slider-value'), WAIT).toBe('25 years');
  // Issue 19: the loan's bank says what it counts of the household's €5,000 (both incomes).
  await expect.poll(() => text(page, 'result-loan-basis'), WAIT).toMatch(/ counts €[\d,.]+ a month of the €5,000 earned/);
  const basis = await text(page, 'result-loan-basis');
  const counted = /counts (€[\d,.]+) a month/.exec(basis)?.[1] ?? '';
  expect(digits(counted.split('.')[0]), basis).toBeGreaterThan(3000);
  // And the household card shows who it is: the co-applicant and the two dependants.
  expect(await text(page, 'result-household-co-applicant')).toBe('38 years old · Permanent contract · €2,000 a month');
  expect(await text(page, 'result-household-dependants')).toBe('2');
  await expect.poll(() => text(page, 'result-after-fixed'), WAIT).toMatch(/5 years/);
  // A guest has nothing to pin to (scenarios are kept on the server).
  expect(await page.getByTestId('pin-scenario').count()).toBe(0);
  await expectNoSeriousA11yViolations(page, 'household result (desktop)');
  await page.setViewportSize(PHONE);
  await expectNoSeriousA11yViolations(page, 'household result (phone)');
  await screenshot(page, 'household-result-phone');
  await context.close();
});

async function nudgeIncome(page: Page, presses: number) {
  await page.getByTestId('what-if-income-slider').focus();
  for (let i = 0; i < presses; i++) await page.keyboard.press('ArrowRight');
}

test('ro: un utilizator fixează trei scenarii, al patrulea este refuzat cu mesajul, și le compară', async () => {
  const { context, page } = await newPage(browser, DESKTOP, 'ro-RO');
  await useLanguage(page, 'en');
  const registered = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('compare'), password: STRONG_PASSWORD, firstName: 'Ioana', lastName: 'Popa' },
    headers: { 'accept-language': 'en' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await page.goto('/assessment');
  await expectStep(page, 1);
  await choose(page, 'residenceCountry', 'Germany');
  await choose(page, 'originCountry', 'Romania');
  await next(page);
  await fillStepsTwoToSix(page, { checkValidation: false });
  await page.getByTestId('wizard-submit').click();
  await expect.poll(() => page.getByTestId('what-if-panel').count(), { timeout: 20_000 }).toBe(1);
  await switchLanguage(page, 'Română');
  await expect.poll(() => text(page, 'pin-scenario'), WAIT).toBe('Fixează acest scenariu');

  // Three scenarios: as submitted, then with more income twice.
  for (const [index, presses] of [0, 10, 10].entries()) {
    await nudgeIncome(page, presses);
    await page.getByTestId('pin-scenario').click();
    await expect.poll(() => text(page, 'pin-scenario-status'), WAIT).toBe(`Fixat: ${index + 1} din 3 scenarii păstrate pentru comparare.`);
  }
  await nudgeIncome(page, 10);
  await page.getByTestId('pin-scenario').click();
  await expect.poll(() => text(page, 'pin-scenario-error'), WAIT).toBe('Puteți fixa cel mult 3 scenarii. Eliminați unul pentru a fixa altul.');
  await expectNoSeriousA11yViolations(page, 'what-if with the pin refused (desktop)');

  await page.getByTestId('compare-link').click();
  await page.waitForURL((url) => url.pathname === '/compare');
  await expect.poll(() => page.locator('[data-testid^="compare-column-"]').count(), WAIT).toBe(3);
  for (const row of ['verdict', 'maxLoan', 'monthly', 'apr', 'totalCost', 'cash']) {
    for (const column of [1, 2, 3]) expect(await text(page, `compare-${row}-${column}`), `${row} ${column}`).not.toBe('');
  }
  expect(await text(page, 'compare-apr-1')).toMatch(/^\d+,\d{2}\s%$/u);
  // More income never lowers the maximum loan: the columns are in the order pinned.
  const maxima = await Promise.all([1, 2, 3].map(async (column) => digits(await text(page, `compare-maxLoan-${column}`))));
  expect(maxima[1]).toBeGreaterThanOrEqual(maxima[0]);
  expect(maxima[2]).toBeGreaterThanOrEqual(maxima[1]);
  await expectNoSeriousA11yViolations(page, 'compare (desktop)');
  await page.setViewportSize(PHONE);
  await expectNoSeriousA11yViolations(page, 'compare (phone)');
  await screenshot(page, 'compare-phone');

  // Removing one frees a place.
  await page.getByTestId('compare-remove-1').click();
  await expect.poll(() => page.locator('[data-testid^="compare-column-"]').count(), WAIT).toBe(2);
  await context.close();
});

test('fr : « Que puis-je m’offrir ? » sur la page d’accueil, sans la configuration du moteur', async () => {
  const { context, page } = await newPage(browser, PHONE, 'fr-FR');
  await useLanguage(page, 'fr');
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await page.getByTestId('landing-page').waitFor();
  await page.locator('#afford').scrollIntoViewIfNeeded();
  await page.getByTestId('afford-submit').waitFor(WAIT);

  // Nothing typed: the server's message names the field, in French.
  await page.getByTestId('afford-submit').click();
  await expect.poll(() => text(page, 'afford-error-monthlyIncome'), WAIT).toBe('Le revenu mensuel est obligatoire');
  await expectNoSeriousA11yViolations(page, 'afford with an error (phone)');

  const ask = async (income: string) => {
    await page.getByTestId('afford-monthlyIncome').fill(income);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/affordability');
    await page.getByTestId('afford-submit').click();
    expect((await answered).status()).toBe(200);
    await expect.poll(() => page.getByTestId('afford-price').count(), WAIT).toBe(1);
    return digits(await text(page, 'afford-price'));
  };
  await page.getByTestId('afford-currentSavings').fill('80 000');
  const first = await ask('3 000');
  expect(await text(page, 'afford-price')).toMatch(/^\d{1,3}(\s\d{3})*\s€$/u);
  expect(first).toBeGreaterThan(80_000);
  expect(await text(page, 'afford-limit')).toMatch(/^Limité par/);
  expect(await text(page, 'afford-assumptions')).toMatch(/emploi permanent/);
  // More income never lowers the answer.
  expect(await ask('4 500')).toBeGreaterThanOrEqual(first);

  await expectNoSeriousA11yViolations(page, 'afford answer (phone)');
  await screenshot(page, 'afford-phone');
  await page.setViewportSize(DESKTOP);
  await expectNoSeriousA11yViolations(page, 'afford answer (desktop)');
  // The landing page asked the server for the answer, never for the engine's configuration.
  expect(requested).toContain('/api/affordability');
  expect(requested).not.toContain('/api/assessments/config');
  await context.close();
});
