import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, launchBrowser, newPage, screenshot } from '../support/browser';
import { resultTextOutsideSchemes } from '../support/result';
import { fillStepsTwoToSix, switchLanguage, useLanguage } from '../support/wizard';

/**
 * Issue 10: the result leads with one verdict and the headline a partner bank would lend, on
 * the first screen of a phone, in each language: eligible (en), partial (ro), not eligible (fr).
 * Every journey is the worked example of docs/lending-rules.md §7.12 (DE resident, €3,000, €120,000 flat
 * in Romania) with one answer changed.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A phone a little shorter than the accessibility journeys' one: 360 × 740. */
const PHONE = { width: 360, height: 740 };

async function guestResult(page: Page, applicant: Parameters<typeof fillStepsTwoToSix>[1]['applicant']) {
  await useLanguage(page, 'en');
  await page.goto('/');
  await page.getByTestId('hero-get-started').click();
  await page.waitForURL((url) => url.pathname === '/assessment');
  await fillStepsTwoToSix(page, { checkValidation: false, applicant });
  await page.getByTestId('wizard-submit').click();
  await page.getByTestId('guest-continue').click();
  await expect.poll(() => page.getByTestId('result-verdict').count()).toBe(1);
}

/** The verdict box is on the first screen: the page at the top, as the result opens. */
async function expectOnFirstScreen(page: Page, testId: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await page.getByTestId(testId).boundingBox();
  const height = await page.evaluate(() => window.innerHeight);
  expect(box, testId).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${testId} ends within the first ${height} px`).toBeLessThanOrEqual(height);
}

/**
 * Each "<number> [de ]<noun>" in a Romanian text, with how Romanian says it: 1 takes the singular
 * ("1 punct", "1 rată"), 0, 2-19 and 101-119 (or a fraction) the plural ("5,8 rate"), 20 and up
 * "de" ("20 de puncte").
 */
const NOUNS: Record<string, { one: string; other: string }> = {
  punct: { one: 'punct', other: 'puncte' },
  puncte: { one: 'punct', other: 'puncte' },
  rată: { one: 'rată', other: 'rate' },
  rate: { one: 'rată', other: 'rate' },
  lună: { one: 'lună', other: 'luni' },
  luni: { one: 'lună', other: 'luni' },
  an: { one: 'an', other: 'ani' },
  ani: { one: 'an', other: 'ani' },
};
function romanianCounts(text: string) {
  return [...text.matchAll(/(\d+(?:[.,]\d+)*)\s(de\s)?(puncte|punct|rată|rate|lună|luni|ani|an)\b/g)].map(([phrase, number, , noun]) => {
    const forms = NOUNS[noun];
    const isFraction = number.includes(',');
    const n = Number(number.replace(/\./g, '').replace(',', '.'));
    const word = n === 1 ? forms.one : forms.other;
    const hasDe = !isFraction && n !== 0 && !(n % 100 >= 1 && n % 100 <= 19);
    return { phrase: phrase.replace(/\s/g, ' '), expected: `${number} ${hasDe ? 'de ' : ''}${word}` };
  });
}

const verdictOf = (page: Page) => page.getByTestId('result-verdict').getAttribute('data-verdict');
const text = (page: Page, testId: string) => page.getByTestId(testId).textContent();

test('eligible (en): a partner bank lends the €90,000 asked for', async () => {
  const { context, page } = await newPage(browser, PHONE, 'en-GB');
  await guestResult(page, { desiredLoanAmount: '90000' });
  await expect.poll(() => verdictOf(page)).toBe('eligible');
  await expect.poll(() => text(page, 'result-verdict')).toContain('A partner bank can lend what you asked for');
  await expect.poll(() => text(page, 'result-max-loan')).toBe('€96,000');
  await expect.poll(() => text(page, 'result-loan-fit')).toBe('A partner bank can lend that.');
  await expectOnFirstScreen(page, 'result-verdict');
  await expectNoSeriousA11yViolations(page, 'result eligible (phone, en)');
  await screenshot(page, 'verdict-eligible-phone-en');
  await context.close();
});

test('partial (ro): banks lend €96,000 of €100,000; the rules would allow €102,000', async () => {
  const { context, page } = await newPage(browser, PHONE, 'ro-RO');
  await guestResult(page, {});
  await switchLanguage(page, 'Română');
  await expect.poll(() => verdictOf(page)).toBe('partial');
  await expect.poll(() => text(page, 'result-verdict')).toContain('Băncile partenere împrumută mai puțin decât ați cerut');
  await expect.poll(() => text(page, 'result-max-loan')).toMatch(/^96\.000\sEUR$/);
  // Issue 19: the headline is a named bank's loan.
  expect(await text(page, 'result-headline-label')).toBe('CEC Bank v-ar împrumuta până la');
  // Why banks lend less than the rules allow: the lending bank's cap for people living abroad
  // (issue 19: the regulator's rules, and the bank named).
  await expect
    .poll(() => text(page, 'result-regulatory'))
    .toMatch(/^Regulile autorității ar permite până la 102\.000\sEUR; CEC Bank împrumută persoanele care locuiesc în străinătate cel mult 80\s?% din preț\.$/);
  // Issue 19: the one loan's first instalment beside the headline, the offered €96,000's, never the €100,000 asked's.
  await expect.poll(() => text(page, 'result-verdict-loan')).toMatch(/^Pentru cei 96\.000\sEUR oferiți: prima rată de 606,79\sEUR pe lună, pe 30 de ani\.$/);
  // (The Noua Casă card names its own €100,000 loan and payment: a scheme is its own route, ADR 067.)
  expect(await resultTextOutsideSchemes(page)).not.toMatch(/632[,.]07/);
  await expect.poll(() => text(page, 'result-loan-fit')).toBe('Este mai mult decât ar împrumuta băncile partenere.');
  // Issue 12: every count in the reasons agrees with its noun the Romanian way (i18next plural forms).
  await expect.poll(() => text(page, 'result-reasons')).toMatch(/puncte/);
  // The reasons, the suggestions and the score line (issue 19 left the worked example two reasons with counts).
  const counted = romanianCounts(
    [await text(page, 'result-reasons'), await text(page, 'result-improvements'), await text(page, 'result-verdict-score')].join(' '),
  );
  expect(counted.length).toBeGreaterThan(2);
  for (const { phrase, expected } of counted) expect(phrase).toBe(expected);
  // The score never says better than the verdict.
  const score = Number((await text(page, 'result-verdict-score'))?.match(/\d+/)?.[0]);
  expect(score).toBeLessThan(80);
  await expectOnFirstScreen(page, 'result-verdict');
  await expectNoSeriousA11yViolations(page, 'result partial (phone, ro)');
  await screenshot(page, 'verdict-partial-phone-ro');

  // The what-if suggestion closes the gap: borrowing what banks lend makes it eligible, with no request.
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
  });
  await page.getByTestId('result-improvements').getByRole('button').first().click();
  await expect.poll(() => verdictOf(page)).toBe('eligible');
  expect(calls).toEqual([]);
  await context.close();
});

test('not eligible (fr): at 71 no Romanian loan can run five years; no headline, the reason instead', async () => {
  const { context, page } = await newPage(browser, PHONE, 'fr-FR');
  await guestResult(page, { age: '71' });
  await switchLanguage(page, 'Français');
  await expect.poll(() => verdictOf(page)).toBe('not_eligible');
  // Issue 19: no "for now" where nothing can change.
  await expect.poll(() => text(page, 'result-verdict')).toContain('Aucun prêt n’est possible avec ces réponses');
  expect(await text(page, 'result-verdict')).not.toMatch(/pour l’instant|pas encore/);
  // The reason names the partner banks' age limit (issue 19: each bank's own, not a country rule).
  await expect.poll(() => text(page, 'result-verdict-reasons')).toMatch(/avant 75\sans\s:\sà 71\sans la durée restante est trop courte/);
  // No payment for a loan that cannot be made; next steps instead, ending with "ask a broker".
  expect(await page.getByTestId('result-verdict-loan').count()).toBe(0);
  expect(await page.getByTestId('result-monthly-payment').count()).toBe(0);
  await expect.poll(() => page.getByTestId('result-next-steps').count()).toBe(1);
  await expect.poll(() => page.getByTestId('result-next-step').last().getAttribute('data-step')).toBe('askBroker');
  // Issue 12: the country after its French preposition and article.
  await expect.poll(() => text(page, 'result-flags')).toContain('que nous utilisons pour la Roumanie (prêts en');
  expect(await page.getByTestId('result-max-loan').count()).toBe(0);
  const score = Number((await text(page, 'result-verdict-score'))?.match(/\d+/)?.[0]);
  expect(score).toBeLessThan(50);
  await expectOnFirstScreen(page, 'result-verdict');
  await expectNoSeriousA11yViolations(page, 'result not eligible (phone, fr)');
  await screenshot(page, 'verdict-not-eligible-phone-fr');
  await context.close();
});

/**
 * Issue 19: the ratios are the offered loan's. €1,300 of income, a first home: 0.45 × €1,105 (the
 * income CEC Bank counts after its 15 % cut for a euro income on a lei loan) = €497 of room, so
 * the €100,000 asked (€632 a month) is more than banks lend; they lend €78,000 (€493.01 a month)
 * and its repayments take 44.6 % of the counted income: within the cap, said in words and colour.
 * (No loan a bank makes passes its cap any more: the bar's red "over the cap" has no result left
 * to show it on.)
 */
test('the DSTI bar measures the loan offered: €1,300 of income, €78,000 lent within the 45 % cap (desktop)', async () => {
  const { context, page } = await newPage(browser, DESKTOP, 'en-GB');
  await guestResult(page, { monthlyIncome: '1300' });
  await expect.poll(() => verdictOf(page)).toBe('partial');
  await expect.poll(() => text(page, 'result-max-loan')).toBe('€78,000');
  await expect.poll(() => text(page, 'result-monthly-payment')).toBe('€493.01');
  await expect.poll(() => text(page, 'result-dsti'), { timeout: 3000 }).toContain('Within the cap.');
  expect(await text(page, 'result-dsti-value')).toBe('44.6%');
  expect(await text(page, 'result-dsti')).toContain('limit 45%');
  // Not drawn in the warning colour: the bar agrees with the words.
  const color = await page.getByTestId('result-dsti-value').evaluate((element) => getComputedStyle(element).color);
  expect(color).toBe(await page.locator('body').evaluate((element) => getComputedStyle(element).color));
  expect(await resultTextOutsideSchemes(page)).not.toMatch(/632\.07/);
  await expectNoSeriousA11yViolations(page, 'result within the cap (desktop)');
  await context.close();
});
