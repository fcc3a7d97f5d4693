import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, screenshot } from '../support/browser';
import { DEMO_EMAIL, digits, signInWithForm, uiText, type StoredAssessment, WAIT } from '../support/workspace';

/**
 * Issue 5: the demo user's workspace. Read-only on purpose: the demo user is shared by every
 * journey of the run (one server), so nothing here uploads, pays or changes the language;
 * each check compares the page with what the API says at the same moment, and texts are
 * compared in the account's own language (Romanian) through the interface's catalogues.
 * The journeys that change state use accounts of their own (workspace-documents,
 * workspace-subscription).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Assessment extends StoredAssessment {
  submittedAt: string | null;
  createdAt: string;
  events: Array<{ toStatus: string; note: string | null }>;
}

test('the demo user sees counters that match their data, and their latest assessment', async () => {
  const { context, page } = await newPage(browser, DESKTOP, 'ro-RO');
  context.setDefaultTimeout(WAIT.timeout);
  await signInWithForm(page, DEMO_EMAIL, inject('demoPassword'));

  const [assessments, documents, me] = await Promise.all([
    page.request.get('/api/assessments').then((response) => response.json() as Promise<Assessment[]>),
    page.request.get('/api/documents').then((response) => response.json() as Promise<Array<{ status: string }>>),
    page.request.get('/api/auth/user').then((response) => response.json() as Promise<{ firstName: string; subscriptionPlan: string }>),
  ]);
  // The seed's history (one approved, one in review) is there; the broker journey, sharing this
  // server, may have added the demo user's submission of this month, so the rest comes from the API.
  expect(assessments.map((assessment) => assessment.status)).toEqual(expect.arrayContaining(['approved', 'in_review']));

  const counter = (id: string) => page.getByTestId(`dashboard-counter-${id}`);
  await expect.poll(() => counter('assessments').textContent(), WAIT).toBe(String(assessments.length));
  await expect.poll(() => counter('documents').textContent(), WAIT).toBe(String(documents.length));
  await expect.poll(() => counter('pending').textContent(), WAIT).toBe(String(documents.filter((document) => document.status === 'pending').length));
  expect(me.subscriptionPlan).toBe('free');
  await expect.poll(() => counter('plan').textContent(), WAIT).toBe(await uiText(page, 'workspace:plan.free'));

  // Welcome by first name.
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), WAIT).toContain(me.firstName);

  // Recent activity: the latest assessment (docs/product.md §2.5), its status, its score, and a link to the list.
  const latest = assessments[0];
  const recent = page.getByTestId('recent-assessment');
  await expect.poll(() => recent.getByTestId('assessment-status').textContent(), WAIT).toBe(await uiText(page, `workspace:status.${latest.status}`));
  await expect.poll(() => recent.textContent(), WAIT).toContain(await uiText(page, 'workspace:dashboard.recent.score', { score: latest.eligibilityScore!, max: 100 }));
  // A Free plan has no subscription card; the quick actions are there.
  expect(await page.getByTestId('subscription-card').count()).toBe(0);
  for (const action of ['new', 'assessments', 'upgrade', 'support']) expect(await page.getByTestId(`quick-action-${action}`).count()).toBe(1);
  await screenshot(page, 'workspace-dashboard-demo');

  // Recent activity opens the list (not the wizard: the latest is not a draft).
  await recent.click();
  await page.waitForURL((url) => url.pathname === '/assessments');
  await expect.poll(() => page.locator('[data-testid^="assessment-card-"]').count(), WAIT).toBe(assessments.length);

  // Issue 12: "Contact support" leads to a form that works, not to "not available yet".
  await page.goto('/');
  await page.getByTestId('quick-action-support').click();
  await page.waitForURL((url) => url.pathname === '/contact');
  await expect.poll(() => page.getByTestId('contact-submit').count(), WAIT).toBe(1);
  await context.close();
});

test("the demo user opens an assessment's dialog: status, score, maximum loan, the broker's note", async () => {
  const { context, page } = await newPage(browser, DESKTOP, 'ro-RO');
  context.setDefaultTimeout(WAIT.timeout);
  await signInWithForm(page, DEMO_EMAIL, inject('demoPassword'));
  const assessments = (await (await page.request.get('/api/assessments')).json()) as Assessment[];
  const approved = assessments.find((assessment) => assessment.status === 'approved')!;
  const note = approved.events.find((event) => event.toStatus === 'approved')?.note;
  expect(note, 'the seed gives the approval a broker note').toBeTruthy();

  await page.goto('/assessments');
  const card = page.getByTestId(`assessment-card-${approved.id}`);
  await expect.poll(() => card.getByTestId('assessment-score').textContent(), WAIT).toContain(String(approved.eligibilityScore));
  const opener = card.getByRole('button');
  await opener.click();

  const dialog = page.getByTestId('assessment-dialog');
  await expect.poll(() => dialog.isVisible(), WAIT).toBe(true);
  await expect.poll(() => page.getByRole('dialog').getAttribute('data-testid'), WAIT).toBe('assessment-dialog');
  await expect.poll(() => dialog.getByTestId('assessment-status').first().textContent(), WAIT).toBe(await uiText(page, 'workspace:status.approved'));
  await expect.poll(() => dialog.getByTestId('assessment-dialog-score').textContent(), WAIT).toBe(
    await uiText(page, 'workspace:assessments.scoreOutOf', { score: approved.eligibilityScore!, max: 100 }),
  );
  await expect.poll(async () => digits(await dialog.getByTestId('assessment-dialog-max-loan').textContent()), WAIT).toBe(
    String(Math.round(Number(approved.maxLoanAmount))),
  );

  // The timeline: submitted -> in review -> approved, the last with the broker's note.
  const timeline = dialog.getByTestId('assessment-timeline');
  await expect.poll(() => timeline.locator('li').count(), WAIT).toBe(approved.events.length);
  await expect.poll(() => timeline.locator('li').last().textContent(), WAIT).toContain(note!);
  await expect.poll(() => timeline.locator('li').last().getByTestId('assessment-status').textContent(), WAIT).toBe(await uiText(page, 'workspace:status.approved'));

  // Free plan: the certificate is offered as an upgrade, not as a button that would fail.
  await expect.poll(() => dialog.getByTestId('certificate-upgrade').count(), WAIT).toBe(1);
  expect(await dialog.getByTestId('certificate-download').count()).toBe(0);
  // The documents section is in the dialog, with the banks' checklist.
  await expect.poll(() => dialog.getByTestId('document-checklist').count(), WAIT).toBe(1);
  await screenshot(page, 'workspace-assessment-dialog-demo');

  // Escape closes it and focus goes back to the card that opened it.
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByTestId('assessment-dialog').count(), WAIT).toBe(0);
  await expect.poll(() => opener.evaluate((element) => element === document.activeElement), WAIT).toBe(true);
  await context.close();
});
