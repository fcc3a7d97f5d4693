import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from '../support/browser';
import { fillStepsTwoToSix, switchLanguage, useLanguage } from '../support/wizard';

/**
 * Issue 14, the whole cost: a guest with the worked example (DE resident earning €3,000,
 * €120,000 flat in Romania, €30,000 saved) sees each bank's APRC (DAE in Romanian, TAEG in
 * French), total cost of credit and cash needed at signing; opens the best match's repayment
 * schedule and downloads it as CSV (one row a month, the balance ending at 0); tries an
 * overpayment; moves the FX-shock slider. Nothing after the result asks the server anything:
 * the schedule, the CSV and the slider are computed in the browser. Axe at phone and desktop.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Language = 'ro' | 'en' | 'fr';
const LANGUAGE_NAME = { ro: 'Română', en: 'English', fr: 'Français' } as const;
/** The APRC's name per language (MCD 2014/17/EU: DAE in Romania, TAEG in France). */
const APR_NAME = { ro: 'DAE', en: 'APRC', fr: 'TAEG' } as const;
const LOCALE = { ro: 'ro-RO', en: 'en-GB', fr: 'fr-FR' } as const;

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).first().textContent()) ?? '';

async function guestResult(page: Page, language: Language) {
  // The wizard is filled in English (its helpers pick options by their English names), then the language changes.
  await useLanguage(page, 'en');
  await page.goto('/');
  await page.getByTestId('hero-get-started').click();
  await page.waitForURL((url) => url.pathname === '/assessment');
  await fillStepsTwoToSix(page, { checkValidation: false, applicant: {} });
  await page.getByTestId('wizard-submit').click();
  await page.getByTestId('guest-continue').click();
  await expect.poll(() => page.getByTestId('result-verdict').count()).toBe(1);
  if (language !== 'en') await switchLanguage(page, LANGUAGE_NAME[language]);
}

/** The box is on the first screen: the page at the top, as the result opens. */
async function expectOnFirstScreen(page: Page, testId: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await page.getByTestId(testId).boundingBox();
  const height = await page.evaluate(() => window.innerHeight);
  expect(box, testId).not.toBeNull();
  expect(box!.y + box!.height, `${testId} ends within the first ${height} px`).toBeLessThanOrEqual(height);
}

/** The schedule's CSV as each language's spreadsheet reads it (issue 20). */
const CSV = {
  en: { delimiter: ',', decimal: '.', header: 'Month,Annual rate (%),Payment,Interest,Principal repaid,Overpayment,Balance remaining' },
  ro: { delimiter: ';', decimal: ',', header: 'Luna;Dobânda anuală (%);Rata;Dobânda;Principal rambursat;Rambursare anticipată;Sold rămas' },
  fr: { delimiter: ';', decimal: ',', header: 'Mois;Taux annuel (%);Mensualité;Intérêts;Capital remboursé;Remboursement anticipé;Capital restant dû' },
} as const;

/** An amount in euros the language's way: "€26,318", "26.318 EUR", "26 318 €". */
const EUROS = /^(€\d{1,3}(,\d{3})*|\d{1,3}(\.\d{3})*\sEUR|\d{1,3}(\s\d{3})*\s€)$/u;
const PERCENT = { ro: /^\d+,\d{2}\s%$/u, en: /^\d+\.\d{2}%$/, fr: /^\d+,\d{2}\s%$/u } as const;

async function journey(language: Language) {
  const { context, page } = await newPage(browser, PHONE, LOCALE[language]);
  await guestResult(page, language);
  // Issue 10 still holds: the verdict and the maximum loan on the phone's first screen.
  await expectOnFirstScreen(page, 'result-verdict');
  await expectOnFirstScreen(page, 'result-max-loan');

  // From here on, everything is computed in the browser.
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(`${request.method()} ${request.url()}`);
  });

  // Each bank: its APRC (by its name in this language), total cost of credit and cash needed at signing.
  const banks = page.getByTestId('result-bank');
  await expect.poll(() => banks.count()).toBeGreaterThan(1);
  for (let index = 0; index < (await banks.count()); index++) {
    const bank = banks.nth(index);
    expect(await bank.textContent()).toContain(APR_NAME[language]);
    expect(((await bank.getByTestId('result-bank-apr').textContent()) ?? '').trim()).toMatch(PERCENT[language]);
    expect(((await bank.getByTestId('result-bank-total-cost').textContent()) ?? '').trim()).toMatch(EUROS);
    expect(((await bank.getByTestId('result-bank-cash-needed').textContent()) ?? '').trim()).toMatch(EUROS);
    expect(await bank.getByTestId('result-bank-stressed').textContent()).not.toBe('');
  }
  // The charges open with the keyboard: mandatory and optional, each named.
  const charges = banks.first().getByTestId('result-bank-charges');
  await charges.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => charges.getAttribute('open')).not.toBeNull();
  expect(await charges.getByTestId('result-bank-charge').count()).toBeGreaterThan(2);

  // Cash needed at signing: the down payment, each cost of buying of Romania, the best match's charges.
  expect(await page.getByTestId('result-own-funds-cost').count()).toBeGreaterThanOrEqual(2);
  expect((await text(page, 'result-own-funds-required')).trim()).toMatch(EUROS);
  expect(await page.getByTestId('result-own-funds-bank-charges').count()).toBe(1);
  // The best match's cash needed is the own-funds card's figure.
  expect((await text(page, 'result-own-funds-required')).trim()).toBe(((await banks.first().getByTestId('result-bank-cash-needed').textContent()) ?? '').trim());

  // What this income and these savings buy, with what limits it (worked out once its card is near
  // the screen); Romania's first-home scheme with its source.
  await page.getByTestId('result-affordable').scrollIntoViewIfNeeded();
  await expect.poll(async () => (await text(page, 'result-affordable-price')).trim()).toMatch(EUROS);
  expect(await text(page, 'result-affordable-limit')).not.toBe('');
  expect(await text(page, 'result-schemes')).toContain('Noua Casă');

  // The charts load as the visitor scrolls to them (issue 13), and then draw.
  await page.getByTestId('result-breakdown-table').evaluate((table) => table.closest('[data-slot="card"]')?.scrollIntoView());
  await expect.poll(() => page.locator('[data-testid="result-breakdown-chart"] svg').count()).toBeGreaterThan(0);
  await page.getByTestId('result-schedule').scrollIntoViewIfNeeded();
  await expect.poll(() => page.locator('[data-testid="result-schedule-chart"] svg').count()).toBeGreaterThan(0);

  // The schedule: a year a row, opening onto months; 30 years for this applicant.
  await page.getByTestId('result-schedule-toggle').click();
  await expect.poll(() => page.getByTestId('result-schedule-year').count()).toBe(30);
  await page.getByTestId('result-schedule-year-toggle').first().click();
  await expect.poll(() => page.getByTestId('result-schedule-month').count()).toBe(12);

  // The CSV: a header row in the language, one row a month, plain numbers, the balance ending at 0;
  // `;` and a decimal comma in Romanian and French, as their spreadsheets read them (issue 20).
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('result-schedule-csv').click()]);
  const file = await readFile((await download.path())!, 'utf8');
  expect(file.startsWith('\uFEFF')).toBe(true);
  const { header, delimiter: d, decimal } = CSV[language];
  const lines = file.slice(1).trimEnd().split('\r\n');
  const cells = (line: string) => line.split(d);
  const amount = (cell: string) => Number(cell.replace(decimal, '.'));
  const m = decimal === '.' ? '\\.' : ',';
  expect(lines[0]).toBe(header);
  expect(lines).toHaveLength(360 + 1);
  expect(lines[1]).toMatch(new RegExp(`^1${d}[\\d${m}]+${d}\\d+${m}\\d{2}${d}\\d+${m}\\d{2}${d}\\d+${m}\\d{2}${d}0${m}00${d}\\d+${m}\\d{2}$`));
  expect(cells(lines[360])[0]).toBe('360');
  expect(cells(lines[360])[6]).toBe(`0${decimal}00`);
  const principal = lines.slice(1).reduce((sum, line) => sum + amount(cells(line)[4]), 0);
  expect(principal).toBeCloseTo(amount(cells(lines[1])[6]) + amount(cells(lines[1])[4]), 1);

  // An overpayment of 200 a month: interest and months saved, said at once.
  await page.getByTestId('result-overpayment-monthly').fill('200');
  await expect.poll(() => text(page, 'result-overpayment-savings')).toMatch(/\d/);

  // The FX shock: today, 10, 20, 30 %, the Directive's warning; the slider computes any fall at once.
  expect(await page.getByTestId('result-fx-scenario').count()).toBe(3);
  expect(await text(page, 'result-fx-warning')).toMatch(/20\s?%/u);
  const before = await text(page, 'what-if-fx-result');
  await page.getByTestId('what-if-fx-slider').focus();
  for (let step = 0; step < 10; step++) await page.keyboard.press('ArrowRight');
  await expect.poll(() => text(page, 'what-if-fx-value')).toMatch(/^30\s?%$/u);
  await expect.poll(() => text(page, 'what-if-fx-result')).not.toBe(before);
  // The slider's 30 % is the table's 30 % row.
  const thirty = (await page.getByTestId('result-fx-scenario').nth(2).locator('td').first().textContent()) ?? '';
  expect(await text(page, 'what-if-fx-result')).toContain(thirty.trim());

  expect(calls, 'requests after the result').toEqual([]);

  // The open schedule's wide table scrolls inside its box: the phone's page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page, `costs and schedule (phone, ${language})`);
  await screenshot(page, `costs-and-schedule-phone-${language}`);
  await page.setViewportSize(DESKTOP);
  await expectNoSeriousA11yViolations(page, `costs and schedule (desktop, ${language})`);
  await screenshot(page, `costs-and-schedule-desktop-${language}`);
  expect(calls, 'requests after the result').toEqual([]);
  await context.close();
}

test('en: APRC, total cost and cash needed per bank; the schedule and its CSV; the FX slider with no request', () => journey('en'));
test('ro: DAE, costul total și banii necesari la semnare; graficul și CSV-ul; cursul valutar fără cereri', () => journey('ro'));
test('fr: TAEG, coût total et somme à la signature ; tableau et CSV ; curseur de change sans requête', () => journey('fr'));
