import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { closeWithEscape, counterValue, DEMO, signInWithApi, uiText, useAccountLanguage, WAIT } from '../support/backoffice';
import { launchBrowser, newPage, PHONE, screenshot } from '../support/browser';

/**
 * Issue 20, the back-office walk's defects, as the admin and the broker see them now:
 * - a country code typed too long (SWE) stays SWE in the field and is refused there, with the
 *   field named, instead of being cut to SW and saved;
 * - a first-home scheme's loan limit above its price limit is refused under the loan limit;
 * - a reordered list (a country's costs of buying) reads in the audit trail as "Order changed"
 *   with each order by name, and a change as items.<key>.<field>; field names wrap only after a dot;
 * - the 12 admin tabs at 1280×800 show that the bar scrolls (a fade and a button at the hidden
 *   edge) and every tab is reached with the arrow keys, the focused one in full view;
 * - the admin's own role select is disabled, saying why, before anything is picked;
 * - the broker's counters include "In review" and add up to the total.
 * axe on each screen changed. The costs of Romania reordered for the audit are put back.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const DESKTOP_1280 = { width: 1280, height: 800 };

async function openTab(page: Page, tab: string) {
  await page.getByTestId(`admin-tab-${tab}`).click();
  await expect.poll(() => page.getByTestId(`admin-tab-${tab}`).getAttribute('aria-selected'), WAIT).toBe('true');
  await expect.poll(() => page.getByTestId(`admin-panel-${tab}`).isVisible(), WAIT).toBe(true);
}
const noSpinner = (page: Page, scope: string) => expect.poll(() => page.locator(`${scope} .animate-spin`).count(), WAIT).toBe(0);
const hasNoSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A tab wholly inside the scrolling bar's visible box, and what is at its centre is the tab itself (no scroll button over it). */
const isInFullView = (tab: Locator) =>
  tab.evaluate((element) => {
    const list = element.closest('[role="tablist"]')!.getBoundingClientRect();
    const box = element.getBoundingClientRect();
    const atCentre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return box.left >= list.left - 0.5 && box.right <= list.right + 0.5 && atCentre !== null && element.contains(atCentre);
  });

/** Whether each dot-separated part of every field name in the diff, and each name in an order, sits on one line (a name may break only after a dot). */
const fieldNamesBreakOnlyAfterDots = (scope: Locator) =>
  scope.evaluate((root) =>
    [...root.querySelectorAll('[data-testid="audit-change"] th code, [data-testid="audit-order"] li')].every((code) =>
      [...code.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').length > 1)
        .every((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size === 1;
        }),
    ),
  );

interface ClosingCost {
  key: string;
  countryCode: string;
  id: number;
  sortOrder: number;
  rate: number;
  [field: string]: unknown;
}

test('admin at 1280×800: SWE refused on the field, scheme limits refused, a reorder readable in the audit trail, the tab bar scrolls and every tab is reachable by keyboard, own role locked with the reason', async () => {
  const { context, page } = await newPage(browser, DESKTOP_1280, 'en-GB');
  context.setDefaultTimeout(WAIT.timeout);
  await signInWithApi(page, DEMO.admin);
  const restoreLanguage = await useAccountLanguage(page, 'en');
  const costsOfRomania = async () => ((await (await page.request.get('/api/admin/closing-costs')).json()) as ClosingCost[]).filter((cost) => cost.countryCode === 'RO');
  const asInput = ({ id: _id, countryCode: _c, sortOrder: _s, ...rest }: ClosingCost) => rest;
  const originalCosts = await costsOfRomania();
  try {
    await page.goto('/admin');
    await expect.poll(() => page.getByTestId('admin-tabs').count(), WAIT).toBe(1);

    // ---- The tab bar at 1280 px: it scrolls, and says so.
    const tabs = page.getByTestId('admin-tabs');
    const scroller = page.getByTestId('tabs-scroller');
    const tabValues = await page.locator('[data-testid^="admin-tab-"]').evaluateAll((elements) => elements.map((element) => element.getAttribute('data-testid')!.replace('admin-tab-', '')));
    expect(tabValues).toHaveLength(12);
    expect(await tabs.evaluate((element) => element.scrollWidth > element.clientWidth), 'the 12 tabs are wider than the bar at 1280 px').toBe(true);
    await expect.poll(() => scroller.getAttribute('data-scroll-end'), WAIT).toBe('true');
    expect(await page.getByTestId('tabs-fade-end').isVisible()).toBe(true);
    // In the account's language (English) once the signed-in user has loaded; the first paint may still be the default's.
    await expect.poll(() => page.getByTestId('tabs-scroll-end').getAttribute('aria-label'), WAIT).toBe('More tabs');
    expect(await page.getByTestId('tabs-fade-start').count(), 'nothing hidden before the first tab').toBe(0);
    expect(await isInFullView(page.getByTestId('admin-tab-audit')), 'the last tab starts out of view').toBe(false);
    await screenshot(page, 'walk-admin-tabs-1280-start');
    await expectNoSeriousA11yViolations(page, 'admin tab bar at 1280 px');

    // The chevron shows the rest; the start edge then fades too.
    await page.getByTestId('tabs-scroll-end').click();
    await expect.poll(() => tabs.evaluate((element) => element.scrollLeft), WAIT).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('tabs-fade-start').isVisible(), WAIT).toBe(true);
    await page.getByTestId('tabs-scroll-start').click();
    await expect.poll(() => tabs.evaluate((element) => element.scrollLeft), WAIT).toBe(0);

    // The keyboard: from the first tab, the arrow keys reach every tab, each in full view when focused.
    await page.getByTestId('admin-tab-overview').focus();
    for (const value of tabValues.slice(1)) {
      await page.keyboard.press('ArrowRight');
      const tab = page.getByTestId(`admin-tab-${value}`);
      await expect.poll(() => tab.evaluate((element) => element === document.activeElement), WAIT).toBe(true);
      await expect.poll(() => isInFullView(tab), { ...WAIT, message: `${value} in full view when focused` }).toBe(true);
    }
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('admin-tab-audit').getAttribute('aria-selected'), WAIT).toBe('true');
    await expect.poll(() => scroller.getAttribute('data-scroll-start'), WAIT).toBe('true');
    await screenshot(page, 'walk-admin-tabs-1280-end');
    await page.keyboard.press('Home');
    await expect.poll(() => isInFullView(page.getByTestId('admin-tab-overview')), WAIT).toBe(true);
    // A link to the last tab opens with it scrolled into view.
    await page.goto('/admin?tab=audit');
    await expect.poll(() => page.getByTestId('admin-tab-audit').getAttribute('aria-selected'), WAIT).toBe('true');
    await expect.poll(() => isInFullView(page.getByTestId('admin-tab-audit')), WAIT).toBe(true);

    // ---- A country code typed too long: kept as typed and refused on the field.
    await openTab(page, 'countries');
    await page.getByTestId('add-country').click();
    const countryDialog = page.getByTestId('country-dialog');
    await expect.poll(() => countryDialog.isVisible(), WAIT).toBe(true);
    await countryDialog.getByTestId('country-name').fill('Sweden');
    await countryDialog.getByTestId('country-code').pressSequentially('swe');
    expect(await countryDialog.getByTestId('country-code').inputValue(), 'not cut to SW').toBe('SWE');
    await countryDialog.getByTestId('country-save').click();
    const codeMessage = 'Country code must be two letters (for example RO)';
    await expect.poll(() => countryDialog.getByText(codeMessage, { exact: true }).count(), WAIT).toBe(1);
    expect(await countryDialog.getByTestId('country-code').getAttribute('aria-invalid')).toBe('true');
    // The message is the field's own description, so a screen reader reads it with the field.
    const describedBy = (await countryDialog.getByTestId('country-code').getAttribute('aria-describedby')) ?? '';
    const descriptions = await Promise.all(describedBy.split(/\s+/).filter(Boolean).map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(descriptions.join(' ')).toContain(codeMessage);
    await screenshot(page, 'walk-admin-country-swe');
    await expectNoSeriousA11yViolations(page, 'country dialog refusing SWE');
    await closeWithEscape(page, countryDialog);
    // The server says the same, whatever the form does; nothing was saved.
    const direct = await page.request.post('/api/admin/countries', { data: { name: 'Sweden', code: 'SWE', type: 'income' } });
    expect(direct.status()).toBe(400);
    expect(((await direct.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({ code: codeMessage });
    const codes = ((await (await page.request.get('/api/admin/countries')).json()) as Array<{ code: string }>).map((country) => country.code);
    expect(codes).not.toContain('SW');
    expect(codes).not.toContain('SWE');

    // ---- A scheme whose loan limit is above its price limit: refused under the loan limit.
    const schemesBefore = await (await page.request.get('/api/admin/first-home-schemes')).json();
    await openTab(page, 'costs');
    await page.getByTestId('scheme-edit-ro_noua_casa').click();
    const schemeDialog = page.getByTestId('scheme-dialog');
    await expect.poll(() => schemeDialog.isVisible(), WAIT).toBe(true);
    await schemeDialog.getByTestId('scheme-maxPrice').fill('70000');
    await schemeDialog.getByTestId('scheme-maxLoan').fill('80000');
    await schemeDialog.getByTestId('scheme-save').click();
    const limitMessage = 'Loan limit cannot be above the price limit';
    await expect.poll(() => schemeDialog.getByText(limitMessage, { exact: true }).count(), WAIT).toBe(1);
    expect(await schemeDialog.getByTestId('scheme-maxLoan').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'walk-admin-scheme-limits');
    await expectNoSeriousA11yViolations(page, 'scheme dialog refusing a loan limit above the price limit');
    await closeWithEscape(page, schemeDialog);
    const scheme = (schemesBefore as Array<{ id: number; key: string }>).find((item) => item.key === 'ro_noua_casa')!;
    const { id: schemeId, key: _key, ...schemeBody } = scheme;
    const directScheme = await page.request.put(`/api/admin/first-home-schemes/${schemeId}`, { data: { ...schemeBody, maxPrice: '70000', maxLoan: '80000' } });
    expect(directScheme.status()).toBe(400);
    expect(((await directScheme.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({ maxLoan: limitMessage });
    expect(await (await page.request.get('/api/admin/first-home-schemes')).json()).toEqual(schemesBefore);

    // ---- A reordered list in the audit trail: Romania's first two costs swapped, the (new) first one's rate changed.
    expect(originalCosts.length).toBeGreaterThan(2);
    const [first, second, ...rest] = originalCosts.map(asInput);
    const reordered = [{ ...second, rate: 0.0123 }, first, ...rest];
    const saved = await page.request.put('/api/admin/closing-costs/RO', { data: { items: reordered } });
    expect(saved.status(), await saved.text()).toBe(200);
    await openTab(page, 'audit');
    await page.getByTestId('admin-audit-kind').selectOption('closing_costs');
    const entry = page.getByTestId('admin-audit-entry').first();
    await expect.poll(() => entry.getAttribute('data-kind'), WAIT).toBe('closing_costs');
    await expect.poll(() => entry.locator('[data-testid="audit-change"]').count(), WAIT).toBe(2);
    const order = entry.locator('[data-testid="audit-change"][data-kind="order"]');
    expect(await order.getAttribute('data-field')).toBe('items');
    expect(await order.locator('th').textContent()).toBe(`items${await uiText(page, 'admin:audit.orderChanged')}`);
    // Each order as a numbered list of names, the old one struck through.
    expect(await order.locator('td').first().locator('del li').allTextContents()).toEqual(originalCosts.map((cost) => cost.key));
    expect(await order.locator('td').last().locator('ins li').allTextContents()).toEqual(reordered.map((cost) => cost.key));
    const rate = entry.locator(`[data-testid="audit-change"][data-field="items.${second.key}.rate"]`);
    expect(await rate.count(), `items.${second.key}.rate, by key`).toBe(1);
    expect(Number(await rate.locator('td').last().textContent())).toBe(0.0123);
    // Nothing by position: no items.1.key landRegistry → notary.
    expect(await entry.locator('[data-testid="audit-change"][data-field^="items.1"]').count()).toBe(0);
    expect(await fieldNamesBreakOnlyAfterDots(entry)).toBe(true);
    await noSpinner(page, '[data-testid="admin-panel-audit"]');
    await screenshot(page, 'walk-admin-audit-reorder');
    await expectNoSeriousA11yViolations(page, 'audit trail of a reordered list');
    // On a phone's width the names still break only after a dot.
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await fieldNamesBreakOnlyAfterDots(entry)).toBe(true);
    await screenshot(page, 'walk-admin-audit-reorder-phone');
    await page.setViewportSize(DESKTOP_1280);

    // ---- Your own role: the select is disabled, saying why, before anything is picked.
    await openTab(page, 'users');
    await page.getByTestId('admin-users-search').fill(DEMO.admin);
    const ownRow = page.locator(`[data-testid^="user-row-"][data-email="${DEMO.admin}"]`);
    await expect.poll(() => ownRow.count(), WAIT).toBe(1);
    const ownId = ((await ownRow.getAttribute('data-testid')) ?? '').replace('user-row-', '');
    const ownSelect = page.getByTestId(`user-role-select-${ownId}`);
    await expect.poll(() => ownSelect.isDisabled(), WAIT).toBe(true);
    const admins = ((await (await page.request.get('/api/admin/stats')).json()) as { users: { admins: number } }).users.admins;
    const reason = await uiText(page, admins <= 1 ? 'admin:users.onlyAdminLocked' : 'admin:users.ownRoleLocked');
    await expect.poll(() => page.getByTestId(`user-role-lock-${ownId}`).textContent(), WAIT).toBe(reason);
    expect(await ownSelect.getAttribute('aria-describedby')).toBe(`user-role-lock-${ownId}`);
    expect(await page.getByTestId('role-change-dialog').count()).toBe(0);
    // Someone else's role stays open to change.
    await page.getByTestId('admin-users-search').fill(DEMO.user);
    const userRow = page.locator(`[data-testid^="user-row-"][data-email="${DEMO.user}"]`);
    await expect.poll(() => userRow.count(), WAIT).toBe(1);
    const userId = ((await userRow.getAttribute('data-testid')) ?? '').replace('user-row-', '');
    expect(await page.getByTestId(`user-role-select-${userId}`).isDisabled()).toBe(false);
    await page.getByTestId('admin-users-search').fill(DEMO.admin);
    await expect.poll(() => page.locator('[data-testid^="user-row-"]').count(), WAIT).toBe(1);
    await noSpinner(page, '[data-testid="admin-panel-users"]');
    await screenshot(page, 'walk-admin-own-role');
    await expectNoSeriousA11yViolations(page, 'users tab with the own role locked');
    // The server refuses it too (the only admin: 409 on the role).
    if (admins <= 1) {
      const demote = await page.request.put(`/api/admin/users/${ownId}/role`, { data: { role: 'user' } });
      expect(demote.status()).toBe(409);
      expect(((await demote.json()) as { fieldErrors: Record<string, string> }).fieldErrors.role).toBe('You cannot remove the last admin. Make another user an admin first.');
    }
  } finally {
    const restored = await page.request.put('/api/admin/closing-costs/RO', { data: { items: originalCosts.map(asInput) } });
    expect(restored.status()).toBe(200);
    await restoreLanguage();
    await context.close();
  }
});

test('admin on a phone: the tab bar fades where tabs are hidden and the page does not scroll sideways', async () => {
  const { context, page } = await newPage(browser, PHONE, 'ro-RO');
  context.setDefaultTimeout(WAIT.timeout);
  await signInWithApi(page, DEMO.admin);
  await page.goto('/admin?tab=exchange-rates');
  await expect.poll(() => page.getByTestId('admin-tab-exchange-rates').getAttribute('aria-selected'), WAIT).toBe('true');
  await expect.poll(() => isInFullView(page.getByTestId('admin-tab-exchange-rates')), WAIT).toBe(true);
  await expect.poll(() => page.getByTestId('tabs-fade-start').isVisible(), WAIT).toBe(true);
  await expect.poll(() => page.getByTestId('tabs-fade-end').isVisible(), WAIT).toBe(true);
  expect(await hasNoSidewaysScroll(page)).toBe(true);
  await noSpinner(page, '[data-testid="admin-panel-exchange-rates"]');
  await screenshot(page, 'walk-admin-tabs-phone');
  await expectNoSeriousA11yViolations(page, 'admin tab bar on a phone');
  await context.close();
});

for (const [name, viewport] of [
  ['1280×800', DESKTOP_1280],
  ['phone', PHONE],
] as const) {
  test(`broker (${name}): a counter for every status, adding up to the total`, async () => {
    const { context, page } = await newPage(browser, viewport, 'en-GB');
    context.setDefaultTimeout(WAIT.timeout);
    await signInWithApi(page, DEMO.broker);
    const restoreLanguage = await useAccountLanguage(page, 'en');
    try {
      await page.goto('/broker');
      await expect.poll(() => page.getByTestId('broker-stat-total').textContent(), WAIT).toMatch(/\d/);
      await expect.poll(() => page.getByTestId('broker-stat-in-review').textContent(), WAIT).toMatch(/\d/);
      const stats = (await (await page.request.get('/api/broker/stats')).json()) as { total: number; pendingReview: number; inReview: number; approved: number; rejected: number };
      expect(stats.inReview, 'the demo data has an assessment in review').toBeGreaterThan(0);
      const shown = {
        total: await counterValue(page, 'broker-stat-total'),
        pending: await counterValue(page, 'broker-stat-pending'),
        inReview: await counterValue(page, 'broker-stat-in-review'),
        approved: await counterValue(page, 'broker-stat-approved'),
        rejected: await counterValue(page, 'broker-stat-rejected'),
      };
      expect(shown).toEqual({ total: stats.total, pending: stats.pendingReview, inReview: stats.inReview, approved: stats.approved, rejected: stats.rejected });
      expect(shown.pending + shown.inReview + shown.approved + shown.rejected).toBe(shown.total);
      // Each counter is named for what it counts.
      const label = (testId: string) => page.getByTestId(testId).locator('xpath=preceding-sibling::dt').textContent();
      expect(await label('broker-stat-in-review')).toBe('In review');
      expect(await page.locator('section[aria-labelledby="broker-stats-title"] dt').count()).toBe(5);
      if (name === 'phone') expect(await hasNoSidewaysScroll(page)).toBe(true);
      await noSpinner(page, 'main');
      await screenshot(page, `walk-broker-counters-${name === 'phone' ? 'phone' : '1280'}`);
      await expectNoSeriousA11yViolations(page, `broker counters (${name})`);
    } finally {
      await restoreLanguage();
      await context.close();
    }
  });
}
