import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO, signInWithApi, WAIT } from '../support/backoffice';
import { DESKTOP, launchBrowser, newPage, STRONG_PASSWORD, uniqueEmail } from '../support/browser';
import { WORKED_EXAMPLE } from '../support/workspace';

/**
 * Issue 11, what held under attack, kept as a journey: an applicant whose names are markup
 * (an image with an onerror handler, a script tag) submits an assessment; the broker's list and
 * evaluation dialog, the admin's assessments and users tabs, and the applicant's own dashboard
 * show the names as text. Nothing runs: no handler sets the page's flag, no dialog opens, and the
 * names are on screen character for character.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const FIRST_NAME = '<img src=x onerror="window.__xss=1">';
const LAST_NAME = '<script>window.__xss=2</script>';

/** A page that records any dialog and exposes the flag a payload would set. */
async function watched(page: Page): Promise<() => Promise<{ flag: unknown; dialogs: number }>> {
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  return async () => ({ flag: await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), dialogs });
}

test('names written as markup are shown as text to the broker, the admin and the applicant', async () => {
  const applicant = await newPage(browser, DESKTOP, 'en-GB');
  const email = uniqueEmail('markup');
  const registered = await applicant.page.request.post('/api/auth/register', {
    data: { email, password: STRONG_PASSWORD, firstName: FIRST_NAME, lastName: LAST_NAME },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const submitted = await applicant.page.request.post('/api/assessments', { data: WORKED_EXAMPLE });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const { id } = (await submitted.json()) as { id: string };
  const applicantSaw = await watched(applicant.page);
  await applicant.page.goto('/');
  await expect.poll(() => applicant.page.locator('body').textContent(), WAIT).toContain('Acasa');
  expect(await applicantSaw()).toEqual({ flag: undefined, dialogs: 0 });

  const broker = await newPage(browser, DESKTOP, 'en-GB');
  await signInWithApi(broker.page, DEMO.broker);
  const brokerSaw = await watched(broker.page);
  await broker.page.goto('/broker');
  await broker.page.getByTestId('broker-search').fill(email);
  const row = broker.page.getByTestId(`broker-row-${id}`);
  await expect.poll(() => row.count(), WAIT).toBe(1);
  expect(await row.textContent()).toContain(FIRST_NAME);
  await broker.page.getByTestId(`broker-open-${id}`).click();
  const dialog = broker.page.getByTestId('evaluation-dialog');
  await expect.poll(() => dialog.textContent(), WAIT).toContain(LAST_NAME);
  expect(await brokerSaw()).toEqual({ flag: undefined, dialogs: 0 });

  const admin = await newPage(browser, DESKTOP, 'en-GB');
  await signInWithApi(admin.page, DEMO.admin);
  const adminSaw = await watched(admin.page);
  await admin.page.goto('/admin');
  for (const tab of ['assessments', 'users']) {
    await admin.page.getByTestId(`admin-tab-${tab}`).click();
    const panel = admin.page.getByTestId(`admin-panel-${tab}`);
    await expect.poll(() => panel.textContent(), WAIT).toContain(FIRST_NAME);
  }
  expect(await adminSaw()).toEqual({ flag: undefined, dialogs: 0 });

  for (const { context } of [applicant, broker, admin]) await context.close();
});
