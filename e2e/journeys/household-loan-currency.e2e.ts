import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { localeOf, type Language } from '@core/languages';
import { toCents } from '../../core/money/round';
import { DEMO, signInWithApi, uiText, useAccountLanguage, WAIT } from '../support/backoffice';
import { DESKTOP, launchBrowser, newPage } from '../support/browser';
import { pdfText } from '../support/pdf-text';
import {
  calendarDate,
  chooseLoanCurrencyWithKeyboard,
  ecbRate,
  expectSectionsAccessible,
  money,
  PHONE_390,
  plain,
  plainTextOf,
  registerAccount,
  screenshotFromTop,
  screenshotOf,
  screenshotOfScreen,
  subscribeToPro,
  waitForResultDetails,
} from '../support/result';
import { fillWizard, submitWizard, type WizardAnswers } from '../support/wizard-answers';
import { expectStep, useLanguage } from '../support/wizard';

/**
 * Issue 19, "the Lyon household choosing PLN": a Polish engineer living in France earns €2,500;
 * his wife, who works for a Polish employer, earns PLN 14,000; two children. They buy a flat near
 * Kraków for €160,000 (the price typed in złoty, converted at the ECB rate the step shows) and ask
 * for €120,000 in PLN, which Poland's Mortgage Credit Act art. 6(1) allows because most of the
 * household's income is in złoty. The result is a named bank's PLN loan, with its amount in PLN,
 * what a fall of the euro does to its instalment and the Mortgage Credit Directive's art. 23
 * protections; EUR is shown as not open to them, and why; the household card shows the wife and
 * the children and explains both income figures. The certificate and the broker's dialog show the
 * co-applicant and the loan in PLN. Then a household paid only in euros who picks PLN is told why
 * PLN is closed and offered the euro loan, with its amount, and takes it with the keyboard.
 * In en, ro and fr; axe on the new sections at 390 × 844 and desktop; screenshots.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PRICE_EUR = 160_000;
const ASKED_EUR = 120_000;
const WIFE_PLN = 14_000;

const lyonHousehold = (priceInZloty: string): WizardAnswers => ({
  residenceCountry: 'FR',
  originCountry: 'PL',
  monthlyIncome: '2500',
  incomeCurrency: 'EUR',
  coApplicant: { income: String(WIFE_PLN), currency: 'PLN', employmentType: 'permanent', age: '36' },
  employmentType: 'permanent',
  employmentDuration: '36',
  maritalStatus: 'married',
  age: '38',
  dependants: '2',
  educationLevel: 'master',
  propertyType: 'apartment',
  propertyValue: { local: priceInZloty, currency: 'PLN' },
  desiredLoanAmount: String(ASKED_EUR),
  loanCurrency: 'PLN',
});

/** The offered loan as the server stored it (issue 19: every surface shows this one). */
interface StoredLoan {
  bankName: string;
  amount: number;
  currency: string;
  amountInLoanCurrency: number;
  monthlyPayment: number;
}

interface Journey {
  context: BrowserContext;
  page: Page;
  email: string;
  assessmentId: string;
  loan: StoredLoan;
}

function lyonHouseholdChoosingPln(language: Language, firstName: string) {
  const eur = (amount: number) => money(amount, 'EUR', language);
  const eurCents = (amount: number) => money(amount, 'EUR', language, { cents: true });
  const pln = (amount: number, cents = false) => money(amount, 'PLN', language, { cents });
  let journey: Journey;

  beforeAll(async () => {
    const { context, page } = await newPage(browser, PHONE_390, localeOf(language));
    context.setDefaultTimeout(WAIT.timeout);
    await useLanguage(page, language);
    const email = await registerAccount(page, language, firstName, 'Kowalski');
    journey = { context, page, email, assessmentId: '', loan: null as unknown as StoredLoan };
  });
  afterAll(() => journey?.context.close());

  test('the wizard: the price typed in złoty at the ECB rate shown, the wife paid in złoty, PLN chosen', async () => {
    const { page } = journey;
    const zloty = await ecbRate(page, 'PLN');
    // €160,000 in złoty at today's rate (four decimals: a whole number of złoty converts back to the cent).
    const priceInZloty = Math.round(PRICE_EUR * zloty.rate);
    await page.goto('/assessment');
    await fillWizard(page, lyonHousehold(String(priceInZloty)), {
      beforeNext: async (step) => {
        if (step !== 6) return;
        // The conversion under the price: the złoty typed, the euros, the ECB rate and its day.
        const conversion = await plainTextOf(page, 'wizard-propertyValue-conversion');
        expect(conversion).toMatch(new RegExp(`${String(priceInZloty).replace(/\B(?=(\d{3})+(?!\d))/g, '[.,\\s]?')} PLN`));
        expect(conversion).toContain(eur(PRICE_EUR));
        expect(conversion).toContain(calendarDate(zloty.rateDate, language));
        expect(conversion).toMatch(/4[.,]1503/);
        // The step explains Poland's rule beside the choice.
        expect(await plainTextOf(page, 'wizard-loan-currency')).toContain(plain(await uiText(page, 'wizard:loanCurrency.hint.PL')));
        await expectSectionsAccessible(page, `step 6 with the price in złoty (${language})`, ['wizard-loan-currency', 'wizard-propertyValue-conversion']);
      },
    });
    await expectStep(page, 7);
    // The review gives the price in euros, converted, and as it was typed.
    const reviewed = await plainTextOf(page, 'review-propertyValue');
    expect(reviewed.startsWith(`${eur(PRICE_EUR)} (`)).toBe(true);
    expect(reviewed).toMatch(new RegExp(`${String(priceInZloty).replace(/\B(?=(\d{3})+(?!\d))/g, '[.,\\s]?')}`));
    expect(reviewed).toContain('PLN');
    await submitWizard(page, { isGuest: false });
    await waitForResultDetails(page);
    const [stored] = (await (await page.request.get('/api/assessments')).json()) as Array<{ id: string; propertyValue: string }>;
    expect(Number(stored.propertyValue)).toBe(PRICE_EUR);
    journey.assessmentId = stored.id;
    const detail = (await (await page.request.get(`/api/assessments/${stored.id}`)).json()) as { monthlyPayment: string; explanation: { loan: StoredLoan } };
    journey.loan = detail.explanation.loan;
    expect(journey.loan).toMatchObject({ currency: 'PLN', amount: ASKED_EUR });
    expect(Number(detail.monthlyPayment)).toBe(journey.loan.monthlyPayment);
  });

  test('the result: a named bank’s PLN loan, the FX consequence and the Directive’s protections, EUR not open and why, the household', async () => {
    const { page, loan } = journey;
    await expect.poll(() => page.getByTestId('result-verdict').getAttribute('data-verdict'), WAIT).toBe('eligible');
    // The loan: the bank, in PLN, its amount in złoty, its first instalment (the stored one).
    expect(await plainTextOf(page, 'result-loan-bank')).toMatch(new RegExp(`^${loan.bankName} · .*PLN$`));
    expect(await plainTextOf(page, 'result-headline-label')).toContain(loan.bankName);
    expect(await plainTextOf(page, 'result-loan-amount')).toBe(eur(ASKED_EUR));
    expect(await plainTextOf(page, 'result-loan-amount-currency')).toContain(pln(loan.amountInLoanCurrency, !Number.isInteger(loan.amountInLoanCurrency)));
    expect(await plainTextOf(page, 'result-monthly-payment')).toBe(eurCents(loan.monthlyPayment));
    await expect.poll(() => plainTextOf(page, 'what-if-payment'), WAIT).toBe(eurCents(loan.monthlyPayment));
    const theLoan = page.locator('[data-testid="result-bank"][data-loan]');
    expect(await theLoan.locator('h4').textContent()).toContain(loan.bankName);
    expect(await plainTextOf(theLoan, 'result-bank-payment')).toBe(eurCents(loan.monthlyPayment));

    // The FX consequence: a fall of the euro against the złoty, today and after 10, 20, 30 %.
    const fx = page.getByTestId('result-fx-shock');
    await expect.poll(() => fx.count(), WAIT).toBe(1);
    expect(await fx.getByTestId('result-fx-scenario').count()).toBe(3);
    const todayRow = plain((await fx.locator('tbody tr').first().textContent()) ?? '');
    expect(todayRow).toContain(eurCents(loan.monthlyPayment));
    const falls = await fx.getByTestId('result-fx-scenario').evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent ?? ''));
    const amounts = falls.map((cell) => Number(cell.replace(/[^\d,.]/g, '').replace(/[.,](?=\d{3}\b)/g, '').replace(',', '.')));
    expect(amounts[0]).toBeGreaterThan(loan.monthlyPayment);
    expect(amounts[1]).toBeGreaterThan(amounts[0]);
    expect(amounts[2]).toBeGreaterThan(amounts[1]);
    expect(await plainTextOf(fx, 'result-fx-warning')).toMatch(/20\s?%/);
    // The Mortgage Credit Directive's art. 23: the right to convert, the 20 % warning, the source.
    const rights = await plainTextOf(fx, 'result-fx-rights');
    expect(rights).toContain(plain(await uiText(page, 'result:fxShock.rights.title')));
    expect(rights).toContain(plain(await uiText(page, 'result:fxShock.rights.warning')));
    expect(rights).toContain(plain(await uiText(page, 'result:fxShock.rights.source')));
    expect(rights).toContain('2014/17');
    // Most of this household's income is in złoty (that is why PLN is open): the conversion right
    // leads to the currency of the country they live in, never "the EUR most of your income is in".
    expect(await plainTextOf(fx, 'result-fx-rights-convert')).toBe(plain(await uiText(page, 'result:fxShock.rights.convertResidence')));
    // And the card says only part of the household's income is in euros.
    expect(plain((await fx.locator('[data-slot="card-description"]').first().textContent()) ?? '')).toBe(
      plain(await uiText(page, 'result:fxShock.descriptionPart', { income: 'EUR', loan: 'PLN' })),
    );

    // The currency: PLN shown, as chosen; EUR not open to this household, with Poland's rule.
    const currency = page.getByTestId('result-loan-currency');
    await expect.poll(() => currency.locator('input[type="radio"]:checked').getAttribute('value'), WAIT).toBe('PLN');
    const eurOption = currency.locator('[data-testid="result-currency-option"][data-currency="EUR"]');
    expect(await eurOption.locator('input').isDisabled()).toBe(true);
    expect(await eurOption.textContent()).toContain(await uiText(page, 'result:currency.closedBadge'));
    expect(await plainTextOf(eurOption, 'result-currency-closed')).toBe(plain(await uiText(page, 'result:currency.closed.PL')));
    // Keyboard: the radio group holds the focus on PLN; the arrows skip the closed EUR.
    expect(await chooseLoanCurrencyWithKeyboard(page, 'PLN')).toEqual(['PLN']);
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('PLN');

    // The household: the wife (her złoty income, her job, her age), two children, both income figures.
    const wife = await plainTextOf(page, 'result-household-co-applicant');
    expect(wife).toContain(pln(WIFE_PLN));
    expect(wife).toMatch(/36/);
    expect(await plainTextOf(page, 'result-household-dependants')).toBe('2');
    const explained = page.getByTestId('result-income-explained');
    const earned = await plainTextOf(page, 'result-income-explained');
    // What the household earns (both incomes at today's rate) and what the bank counts of it.
    const wifeInEur = toCents(WIFE_PLN / (await ecbRate(page, 'PLN')).rate);
    expect(earned).toContain(eurCents(2500 + wifeInEur));
    expect(earned).toContain(loan.bankName);
    expect(await explained.locator('[data-earner="applicant"]').count()).toBe(1);
    const wifePart = plain((await explained.locator('[data-earner="coApplicant"]').textContent()) ?? '');
    expect(wifePart).toContain(pln(WIFE_PLN));
    // Her złoty count in full on a złoty loan; his euros are cut for the currency, and it says whose cut.
    expect(wifePart).toContain(plain(await uiText(page, 'result:income.part.whole', { monthlyIncome: pln(WIFE_PLN) })));
    const hisPart = plain((await explained.locator('[data-earner="applicant"]').textContent()) ?? '');
    expect(hisPart).toContain('PLN');
    expect(hisPart).toMatch(/\d+\s?%/);

    await expectSectionsAccessible(page, `the Lyon household's result (${language})`, [
      'result-loan',
      'result-loan-currency',
      'result-household',
      'result-fx-shock',
      'result-limits',
      'result-bank-list',
    ]);
    await screenshotFromTop(page, `household-pln-result-phone-${language}`);
  });

  test('the list card, the certificate and the broker’s dialog: the co-applicant and the loan in PLN', async () => {
    const { page, assessmentId, email, loan } = journey;
    await page.goto('/assessments');
    const card = page.getByTestId(`assessment-card-${assessmentId}`);
    await expect.poll(() => card.count(), WAIT).toBe(1);
    expect(await plainTextOf(card, 'assessment-offered-loan')).toContain(loan.bankName);
    expect(await plainTextOf(card, 'assessment-offered-loan')).toContain('PLN');
    expect(await plainTextOf(card, 'assessment-monthly-payment')).toContain(eurCents(loan.monthlyPayment));
    expect(await plainTextOf(card, 'assessment-co-applicant')).toContain(pln(WIFE_PLN));
    // Her employment and age too, not only her income (issue 19: the household everywhere).
    const situation = await plainTextOf(card, 'assessment-co-applicant-situation');
    expect(situation).toContain(plain(await uiText(page, 'translation:enums.employmentType.permanent')));
    expect(situation).toMatch(/\b36\b/);
    expect(await plainTextOf(card, 'assessment-dependants')).toBe('2');
    await screenshotOf(card, `household-pln-list-card-phone-${language}`);

    await subscribeToPro(page);
    await page.reload();
    await card.getByRole('button').first().click();
    const dialog = page.getByTestId('assessment-dialog');
    await expect.poll(() => dialog.isVisible(), WAIT).toBe(true);
    const lines = (await downloadCertificate(page, dialog)).split('\n').map(plain);
    const text = lines.join(' ');
    // The co-applicant: her income in złoty, her employment, her age (the lines between her label
    // and the dependants'); the two children.
    const coApplicantAt = lines.indexOf(plain(await uiText(page, 'certificate:coApplicant')));
    const dependantsAt = lines.indexOf(plain(await uiText(page, 'certificate:dependants')));
    expect(coApplicantAt, lines.join('\n')).toBeGreaterThan(0);
    expect(dependantsAt).toBeGreaterThan(coApplicantAt);
    const wife = lines.slice(coApplicantAt + 1, dependantsAt).join(' ');
    expect(wife).toContain(pln(WIFE_PLN));
    expect(wife).toMatch(/\b36\b/);
    // Her employment mid-sentence ("permanent contract", "contract pe perioadă nedeterminată", "CDI": an acronym as it is).
    const permanent = plain(await uiText(page, 'translation:enums.employmentType.permanent'));
    expect(wife).toContain(/^\p{Lu}{2}/u.test(permanent) ? permanent : permanent.charAt(0).toLowerCase() + permanent.slice(1));
    expect(lines[dependantsAt + 1]).toBe('2');
    // The loan: the bank, in PLN with its złoty amount, the first instalment.
    expect(text).toContain(loan.bankName);
    expect(text).toContain(pln(Math.round(loan.amountInLoanCurrency)));
    expect(text).toContain(eurCents(loan.monthlyPayment));

    const broker = await newPage(browser, DESKTOP, localeOf(language));
    broker.context.setDefaultTimeout(WAIT.timeout);
    await signInWithApi(broker.page, DEMO.broker);
    const restoreLanguage = await useAccountLanguage(broker.page, language);
    try {
      await broker.page.goto('/broker');
      await broker.page.getByTestId('broker-search').fill(email);
      await expect.poll(() => broker.page.getByTestId(`broker-offered-${assessmentId}`).count(), WAIT).toBe(1);
      expect(plain((await broker.page.getByTestId(`broker-offered-${assessmentId}`).textContent()) ?? '')).toContain('PLN');
      await broker.page.getByTestId(`broker-open-${assessmentId}`).click();
      const evaluation = broker.page.getByTestId('evaluation-dialog');
      await expect.poll(() => evaluation.getByTestId('broker-co-applicant-income').count(), WAIT).toBe(1);
      expect(await plainTextOf(evaluation, 'broker-co-applicant-income')).toContain(pln(WIFE_PLN));
      expect(await plainTextOf(evaluation, 'broker-co-applicant-age')).toContain('36');
      expect(await plainTextOf(evaluation, 'broker-dependants')).toBe('2');
      // The household's income, both earners, and what the bank counts of it.
      const household = await plainTextOf(evaluation, 'broker-household-income');
      expect(household).toContain(loan.bankName);
      expect(await plainTextOf(evaluation, 'broker-offered-loan')).toContain(loan.bankName);
      expect(await plainTextOf(evaluation, 'broker-loan-currency')).toMatch(/^PLN/);
      expect(await plainTextOf(evaluation, 'broker-loan-currency')).toContain(pln(Math.round(loan.amountInLoanCurrency)));
      expect(await plainTextOf(evaluation, 'broker-monthly-payment')).toContain(eurCents(loan.monthlyPayment));
      expect(await plainTextOf(evaluation, 'broker-chosen-currency')).toBe('PLN');
      await expectSectionsAccessible(broker.page, `the broker's dialog, Lyon household (${language})`, ['broker-co-applicant-income', 'broker-loan-currency']);
      await broker.page.setViewportSize(PHONE_390);
      await evaluation.getByTestId('broker-co-applicant-income').scrollIntoViewIfNeeded();
      await screenshotOfScreen(broker.page, `household-pln-broker-dialog-phone-${language}`);
    } finally {
      await restoreLanguage();
      await broker.context.close();
    }
  });
}

/** Clicks the dialog's certificate button and reads the downloaded PDF's text. */
async function downloadCertificate(page: Page, dialog: Locator): Promise<string> {
  const button = dialog.getByTestId('certificate-download');
  await expect.poll(() => button.count(), WAIT).toBe(1);
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 15_000 }), button.click()]);
  return pdfText(readFileSync((await download.path())!));
}

describe('en: the Lyon household choosing PLN', () => lyonHouseholdChoosingPln('en', 'Piotr'));
describe('ro: gospodăria din Lyon alege PLN', () => lyonHouseholdChoosingPln('ro', 'Tomasz'));
describe('fr : le foyer lyonnais choisit le PLN', () => lyonHouseholdChoosingPln('fr', 'Marek'));

/**
 * A household paid only in euros who picks PLN: Poland's art. 6(1) closes PLN to them. The verdict
 * says why and which currency is open; the next steps start with the euro loan and its amount, and
 * end with "ask a broker"; no payment is shown for the closed loan. Choosing EUR on the result with
 * the keyboard shows the euro loan.
 */
async function euroHouseholdPicksPln(language: Language) {
  const { context, page } = await newPage(browser, PHONE_390, localeOf(language));
  context.setDefaultTimeout(WAIT.timeout);
  await useLanguage(page, language);
  const eur = (amount: number) => money(amount, 'EUR', language);
  await page.goto('/assessment');
  const { coApplicant: _none, ...alone } = lyonHousehold('');
  await fillWizard(page, { ...alone, propertyValue: String(PRICE_EUR) });
  await submitWizard(page, { isGuest: true });
  await waitForResultDetails(page);
  await expect.poll(() => page.getByTestId('result-verdict').getAttribute('data-verdict'), WAIT).toBe('not_eligible');
  // Why: PLN only for households paid mostly in PLN; EUR is open.
  const why = await plainTextOf(page, 'result-verdict-reasons');
  expect(why).toMatch(/PLN/);
  expect(why).toMatch(/EUR/);
  // No figure for a loan that cannot be made.
  for (const testId of ['result-max-loan', 'result-verdict-loan', 'result-monthly-payment', 'result-own-funds', 'result-fx-shock']) {
    expect(await page.getByTestId(testId).count(), testId).toBe(0);
  }
  // The next steps: the euro loan first, with its amount; a broker last.
  const steps = page.getByTestId('result-next-step');
  await expect.poll(() => steps.count(), WAIT).toBeGreaterThan(1);
  const first = steps.first();
  expect(await first.getAttribute('data-step')).toBe('otherLoanCurrency');
  const offer = plain((await first.textContent()) ?? '');
  expect(offer).toMatch(/EUR/);
  const amount = /(\d{1,3}(?:[.,\s]\d{3})+)/.exec(offer)?.[1] ?? '';
  expect(Number(amount.replace(/\D/g, ''))).toBeGreaterThanOrEqual(ASKED_EUR);
  expect(await steps.last().getAttribute('data-step')).toBe('askBroker');
  expect(await page.getByTestId('result-ask-broker').getAttribute('href')).toBe('/contact');
  // The currency card: PLN shown (as chosen) but not open, EUR open.
  const currency = page.getByTestId('result-loan-currency');
  const plnOption = currency.locator('[data-testid="result-currency-option"][data-currency="PLN"]');
  expect(await plainTextOf(plnOption, 'result-currency-closed')).toBe(plain(await uiText(page, 'result:currency.closed.PL')));
  await expectSectionsAccessible(page, `PLN closed to a euro household (${language})`, ['result-next-steps', 'result-loan-currency', 'result-household']);
  await screenshotFromTop(page, `household-pln-closed-phone-${language}`);

  // With the keyboard, EUR: a euro loan from a named bank, within the amount the step promised.
  expect(await chooseLoanCurrencyWithKeyboard(page, 'EUR')).toEqual(['PLN', 'EUR']);
  await expect.poll(() => page.getByTestId('result-loan').count(), WAIT).toBe(1);
  expect(await plainTextOf(page, 'result-loan-bank')).toMatch(/EUR$/);
  expect(await plainTextOf(page, 'result-loan-amount')).toBe(eur(ASKED_EUR));
  expect(await page.getByTestId('result-next-steps').count()).toBe(0);
  await context.close();
}

test('en: a household paid only in euros who picks PLN is told why it is closed and offered the euro loan', () => euroHouseholdPicksPln('en'));
test('ro: o gospodărie plătită doar în euro care alege PLN află de ce nu se poate și i se oferă creditul în euro', () => euroHouseholdPicksPln('ro'));
test('fr : un foyer payé seulement en euros qui choisit le PLN apprend pourquoi et se voit proposer le prêt en euros', () => euroHouseholdPicksPln('fr'));
