import { afterAll, beforeAll, expect, test } from 'vitest';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { DEMO, closeWithEscape, expectToast, signInWithApi, useAccountLanguage, WAIT } from '../support/backoffice';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot, STRONG_PASSWORD, uniqueEmail } from '../support/browser';

/**
 * Issue 6, admin configuration: the demo admin adds a country typed in lowercase (stored in
 * capitals), cannot add the same code twice, adds a bank in it, makes a freshly registered user
 * a broker, sets the scoring weights to a total of 90 (and sees the warning), then back to 100.
 * Everything shared is put back: the scoring (other journeys compute scores), the admin's
 * language, and the new bank and country (deleted at the end).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Country {
  id: number;
  code: string;
  name: string;
  isActive: boolean;
}
interface Bank {
  id: number;
  name: string;
  countryCode: string;
  minLoanAmount: string;
  maxLoanAmount: string;
  interestRateMin: string;
  interestRateMax: string;
  website: string | null;
  loanCurrencies: string[];
  representativeRates: Record<string, { rate: number; fixedYears: number | null; rateAfter: number | null }>;
  features: string[];
}
interface ScoringCategory {
  id: number;
  category: string;
  weight: number;
  options: Record<string, number>;
  isActive: boolean;
}
interface ScoringConfig {
  version: number;
  totalActiveWeight: number;
  categories: ScoringCategory[];
}

const getJson = async <T>(request: APIRequestContext, url: string): Promise<T> => {
  const response = await request.get(url);
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
};

/**
 * A real country the seed does not have (the tables show names in the interface language, from
 * the browser's own list, so the code must be a real one), with its English name.
 */
function freeCountry(taken: Set<string>): { code: string; name: string } {
  const candidates = ['PT', 'GR', 'SE', 'FI', 'DK', 'LU', 'CY', 'MT', 'EE', 'LV', 'LT', 'NO', 'IS', 'RS', 'MD', 'AL', 'MK', 'ME', 'BA', 'UA'];
  const code = candidates.find((candidate) => !taken.has(candidate));
  if (!code) throw new Error('no free country code');
  return { code, name: new Intl.DisplayNames(['en'], { type: 'region' }).of(code)! };
}

async function openTab(page: Page, tab: string) {
  await page.getByTestId(`admin-tab-${tab}`).click();
  await expect.poll(() => page.getByTestId(`admin-tab-${tab}`).getAttribute('aria-selected'), WAIT).toBe('true');
  await expect.poll(() => page.getByTestId(`admin-panel-${tab}`).isVisible(), WAIT).toBe(true);
}

/** The category whose weight the journey lowers by 10: its options' points must be lowered with it. */
const CATEGORY = 'affordability';
/** The category that takes those 10 points (issue 12: every category saved at once, total 100). */
const OTHER = 'reserves';

test('the admin adds a country and a bank, makes a user a broker (after confirming), and moves 10 points of scoring weight in one save', async () => {
  const stamp = Date.now().toString(36);

  // A fresh account (never a demo one) whose role the admin changes; signed in in its own browser context.
  const member = await newPage(browser, DESKTOP, 'en-GB');
  const memberEmail = uniqueEmail('role');
  const registered = await member.page.request.post('/api/auth/register', {
    data: { email: memberEmail, password: STRONG_PASSWORD, firstName: 'Radu', lastName: 'Marin' },
    headers: { 'Accept-Language': 'en' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  expect((await member.page.request.get('/api/broker/stats')).status()).toBe(403);

  const { context, page } = await newPage(browser, DESKTOP, 'en-GB');
  context.setDefaultTimeout(WAIT.timeout);
  await signInWithApi(page, DEMO.admin);
  const restoreLanguage = await useAccountLanguage(page, 'en');
  const original = await getJson<ScoringConfig>(page.request, '/api/admin/scoring-config');
  const originalCategory = original.categories.find((category) => category.category === CATEGORY)!;
  try {
    expect(original.totalActiveWeight, 'the journey starts from the seeded total').toBe(100);
    expect(originalCategory.isActive).toBe(true);

    await page.goto('/admin');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), WAIT).toBe('Admin dashboard');

    // ---- Countries: typed in lowercase, stored in capitals.
    const countriesBefore = await getJson<Country[]>(page.request, '/api/admin/countries');
    const { code, name: countryName } = freeCountry(new Set(countriesBefore.map((country) => country.code)));
    await openTab(page, 'countries');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('countries');
    await page.getByTestId('add-country').click();
    const countryDialog = page.getByTestId('country-dialog');
    await expect.poll(() => countryDialog.isVisible(), WAIT).toBe(true);
    await countryDialog.getByTestId('country-name').fill(countryName);
    await countryDialog.getByTestId('country-code').pressSequentially(code.toLowerCase());
    // Uppercase as it is typed (docs/product.md §5).
    expect(await countryDialog.getByTestId('country-code').inputValue()).toBe(code);
    await countryDialog.getByTestId('country-save').click();
    await expectToast(page, 'Country created successfully');
    await expect.poll(() => countryDialog.count(), WAIT).toBe(0);
    const countryRow = page.getByTestId(`country-row-${code}`);
    await expect.poll(() => countryRow.textContent(), WAIT).toContain(countryName);
    expect(await countryRow.locator('td').first().textContent()).toBe(code);

    const countries = await getJson<Country[]>(page.request, '/api/admin/countries');
    const created = countries.find((country) => country.code === code);
    expect(created).toMatchObject({ name: countryName, isActive: true });
    expect(countries.filter((country) => country.code.toUpperCase() === code)).toHaveLength(1);
    // Applicants' forms read the public list: the new country is offered at once.
    expect((await getJson<Array<{ code: string }>>(page.request, '/api/countries')).map((country) => country.code)).toContain(code);

    // The same code again, lowercase: refused with a clear message, nothing added.
    await page.getByTestId('add-country').click();
    await expect.poll(() => countryDialog.isVisible(), WAIT).toBe(true);
    await countryDialog.getByTestId('country-name').fill(`${countryName} (again)`);
    await countryDialog.getByTestId('country-code').pressSequentially(code.toLowerCase());
    await countryDialog.getByTestId('country-save').click();
    await expectToast(page, 'The country was not created');
    await expect.poll(() => countryDialog.getByText('A country with this code already exists').count(), WAIT).toBe(1);
    expect(await countryDialog.getByTestId('country-code').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'admin-country-duplicate');
    await closeWithEscape(page, countryDialog);
    // The server checks it too, whatever the case sent.
    const duplicate = await page.request.post('/api/admin/countries', { data: { name: 'Elsewhere', code: code.toLowerCase(), type: 'property' } });
    expect(duplicate.status()).toBe(409);
    expect((await getJson<Country[]>(page.request, '/api/admin/countries')).filter((country) => country.code === code)).toHaveLength(1);
    await expect.poll(() => page.getByTestId(`country-row-${code}`).count(), WAIT).toBe(1);

    // ---- Banks: one in the new country; the loan range must run from min to max.
    const bankName = `E2E Bank ${stamp}`;
    await openTab(page, 'banks');
    await page.getByTestId('add-bank').click();
    const bankDialog = page.getByTestId('bank-dialog');
    await expect.poll(() => bankDialog.isVisible(), WAIT).toBe(true);
    await bankDialog.getByTestId('bank-name').fill(bankName);
    await bankDialog.getByTestId('bank-country').selectOption(code);
    await bankDialog.getByTestId('bank-min-loan').fill('500000');
    await bankDialog.getByTestId('bank-max-loan').fill('400000');
    await bankDialog.getByTestId('bank-rate-min').fill('3.25');
    await bankDialog.getByTestId('bank-rate-max').fill('5.75');
    await bankDialog.getByTestId('bank-website').fill('https://bank.example.com');
    await bankDialog.getByTestId('bank-currencies').fill('eur, ron');
    // Issue 19: each loan currency gets its representative rate, inside the bank's range.
    await bankDialog.getByTestId('bank-rate-EUR').fill('4.1');
    await bankDialog.getByTestId('bank-rate-RON').fill('5.4');
    await bankDialog.getByTestId('bank-description').fill('A bank that lends to people abroad.');
    await bankDialog.getByTestId('bank-features').fill('Income abroad accepted\nOnline signing');
    await bankDialog.getByTestId('bank-save').click();
    await expect.poll(() => bankDialog.getByText('The maximum loan cannot be less than the minimum loan').count(), WAIT).toBe(1);
    await bankDialog.getByTestId('bank-min-loan').fill('20000');
    await bankDialog.getByTestId('bank-save').click();
    await expectToast(page, 'Bank created successfully');
    await expect.poll(() => bankDialog.count(), WAIT).toBe(0);

    const bank = (await getJson<Bank[]>(page.request, '/api/admin/banks')).find((item) => item.name === bankName);
    expect(bank).toMatchObject({
      countryCode: code,
      minLoanAmount: '20000.00',
      maxLoanAmount: '400000.00',
      interestRateMin: '3.25',
      interestRateMax: '5.75',
      website: 'https://bank.example.com',
      loanCurrencies: ['EUR', 'RON'],
      representativeRates: { EUR: { rate: 4.1, fixedYears: null, rateAfter: null }, RON: { rate: 5.4, fixedYears: null, rateAfter: null } },
      features: ['Income abroad accepted', 'Online signing'],
    });
    const bankRow = page.getByTestId(`bank-row-${bank!.id}`);
    await expect.poll(() => bankRow.textContent(), WAIT).toContain(bankName);
    const bankText = (await bankRow.textContent()) ?? '';
    expect(bankText).toContain(countryName);
    expect(bankText).toMatch(/3\.25\s*%?\s*[–-]\s*5\.75\s*%/);
    await screenshot(page, 'admin-banks');

    // ---- Users: the fresh account becomes a broker.
    await openTab(page, 'users');
    await page.getByTestId('admin-users-search').fill(memberEmail);
    const userRows = page.getByTestId('admin-users-table').locator('tbody tr');
    await expect.poll(() => userRows.count(), WAIT).toBe(1);
    const userRow = page.locator(`[data-testid^="user-row-"][data-email="${memberEmail}"]`);
    const userId = ((await userRow.getAttribute('data-testid')) ?? '').replace('user-row-', '');
    expect(userId).not.toBe('');
    const badge = page.getByTestId(`user-role-badge-${userId}`);
    expect(await badge.textContent()).toBe('User');
    // Issue 12: the change asks first, saying what a broker can do; cancelling changes nothing.
    await page.getByTestId(`user-role-select-${userId}`).selectOption('broker');
    const roleDialog = page.getByTestId('role-change-dialog');
    await expect.poll(() => roleDialog.isVisible(), WAIT).toBe(true);
    expect(await roleDialog.getByRole('heading').textContent()).toBe('Make Radu Marin a Broker?');
    expect(await roleDialog.getByTestId('role-change-abilities').textContent()).toContain("Sees every applicant's assessments and documents");
    await roleDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => roleDialog.count(), WAIT).toBe(0);
    expect(await page.getByTestId(`user-role-select-${userId}`).inputValue()).toBe('user');
    expect(await badge.textContent()).toBe('User');
    await page.getByTestId(`user-role-select-${userId}`).selectOption('broker');
    await page.getByTestId('role-change-confirm').click();
    await expectToast(page, 'User role updated successfully');
    await expect.poll(() => badge.textContent(), WAIT).toBe('Broker');
    expect(await page.getByTestId(`user-role-select-${userId}`).inputValue()).toBe('broker');
    const users = await getJson<{ items: Array<{ id: string; role: string }> }>(page.request, `/api/admin/users?search=${encodeURIComponent(memberEmail)}`);
    expect(users.items).toEqual([expect.objectContaining({ id: userId, role: 'broker' })]);
    // The change ends the account's sessions; signed in again, it has the broker's rights.
    expect((await member.page.request.get('/api/broker/stats')).status()).toBe(401);
    await signInWithApi(member.page, memberEmail, STRONG_PASSWORD);
    expect((await member.page.request.get('/api/broker/stats')).status()).toBe(200);

    // ---- Scoring: the total is 100, no warning; descriptions and options are words, not keys.
    const originalOther = original.categories.find((category) => category.category === OTHER)!;
    await openTab(page, 'scoring');
    const total = page.getByTestId('scoring-total');
    const warning = page.getByTestId('scoring-warning');
    const save = page.getByTestId('scoring-save');
    await expect.poll(() => total.getAttribute('data-total'), WAIT).toBe('100');
    expect(await total.textContent()).toBe('Total of active weights: 100 / 100');
    expect(await warning.count()).toBe(0);
    expect(await save.isDisabled()).toBe(true);
    expect(await page.getByTestId('scoring-loanToValue-option-label-le_countryCap').textContent()).toBe("Over 80%, within the country's cap");
    expect(await page.getByTestId('scoring-category-loanToValue').textContent()).not.toContain('le_countryCap');
    expect(await page.getByTestId('scoring-employmentType-option-label-self-employed').textContent()).toBe('Self-employed');
    expect(await page.getByTestId('scoring-affordability-description').textContent()).toContain('stressed monthly debt service');

    // Raising one weight by 10: 110 shows at once, and cannot be saved.
    const otherWeight = page.getByTestId(`scoring-weight-${OTHER}`);
    await otherWeight.fill(String(originalOther.weight + 10));
    await expect.poll(() => total.getAttribute('data-total'), WAIT).toBe('110');
    await expect.poll(() => warning.textContent(), WAIT).toContain('The active weights must total 100; they now total 110.');
    expect(await save.isDisabled()).toBe(true);
    // The server refuses it too, and nothing changes.
    const refused = await page.request.put('/api/admin/scoring-config', { data: { categories: [{ id: originalOther.id, weight: originalOther.weight + 10 }] } });
    expect(refused.status()).toBe(400);

    // Lowering another by 10: the total follows the typing...
    const weight = page.getByTestId(`scoring-weight-${CATEGORY}`);
    const lowered = originalCategory.weight - 10;
    await weight.fill(String(lowered));
    await expect.poll(() => total.getAttribute('data-total'), WAIT).toBe('100');
    await expect.poll(() => warning.count(), WAIT).toBe(0);
    // ...but points above the new weight must come down first: Save waits for it.
    const tooHigh = Object.entries(originalCategory.options).filter(([, points]) => points > lowered);
    expect(tooHigh.length, 'the category has options above the lowered weight').toBeGreaterThan(0);
    await expect.poll(() => page.getByText("Points cannot exceed the category's weight").count(), WAIT).toBe(tooHigh.length);
    expect(await save.isDisabled()).toBe(true);
    for (const [option] of tooHigh) await page.getByTestId(`scoring-points-${CATEGORY}-${option}`).fill(String(lowered));
    await expect.poll(() => save.isEnabled(), WAIT).toBe(true);
    await expect.poll(() => page.getByTestId('scoring-changed').textContent(), WAIT).toBe('Categories changed: 2');
    await save.click();
    await expectToast(page, 'Scoring configuration updated successfully');

    // Saved: both categories in ONE new version, with a total of 100.
    const moved = await getJson<ScoringConfig>(page.request, '/api/admin/scoring-config');
    expect(moved.totalActiveWeight).toBe(100);
    expect(moved.version).toBe(original.version + 1);
    const savedCategory = moved.categories.find((category) => category.category === CATEGORY)!;
    expect(savedCategory.weight).toBe(lowered);
    for (const [option] of tooHigh) expect(savedCategory.options[option]).toBe(lowered);
    expect(moved.categories.find((category) => category.category === OTHER)!.weight).toBe(originalOther.weight + 10);
    await page.reload();
    await expect.poll(() => total.getAttribute('data-total'), WAIT).toBe('100');
    await expect.poll(() => page.getByTestId(`scoring-weight-${OTHER}`).inputValue(), WAIT).toBe(String(originalOther.weight + 10));
    await screenshot(page, 'admin-scoring-moved');

    // Back as it was, again in one save.
    await page.getByTestId(`scoring-weight-${OTHER}`).fill(String(originalOther.weight));
    await weight.fill(String(originalCategory.weight));
    for (const [option, points] of tooHigh) await page.getByTestId(`scoring-points-${CATEGORY}-${option}`).fill(String(points));
    await expect.poll(() => total.getAttribute('data-total'), WAIT).toBe('100');
    await save.click();
    await expectToast(page, 'Scoring configuration updated successfully');
    await expect.poll(() => page.getByTestId(`scoring-${CATEGORY}-unsaved`).count(), WAIT).toBe(0);
    const restored = await getJson<ScoringConfig>(page.request, '/api/admin/scoring-config');
    expect(restored.totalActiveWeight).toBe(100);
    expect(restored.version).toBe(original.version + 2);
    expect(restored.categories.find((category) => category.category === CATEGORY)).toMatchObject({
      weight: originalCategory.weight,
      options: originalCategory.options,
    });
    expect(restored.categories.find((category) => category.category === OTHER)!.weight).toBe(originalOther.weight);

    // ---- Audit (issue 15): the role change is listed with who made it, before and after; axe clean on a desktop and a phone.
    await openTab(page, 'audit');
    await page.getByTestId('admin-audit-kind').selectOption('user_role');
    const roleEntry = page.getByTestId('admin-audit-entry').filter({ hasText: memberEmail });
    await expect.poll(() => roleEntry.count(), WAIT).toBe(1);
    expect(await roleEntry.textContent()).toContain(DEMO.admin);
    const roleChange = roleEntry.locator('[data-field="role"]');
    expect(await roleChange.locator('td').allTextContents()).toEqual(['User', 'Broker']);
    await expectNoSeriousA11yViolations(page, 'admin audit tab');
    await page.setViewportSize(PHONE);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), WAIT).toBe(true);
    await expectNoSeriousA11yViolations(page, 'admin audit tab on a phone');
    await screenshot(page, 'admin-audit-phone');
    await page.setViewportSize(DESKTOP);

    // ---- Clean up: a country a bank uses cannot be deleted; without the bank it can.
    const inUse = await page.request.delete(`/api/admin/countries/${created!.id}`);
    expect(inUse.status()).toBe(409);
    expect((await page.request.delete(`/api/admin/banks/${bank!.id}`)).status()).toBe(204);
    expect((await page.request.delete(`/api/admin/countries/${created!.id}`)).status()).toBe(204);
    expect((await getJson<Array<{ code: string }>>(page.request, '/api/countries')).map((country) => country.code)).not.toContain(code);
  } finally {
    // Whatever happened above, the engine's scoring is left as it was found (one save, total 100).
    const now = await getJson<ScoringConfig>(page.request, '/api/admin/scoring-config');
    const changed = now.categories.filter((current) => {
      const before = original.categories.find((category) => category.id === current.id)!;
      return current.weight !== before.weight || current.isActive !== before.isActive || JSON.stringify(current.options) !== JSON.stringify(before.options);
    });
    if (changed.length) {
      const categories = changed.map((current) => {
        const before = original.categories.find((category) => category.id === current.id)!;
        return { id: before.id, weight: before.weight, options: before.options, isActive: before.isActive };
      });
      await page.request.put('/api/admin/scoring-config', { data: { categories } });
    }
    await restoreLanguage();
    await context.close();
    await member.context.close();
  }
});
