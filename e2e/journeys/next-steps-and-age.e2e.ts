import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { uiText, WAIT } from '../support/backoffice';
import { launchBrowser, newPage } from '../support/browser';
import {
  expectSectionsAccessible,
  LOCALE,
  money,
  PHONE_390,
  plain,
  plainTextOf,
  resultTextOutsideSchemes,
  screenshotFromTop,
  waitForResultDetails,
  type Language,
} from '../support/result';
import { fillWizard, submitWizard, type WizardAnswers } from '../support/wizard-answers';
import { useLanguage } from '../support/wizard';

/**
 * Issue 19's dead ends, as guests in en, ro and fr:
 * - a Hungarian living in Vienna, paid €3,200, buys a €110,000 flat in Hungary: a forint loan from
 *   a named bank, its payment (the offer's), the FX table, no "not eligible" words, and the
 *   banks' condition (Hungarian citizens with a permanent address in Hungary) in their cards;
 * - a 68-year-old in Madrid buys a €90,000 flat in Bulgaria with €40,000 saved: not eligible, the
 *   reason names the banks' age limit, next steps with numbers (buying outright: the cash needed
 *   and the shortfall), "ask a broker"; no payment, no own-funds card, no down payment of the
 *   whole price, no term the banks refuse on the what-if slider;
 * - a 62-year-old with the same answers: the term, the payment and the slider agree (the payment
 *   is the offer's over the term its bank allows; the slider offers no longer term).
 * Axe on the new sections at 390 × 844 and desktop; the loan currency stated; screenshots.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The engine's stored answer for the same input, for figures the page must agree with. */
interface Preview {
  verdict: string;
  monthlyPayment: number | null;
  loan: { bankName: string; currency: string; amount: number; monthlyPayment: number; termMonths: number; amountInLoanCurrency: number } | null;
  nextSteps: Array<{ key: string; values: Record<string, number | string> }>;
  bankRecommendations: Array<{ name: string; termMonths: number }>;
}

const hungarianInVienna: WizardAnswers = {
  residenceCountry: 'AT',
  originCountry: 'HU',
  monthlyIncome: '3200',
  incomeCurrency: 'EUR',
  employmentType: 'permanent',
  employmentDuration: '48',
  maritalStatus: 'single',
  age: '41',
  educationLevel: 'bachelor',
  propertyType: 'apartment',
  propertyValue: '110000',
  desiredLoanAmount: '80000',
  currentSavings: '35000',
};

const buyerInMadrid = (age: number): WizardAnswers => ({
  residenceCountry: 'ES',
  originCountry: 'BG',
  monthlyIncome: '2600',
  incomeCurrency: 'EUR',
  employmentType: 'permanent',
  employmentDuration: '120',
  maritalStatus: 'married',
  age: String(age),
  educationLevel: 'bachelor',
  propertyType: 'apartment',
  propertyValue: '90000',
  desiredLoanAmount: '50000',
  currentSavings: '40000',
});

/** The guest's result for these answers, and what the server computes for the same input. */
async function guestResult(page: Page, answers: WizardAnswers, language: Language): Promise<Preview> {
  await useLanguage(page, language);
  await page.goto('/assessment');
  await fillWizard(page, answers);
  const posted = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/assessments/preview');
  await submitWizard(page, { isGuest: true });
  const preview = (await (await posted).json()) as { result?: Preview } & Preview;
  await waitForResultDetails(page);
  return preview.result ?? preview;
}

const NOT_ELIGIBLE_WORDS = async (page: Page) => [
  plain(await uiText(page, 'result:verdict.title.not_eligible')),
  plain(await uiText(page, 'result:nextSteps.title')),
];

async function hungarianEuroEarner(language: Language) {
  const { context, page } = await newPage(browser, PHONE_390, LOCALE[language]);
  context.setDefaultTimeout(WAIT.timeout);
  const eurCents = (amount: number) => money(amount, 'EUR', language, { cents: true });
  const engine = await guestResult(page, hungarianInVienna, language);
  expect(engine.loan, 'a forint loan').not.toBeNull();
  const loan = engine.loan!;
  expect(loan.currency).toBe('HUF');

  // A forint loan from a named bank, and its first instalment: the offer's, on every line that shows one.
  await expect.poll(() => page.getByTestId('result-verdict').getAttribute('data-verdict'), WAIT).toBe('eligible');
  expect(await plainTextOf(page, 'result-headline-label')).toContain(loan.bankName);
  expect(await plainTextOf(page, 'result-loan-bank')).toMatch(new RegExp(`^${loan.bankName} · .*HUF$`));
  expect(await plainTextOf(page, 'result-loan-amount-currency')).toContain(money(loan.amountInLoanCurrency, 'HUF', language));
  for (const testId of ['result-monthly-payment', 'what-if-payment']) {
    await expect.poll(() => plainTextOf(page, testId), WAIT).toBe(eurCents(loan.monthlyPayment));
  }
  expect(await plainTextOf(page, 'result-verdict-loan')).toContain(eurCents(loan.monthlyPayment));
  const first = page.locator('[data-testid="result-bank"][data-loan]');
  expect(await plainTextOf(first, 'result-bank-payment')).toBe(eurCents(loan.monthlyPayment));
  // The FX table: the euro's fall against the forint, the first row the same payment.
  const fx = page.getByTestId('result-fx-shock');
  expect(await fx.getByTestId('result-fx-scenario').count()).toBe(3);
  expect(plain((await fx.locator('tbody tr').first().textContent()) ?? '')).toContain(eurCents(loan.monthlyPayment));
  // No "not eligible" words, no next steps: a loan is possible.
  const page_ = plain(await resultTextOutsideSchemes(page));
  for (const words of await NOT_ELIGIBLE_WORDS(page)) expect(page_).not.toContain(words);
  expect(await page.getByTestId('result-next-steps').count()).toBe(0);
  // Each Hungarian bank's card says on what condition it counts income earned abroad.
  const banks = page.getByTestId('result-bank');
  await expect.poll(() => banks.count(), WAIT).toBeGreaterThan(0);
  const condition = plain(await uiText(page, 'result:banks.countryCondition.HU'));
  for (let index = 0; index < (await banks.count()); index++) {
    expect(await plainTextOf(banks.nth(index), 'result-bank-condition')).toBe(condition);
  }
  // The only currency is said, not offered as a choice.
  expect(await page.getByTestId('result-loan-currency').count()).toBe(0);

  await expectSectionsAccessible(page, `the Hungarian euro earner's result (${language})`, ['result-loan', 'result-fx-shock', 'result-household', 'result-bank-list']);
  await screenshotFromTop(page, `hungary-eur-earner-phone-${language}`);
  await context.close();
}

test('en: a Hungarian paid in euros in Vienna gets a forint loan from a named bank, its FX table and the banks’ condition', () => hungarianEuroEarner('en'));
test('ro: un maghiar plătit în euro la Viena primește un credit în forinți de la o bancă numită, tabelul valutar și condiția băncilor', () =>
  hungarianEuroEarner('ro'));
test('fr : un Hongrois payé en euros à Vienne obtient un prêt en forints d’une banque nommée, le tableau de change et la condition des banques', () =>
  hungarianEuroEarner('fr'));

/** The what-if term slider's range and value, and its hint. */
async function termSlider(page: Page) {
  const slider = page.getByTestId('what-if-term-slider');
  await expect.poll(() => slider.count(), WAIT).toBe(1);
  const [min, max, value] = await Promise.all(['aria-valuemin', 'aria-valuemax', 'aria-valuenow'].map(async (name) => Number(await slider.getAttribute(name))));
  return { min, max, value };
}

async function buyerAt68(language: Language) {
  const { context, page } = await newPage(browser, PHONE_390, LOCALE[language]);
  context.setDefaultTimeout(WAIT.timeout);
  const eur = (amount: number) => money(amount, 'EUR', language);
  const engine = await guestResult(page, buyerInMadrid(68), language);
  await expect.poll(() => page.getByTestId('result-verdict').getAttribute('data-verdict'), WAIT).toBe('not_eligible');
  // The reason names the banks' age limit.
  const why = await plainTextOf(page, 'result-verdict-reasons');
  expect(why).toMatch(/\b70\b/);
  expect(why).toMatch(/\b68\b/);
  // No figure of a loan that cannot be made: no headline, payment, own funds, ratios; no down payment of the whole price.
  for (const testId of ['result-max-loan', 'result-verdict-loan', 'result-loan', 'result-monthly-payment', 'result-own-funds', 'result-dsti']) {
    expect(await page.getByTestId(testId).count(), testId).toBe(0);
  }
  await expect.poll(() => plainTextOf(page, 'what-if-payment'), WAIT).toBe(plain(await uiText(page, 'result:whatIf.noLoan')));
  // The down payment is what was put down (the price less the loan asked), never the whole price.
  const downPayment = page.getByTestId('what-if-down-payment-slider');
  expect(Number(await downPayment.getAttribute('aria-valuenow'))).toBe(40_000);
  expect(await plainTextOf(page, 'what-if-down-payment-slider-value')).toBe(eur(40_000));
  // Next steps with numbers: buying outright (the cash needed, the shortfall), then a broker.
  const outright = engine.nextSteps.find((step) => step.key.endsWith('.buyOutright'));
  expect(outright).toBeTruthy();
  const steps = page.getByTestId('result-next-step');
  const buy = page.locator('[data-testid="result-next-step"][data-step="buyOutright"]');
  expect(await buy.count()).toBe(1);
  const buyText = plain((await buy.textContent()) ?? '');
  expect(buyText).toContain(eur(Number(outright!.values.cashNeeded)));
  expect(buyText).toContain(eur(Number(outright!.values.shortfall)));
  expect(Number(outright!.values.shortfall)).toBe(Number(outright!.values.cashNeeded) - 40_000);
  expect(await steps.last().getAttribute('data-step')).toBe('askBroker');
  const askBroker = page.getByTestId('result-ask-broker');
  expect(await askBroker.getAttribute('href')).toBe('/contact');
  // No term slider: every term it could offer (5 years and more) is one the banks refuse at 68.
  await expect.poll(() => page.getByTestId('what-if-income-slider').count(), WAIT).toBe(1);
  expect(await page.getByTestId('what-if-term-slider').count()).toBe(0);
  await expectSectionsAccessible(page, `the 68-year-old's next steps (${language})`, ['result-next-steps', 'result-household', 'result-bank-list']);
  await screenshotFromTop(page, `older-buyer-68-phone-${language}`);
  // "Ask a broker" leads to the contact form.
  await askBroker.click();
  await page.waitForURL((url) => url.pathname === '/contact');
  await context.close();
}

test('en: at 68, not eligible: the banks’ age limit, buying outright with its numbers, a broker; no payment', () => buyerAt68('en'));
test('ro: la 68 de ani, neeligibil: limita de vârstă a băncilor, cumpărarea fără credit cu cifrele ei, un broker; nicio rată', () => buyerAt68('ro'));
test('fr : à 68 ans, non éligible : la limite d’âge des banques, l’achat comptant chiffré, un courtier ; aucune mensualité', () => buyerAt68('fr'));

async function buyerAt62(language: Language) {
  const { context, page } = await newPage(browser, PHONE_390, LOCALE[language]);
  context.setDefaultTimeout(WAIT.timeout);
  const eurCents = (amount: number) => money(amount, 'EUR', language, { cents: true });
  const engine = await guestResult(page, buyerInMadrid(62), language);
  const years = (months: number) => months / 12;
  if (engine.loan) {
    const { loan } = engine;
    // The payment is the offer's, over the term its bank allows (a loan repaid by its age limit).
    for (const testId of ['result-monthly-payment', 'what-if-payment']) {
      await expect.poll(() => plainTextOf(page, testId), WAIT).toBe(eurCents(loan.monthlyPayment));
    }
    const verdictLoan = await plainTextOf(page, 'result-verdict-loan');
    expect(verdictLoan).toContain(eurCents(loan.monthlyPayment));
    expect(verdictLoan).toMatch(new RegExp(`(^|\\D)${years(loan.termMonths)}\\D`));
    // The slider stands at that term and offers none longer than a partner bank would lend this buyer.
    const longest = Math.max(...engine.bankRecommendations.map((bank) => bank.termMonths)) / 12;
    const slider = await termSlider(page);
    expect(slider.value).toBe(years(loan.termMonths));
    expect(slider.max).toBe(Math.floor(longest));
    expect(slider.min).toBeGreaterThanOrEqual(5);
    expect(plain(await plainTextOf(page, 'what-if-term-slider-value'))).toMatch(new RegExp(`^${years(loan.termMonths)}\\D`));
    // Its hint says whose limit it is.
    const hintId = await page.getByTestId('what-if-term-slider').getAttribute('aria-describedby');
    expect(plain((await page.locator(`[id="${hintId}"]`).textContent()) ?? '')).toContain(loan.bankName);
    // The shortest (Home): a 5-year loan, one payment on the page; the longest (End): the offer again.
    const slide = page.getByTestId('what-if-term-slider');
    await slide.focus();
    await page.keyboard.press('Home');
    await expect.poll(async () => (await termSlider(page)).value, WAIT).toBe(slider.min);
    await expect.poll(() => plainTextOf(page, 'result-verdict-loan'), WAIT).toMatch(new RegExp(`(^|\\D)${slider.min}\\D`));
    const shorter = await plainTextOf(page, 'result-monthly-payment');
    expect(shorter).not.toBe(eurCents(loan.monthlyPayment));
    expect(await plainTextOf(page, 'what-if-payment')).toBe(shorter);
    expect(await plainTextOf(page, 'result-verdict-loan')).toContain(shorter);
    await page.keyboard.press('End');
    await expect.poll(async () => (await termSlider(page)).value, WAIT).toBe(slider.max);
    await expect.poll(() => plainTextOf(page, 'result-monthly-payment'), WAIT).toBe(eurCents(loan.monthlyPayment));
    expect(await plainTextOf(page, 'what-if-payment')).toBe(eurCents(loan.monthlyPayment));
    expect(await plainTextOf(page, 'result-verdict-loan')).toMatch(new RegExp(`(^|\\D)${slider.max}\\D`));
  } else {
    // Not eligible: no payment anywhere, next steps instead.
    expect(await page.getByTestId('result-monthly-payment').count()).toBe(0);
    expect(await page.getByTestId('result-next-steps').count()).toBe(1);
  }
  await expectSectionsAccessible(page, `the 62-year-old's result (${language})`, ['result-household', 'result-bank-list', 'what-if-panel']);
  await screenshotFromTop(page, `older-buyer-62-phone-${language}`);
  await context.close();
}

test('en: at 62, the term, the payment and the what-if slider agree', () => buyerAt62('en'));
test('ro: la 62 de ani, durata, rata și cursorul „ce-ar fi dacă” spun același lucru', () => buyerAt62('ro'));
test('fr : à 62 ans, la durée, la mensualité et le curseur « et si » concordent', () => buyerAt62('fr'));
