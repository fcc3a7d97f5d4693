import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, launchBrowser, newPage, PHONE } from '../support/browser';
import { useLanguage } from '../support/wizard';
import { DEMO_EMAIL, hasNoSidewaysScroll, registerWithAssessment, signInWithApi, WAIT } from '../support/workspace';

/**
 * Issue 5: axe finds no serious or critical violation in the signed-in workspace on a 360 px
 * phone and a 1280 px desktop, and on the phone nothing scrolls sideways. The dashboard, the
 * assessments with a dialog open, and the pricing page are the demo user's (only looked at:
 * they have the richest history, a broker's note, Romanian texts). The payment page is a new
 * account's: opening it sets up a subscription, and a declined payment is shown on it.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function check(page: Page, where: string, isPhone: boolean) {
  await expectNoSeriousA11yViolations(page, where);
  if (isPhone) expect(await hasNoSidewaysScroll(page), `${where} fits the phone`).toBe(true);
}

for (const [name, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  const isPhone = name === 'phone';

  test(`dashboard, assessments with the dialog open, pricing (${name})`, async () => {
    const { context, page } = await newPage(browser, viewport, 'ro-RO');
    context.setDefaultTimeout(WAIT.timeout);
    await signInWithApi(page, DEMO_EMAIL, inject('demoPassword'));

    await page.goto('/');
    // Loaded: the counters show numbers, the recent activity its assessment.
    await expect.poll(() => page.getByTestId('dashboard-counter-assessments').getAttribute('aria-busy'), WAIT).toBe('false');
    await expect.poll(() => page.getByTestId('recent-assessment').count(), WAIT).toBe(1);
    await check(page, `dashboard (${name})`, isPhone);

    // The approved one: its dialog has the most in it (the broker's note among it).
    const assessments = (await (await page.request.get('/api/assessments')).json()) as Array<{ id: string; status: string }>;
    const approved = assessments.find((assessment) => assessment.status === 'approved')!;
    await page.goto('/assessments');
    await page.getByTestId(`assessment-card-${approved.id}`).getByRole('button').click();
    const dialog = page.getByTestId('assessment-dialog');
    // Everything in it has arrived: the checklist and the engine's result (a chunk of its own).
    await expect.poll(() => dialog.getByTestId('document-checklist').count(), WAIT).toBe(1);
    await expect.poll(() => dialog.getByTestId('result-max-loan').count(), WAIT).toBe(1);
    await check(page, `assessment dialog (${name})`, isPhone);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count(), WAIT).toBe(0);

    await page.goto('/pricing');
    await expect.poll(() => page.getByTestId('plan-card-premium').count(), WAIT).toBe(1);
    await expect.poll(() => page.getByTestId('plan-card-free').getAttribute('data-current'), WAIT).toBe('true');
    await check(page, `pricing (${name})`, isPhone);
    await context.close();
  });

  test(`subscribe, with a declined payment (${name})`, async () => {
    const { context, page } = await newPage(browser, viewport, 'en-GB');
    context.setDefaultTimeout(WAIT.timeout);
    await useLanguage(page, 'en');
    await registerWithAssessment(page, 'Vlad');

    await page.goto('/subscribe?plan=pro');
    await expect.poll(() => page.getByTestId('test-card-form').count(), WAIT).toBe(1);
    await check(page, `subscribe (${name})`, isPhone);

    // A declined card needs a charge today: Premium's paid start (Pro's trial charges nothing, issue 20).
    await page.goto('/subscribe?plan=premium');
    await expect.poll(() => page.getByTestId('test-card-form').count(), WAIT).toBe(1);
    await page.fill('#test-card-number', '4000 0000 0000 0002');
    await page.fill('#test-card-expiry', '12/35');
    await page.fill('#test-card-cvc', '123');
    await page.getByTestId('subscribe-submit').click();
    await expect.poll(() => page.getByTestId('payment-error').count(), WAIT).toBe(1);
    await check(page, `subscribe, payment declined (${name})`, isPhone);
    await context.close();
  });
}
