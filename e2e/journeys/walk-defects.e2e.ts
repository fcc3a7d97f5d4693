import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, STRONG_PASSWORD, uniqueEmail } from '../support/browser';
import { choose, expectStep, fillStepsTwoToSix, next, switchLanguage, useLanguage } from '../support/wizard';
import { registerWithAssessment, WAIT } from '../support/workspace';

/**
 * Issue 20, the walk through every screen: what a user now sees where the walk found a defect.
 * A pasted "3 200,50 €" is taken as the income and "0,5" is refused naming the field; the free
 * trial says it started and charges nothing (and refuses no card); a toast on a 390×844 phone
 * leaves the header's menu button usable; the status e-mail's link opens the assessment; a
 * French user pins "1 scénario"; the schedule's CSV in Romanian has `;`, decimal commas and
 * Romanian headers.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE_390 = { width: 390, height: 844 };
const spaces = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const text = async (page: Page, testId: string) => spaces(await page.getByTestId(testId).first().textContent());

/** Pastes through the clipboard, as from a payslip or a banking app (one insert, not typing). */
async function paste(page: Page, selector: string, value: string) {
  await page.evaluate((copied) => navigator.clipboard.writeText(copied), value);
  await page.fill(selector, '');
  await page.focus(selector);
  await page.keyboard.press('Control+V');
}

test('ro, on a phone: a pasted "3 200,50 €" is the income; "0,5" is refused, naming the income', async () => {
  const { context, page } = await newPage(browser, PHONE_390, 'ro-RO');
  context.setDefaultTimeout(WAIT.timeout);
  await useLanguage(page, 'ro');
  await page.goto('/');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
  await page.getByTestId('hero-get-started').click();
  await page.waitForURL((url) => url.pathname === '/assessment');
  await expectStep(page, 2);

  // "0,5" was a monthly income of €0.50: now the income's own message, and the step stays.
  await page.fill('#wizard-monthlyIncome', '0,5');
  await next(page);
  await expect.poll(() => text(page, 'error-wizard-monthlyIncome'), WAIT).toMatch(/^Venitul lunar trebuie să fie de cel puțin 1/);
  await expectStep(page, 2);
  await screenshot(page, 'walk-income-too-small');

  // Pasted from a payslip, with its currency and a no-break space: read as 3.200,50 EUR.
  await paste(page, '#wizard-monthlyIncome', '3\u00a0200,50 €');
  expect(await page.inputValue('#wizard-monthlyIncome')).toBe('3\u00a0200,50 €');
  await expect.poll(() => text(page, 'wizard-monthlyIncome-echo'), WAIT).toContain('3.200,50 EUR');
  await expect.poll(() => page.getByTestId('error-wizard-monthlyIncome').count(), WAIT).toBe(0);
  await next(page);
  await expectStep(page, 3);
  await context.close();
});

test('ro, on a 390×844 phone: the trial starts with no card refused and says nothing is charged; its toast leaves the menu button usable; the e-mail link opens the assessment', async () => {
  const { context, page } = await newPage(browser, PHONE_390, 'ro-RO');
  context.setDefaultTimeout(WAIT.timeout);
  await useLanguage(page, 'ro');
  const { assessment } = await registerWithAssessment(page, 'Ilinca');
  await page.request.patch('/api/user/language', { data: { language: 'ro' } });

  await page.goto('/subscribe?plan=pro');
  await expect.poll(() => page.getByTestId('test-card-form').count(), WAIT).toBe(1);
  await expect.poll(() => text(page, 'test-mode-trial-note'), WAIT).toMatch(/^Astăzi nu se încasează nimic/);
  // The card that declines charges: a trial charges nothing today, so it is saved, not refused.
  await page.fill('#test-card-number', '4000 0000 0000 0002');
  await page.fill('#test-card-expiry', '12/35');
  await page.fill('#test-card-cvc', '123');
  await page.getByTestId('subscribe-submit').click();
  await page.waitForURL((url) => url.pathname === '/assessments', { timeout: 10_000 });

  const toast = page.locator('li[data-swipe-direction]').first();
  await expect.poll(() => toast.isVisible(), WAIT).toBe(true);
  const said = spaces(await toast.textContent());
  expect(said).toMatch(/Perioada gratuită a început/);
  expect(said).toMatch(/Nu se încasează nimic până pe \S.*\d{4}/);
  expect(said).not.toMatch(/Plată reușită|abonat/);
  expect(await page.getByTestId('payment-error').count()).toBe(0);

  // While the toast shows, the header is clear of it and its menu button takes the tap.
  const header = (await page.locator('header').first().boundingBox())!;
  const box = (await toast.boundingBox())!;
  expect(box.y, 'the toast starts below the header').toBeGreaterThanOrEqual(header.y + header.height);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE_390.height);
  const menu = page.getByRole('button', { name: 'Deschide meniul' });
  const target = (await menu.boundingBox())!;
  const isHit = await page.evaluate(
    ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('header button')),
    { x: target.x + target.width / 2, y: target.y + target.height / 2 },
  );
  expect(isHit, 'the menu button is what a tap on it reaches').toBe(true);
  await screenshot(page, 'walk-trial-toast-phone');
  await menu.click();
  await expect.poll(() => page.getByRole('dialog', { name: 'Meniu' }).isVisible(), WAIT).toBe(true);
  expect(await toast.isVisible()).toBe(true);
  await page.keyboard.press('Escape');

  // The status e-mail's button: /assessments?assessment=<id> opens that assessment's details.
  await page.goto(`/assessments?assessment=${assessment.id}`);
  await expect.poll(() => page.getByTestId('assessment-dialog').isVisible(), WAIT).toBe(true);
  await page.keyboard.press('Escape');
  await expect.poll(() => new URL(page.url()).search, WAIT).toBe('');
  await context.close();
});

test('fr: one pinned scenario is "1 scénario", on the result and the comparison; ro: the schedule CSV opens with `;`, decimal commas and Romanian headers', async () => {
  const { context, page } = await newPage(browser, { width: 1280, height: 900 }, 'fr-FR');
  context.setDefaultTimeout(WAIT.timeout);
  await useLanguage(page, 'en');
  const registered = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('walk'), password: STRONG_PASSWORD, firstName: 'Chloé', lastName: 'Martin' },
    headers: { 'accept-language': 'en' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await page.goto('/assessment');
  await expectStep(page, 1);
  await choose(page, 'residenceCountry', 'France');
  await choose(page, 'originCountry', 'Romania');
  await next(page);
  await fillStepsTwoToSix(page, { checkValidation: false });
  await page.getByTestId('wizard-submit').click();
  await expect.poll(() => page.getByTestId('what-if-panel').count(), { timeout: 20_000 }).toBe(1);

  await switchLanguage(page, 'Français');
  await expect.poll(() => text(page, 'pin-scenario'), WAIT).toBe('Épingler ce scénario');
  await page.getByTestId('pin-scenario').click();
  await expect.poll(() => text(page, 'pin-scenario-status'), WAIT).toBe('Épinglé : 1 scénario sur 3, gardé pour comparer.');

  // The result, in Romanian: the CSV as a Romanian spreadsheet reads it.
  await switchLanguage(page, 'Română');
  await page.getByTestId('result-schedule').scrollIntoViewIfNeeded();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('result-schedule-csv').click()]);
  expect(download.suggestedFilename()).toBe('grafic-rambursare.csv');
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)], 'UTF-8 with a byte-order mark').toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe('Luna;Dobânda anuală (%);Rata;Dobânda;Principal rambursat;Rambursare anticipată;Sold rămas');
  const first = lines[1].split(';');
  expect(first).toHaveLength(7);
  expect(first[0]).toBe('1');
  for (const cell of first.slice(2)) expect(cell).toMatch(/^\d+,\d{2}$/);
  expect(lines.at(-1)!.split(';')[6]).toBe('0,00');

  // The comparison page counts the one pinned scenario in French too.
  await page.goto('/compare');
  await switchLanguage(page, 'Français');
  await expect.poll(async () => spaces(await page.locator('main').textContent()), WAIT).toContain('1 scénario épinglé sur 3.');
  expect(spaces(await page.locator('main').textContent())).not.toContain('1 scénarios');
  await context.close();
});
