import { mkdirSync, readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { BuyingPlanAnswer } from '../../core/schemas/buying-plans';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DEMO, signInWithApi, uiText, useAccountLanguage, WAIT } from '../support/backoffice';
import { launchBrowser, newPage } from '../support/browser';
import { useLanguage } from '../support/wizard';

/**
 * Issue 24, item 2's screen: the demo applicant opens the buying plan of their approved
 * assessment, plans the signing about 120 days ahead, sees the dated steps and one trip home,
 * marks a step done and sees it among the steps done, downloads the calendar (one event per
 * dated step and one for the trip), and the page passes axe at 390 px; in Romanian and English.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE_390 = { width: 390, height: 844 };
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u2009\u202f]/g, ' ').replace(/\s+/g, ' ').trim();
const isoDaysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The demo user's approved assessment (server/db/seed-demo-assessments.ts). */
async function approvedAssessmentId(page: Page): Promise<string> {
  const response = await page.request.get('/api/assessments');
  expect(response.status()).toBe(200);
  const assessments = (await response.json()) as Array<{ id: string; status: string }>;
  const approved = assessments.find((assessment) => assessment.status === 'approved');
  expect(approved, 'the demo user has an approved assessment').toBeDefined();
  return approved!.id;
}

/** The journeys share the demo account: a step another run marked done is to do again. */
async function undoDoneSteps(page: Page, assessmentId: string) {
  const stored = await page.request.get(`/api/assessments/${assessmentId}/buying-plan`);
  if (stored.status() !== 200) return;
  for (const key of ((await stored.json()) as BuyingPlanAnswer).doneKeys) {
    const undone = await page.request.put(`/api/assessments/${assessmentId}/buying-plan/steps/${key}`, { data: { done: false } });
    expect(undone.status(), await undone.text()).toBe(200);
  }
}

describe.each(['ro', 'en'] as const)('the buying plan in %s', (language) => {
  test('plans the signing, shows the steps and one trip home, marks a step done and downloads the calendar', async () => {
    const { context, page } = await newPage(browser, PHONE_390, language === 'ro' ? 'ro-RO' : 'en-GB');
    context.setDefaultTimeout(WAIT.timeout);
    await useLanguage(page, language);
    await signInWithApi(page, DEMO.user);
    const restoreLanguage = await useAccountLanguage(page, language);
    try {
      const assessmentId = await approvedAssessmentId(page);
      await undoDoneSteps(page, assessmentId);

      // From the submitted assessment on the assessments page.
      await page.goto(`/assessments?assessment=${assessmentId}`);
      const dialog = page.getByTestId('assessment-dialog');
      await dialog.getByRole('link', { name: await uiText(page, 'plan:link.label'), exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe(`/assessments/${assessmentId}/plan`);

      // The form: a signing about 120 days ahead, travelling home, the first recommended bank.
      const form = page.getByTestId('plan-form');
      await form.getByLabel(await uiText(page, 'plan:form.targetDate'), { exact: true }).fill(isoDaysAhead(120));
      const canTravel = form.getByRole('checkbox', { name: await uiText(page, 'plan:form.canTravel') });
      if (!(await canTravel.isChecked())) await canTravel.check();
      const bank = form.getByRole('combobox', { name: await uiText(page, 'plan:form.bank') });
      const bankOptions = await bank.locator('option').count();
      if (bankOptions > 1) await bank.selectOption({ index: 1 });
      await form.getByTestId('plan-save').click();

      // The plan: dated steps in order, one trip home.
      const timeline = page.getByTestId('plan-timeline');
      await expect.poll(() => timeline.locator('li[data-testid^="plan-step-"]').count(), WAIT).toBeGreaterThan(3);
      await expect.poll(async () => plain(await page.getByTestId('plan-status').textContent()), WAIT).not.toBe('');
      const stepDates = await timeline.getByTestId('plan-step-dates').allTextContents();
      expect(stepDates.every((text) => /\d{4}/.test(text))).toBe(true);
      const trips = page.getByTestId('plan-trip');
      expect(await trips.count()).toBe(1);
      const oneTrip = (await uiText(page, 'plan:trip.one_other', { dates: 'DATES', count: 'COUNT' })).split('DATES')[0];
      expect(plain(await trips.locator('p').first().textContent())).toContain(plain(oneTrip));
      expect(await page.getByTestId('plan-trip-summary').count()).toBe(1);

      // Marking the first step done moves it to the steps done.
      const first = timeline.locator('li[data-testid^="plan-step-"]').first();
      const key = (await first.getAttribute('data-testid'))!.replace('plan-step-', '');
      const title = await uiText(page, `plan:steps.${key}`);
      await first.getByRole('checkbox', { name: await uiText(page, 'plan:timeline.doneLabel', { step: title }) }).check();
      await expect.poll(() => page.getByTestId(`plan-done-${key}`).count(), WAIT).toBe(1);
      expect(await page.getByTestId(`plan-step-${key}`).count()).toBe(0);
      expect(plain(await page.getByTestId('plan-status').textContent())).toBe(plain(await uiText(page, 'plan:status.markedDone', { step: title })));

      // The calendar: its name, and one event per dated step plus one for the trip.
      const planResponse = await page.request.get(`/api/assessments/${assessmentId}/buying-plan`);
      const plan = (await planResponse.json()) as BuyingPlanAnswer;
      expect(plan.doneKeys).toContain(key);
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 20_000 }), page.getByTestId('plan-download').click()]);
      expect(download.suggestedFilename()).toBe(`acasa-plan-${assessmentId.slice(0, 8)}.ics`);
      const calendar = new ICAL.Component(ICAL.parse(readFileSync((await download.path())!, 'utf8')));
      const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
      expect(events).toHaveLength(plan.steps.length + plan.trips.length);
      expect(events.map((event) => event.summary)).toContain(await uiText(page, 'plan:steps.notaryDeed'));
      expect(events.map((event) => event.summary)).not.toContain(title);

      await page.getByTestId('plan-download').scrollIntoViewIfNeeded();
      await expectNoSeriousA11yViolations(page, `buying plan (${language}, 390 px)`);
      // Scrolled to the top: fixed bars (the skip link, the header) then sit where a person sees them.
      await page.evaluate(() => window.scrollTo(0, 0));
      mkdirSync('/tmp/s', { recursive: true });
      await page.screenshot({ path: `/tmp/s/plan-${language}.png`, fullPage: true });
    } finally {
      await restoreLanguage();
      await context.close();
    }
  });
});
