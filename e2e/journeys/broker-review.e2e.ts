import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEMO, closeWithEscape, counterValue, expectToast, signInWithApi, uiText, useAccountLanguage, WAIT } from '../support/backoffice';
import { DESKTOP, launchBrowser, newPage, screenshot } from '../support/browser';
import { WORKED_EXAMPLE } from '../support/workspace';

/**
 * Issue 6, broker review: the demo user submits an assessment (the Free plan's one of the
 * month: no other journey submits with the demo user); the demo broker finds it by e-mail,
 * moves it to in review, cannot approve it without a note, approves it with one; the demo user
 * then sees "approved" and the note on their assessment (a third one, approved, from then on:
 * journeys after this one must not expect the seed's two). The broker's account is switched to
 * English for the run and switched back; the demo user's stays Romanian (read through the
 * interface's catalogues), since other journeys look at it.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface ReviewAssessment {
  id: string;
  status: string;
  eligibilityScore: number | null;
  applicant: { email: string };
  events: Array<{ fromStatus: string | null; toStatus: string; note: string | null; actorName: string | null }>;
}

test('the broker moves a submitted assessment to in review, then approves it with a note; the applicant sees both', async () => {
  // The applicant: the demo user submits a new assessment.
  const applicant = await newPage(browser, DESKTOP, 'ro-RO');
  applicant.context.setDefaultTimeout(WAIT.timeout);
  await signInWithApi(applicant.page, DEMO.user);
  const submitted = await applicant.page.request.post('/api/assessments', { data: WORKED_EXAMPLE });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const assessment = (await submitted.json()) as { id: string; status: string; eligibilityScore: number };
  expect(assessment.status).toBe('submitted');
  expect(assessment.eligibilityScore).toBeGreaterThan(0);
  const note = `Payslips checked, offer from BCR expected (e2e ${Date.now().toString(36)})`;

  const { context, page } = await newPage(browser, DESKTOP, 'en-GB');
  context.setDefaultTimeout(WAIT.timeout);
  await signInWithApi(page, DEMO.broker);
  const restoreLanguage = await useAccountLanguage(page, 'en');
  try {
    const before = (await (await page.request.get('/api/broker/stats')).json()) as { total: number; pendingReview: number; approved: number };

    await page.goto('/broker');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), WAIT).toBe('Broker Dashboard');
    // The counters are the server's.
    await expect.poll(() => counterValue(page, 'broker-stat-total'), WAIT).toBe(before.total);
    await expect.poll(() => counterValue(page, 'broker-stat-pending'), WAIT).toBe(before.pendingReview);
    await expect.poll(() => counterValue(page, 'broker-stat-approved'), WAIT).toBe(before.approved);

    // Search by the applicant's e-mail: only their assessments, as many as the server has.
    await page.getByTestId('broker-search').fill(DEMO.user);
    const listed = (await (await page.request.get(`/api/broker/assessments?search=${encodeURIComponent(DEMO.user)}`)).json()) as {
      total: number;
      items: Array<{ id: string; userEmail: string }>;
    };
    expect(listed.items.map((item) => item.id)).toContain(assessment.id);
    const rows = page.getByTestId('broker-table').locator('tbody tr');
    await expect.poll(() => page.getByTestId('broker-result-count').textContent(), WAIT).toBe(`Results: ${listed.total}`);
    await expect
      .poll(async () => (await rows.allTextContents()).map((text) => text.includes(DEMO.user)), WAIT)
      .toEqual(listed.items.map(() => true));

    // Only the submitted ones: the new assessment is among them, and every row says Submitted.
    await page.getByTestId('broker-status-filter').selectOption('submitted');
    const row = page.getByTestId(`broker-row-${assessment.id}`);
    await expect.poll(() => row.count(), WAIT).toBe(1);
    await expect.poll(async () => new Set(await rows.locator('[data-status]').evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-status')))), WAIT).toEqual(
      new Set(['submitted']),
    );
    await screenshot(page, 'broker-list-filtered');

    // The evaluation dialog: who, the score, the history so far.
    await page.getByTestId(`broker-open-${assessment.id}`).click();
    const dialog = page.getByTestId('evaluation-dialog');
    const status = dialog.getByTestId('evaluation-status');
    await expect.poll(() => status.getAttribute('data-status'), WAIT).toBe('submitted');
    expect(await status.textContent()).toBe('Submitted');
    await expect.poll(() => dialog.getByRole('heading', { level: 2 }).first().textContent(), WAIT).toContain('Evaluation:');
    expect(await dialog.textContent()).toContain(DEMO.user);
    await expect.poll(() => dialog.getByTestId('broker-score').textContent(), WAIT).toMatch(new RegExp(`^${assessment.eligibilityScore} out of 100`));
    // The engine's explanation, drawn by the result's components that load with the dialog.
    await expect.poll(() => dialog.getByTestId('result-breakdown-table').locator('tbody tr').count(), WAIT).toBeGreaterThan(0);
    const history = dialog.getByTestId('broker-history').locator(':scope > li');
    await expect.poll(() => history.count(), WAIT).toBe(1);

    // Into review: the form suggests it, and no note is needed.
    expect(await dialog.getByTestId('status-select').inputValue()).toBe('in_review');
    await dialog.getByTestId('status-submit').click();
    await expectToast(page, 'Assessment status updated successfully');
    await expect.poll(() => status.getAttribute('data-status'), WAIT).toBe('in_review');
    expect(await status.textContent()).toBe('In Review');
    await expect.poll(() => history.count(), WAIT).toBe(2);
    // Newest first: "Submitted -> In Review", by the broker.
    await expect.poll(() => history.first().locator('[data-status]').evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-status'))), WAIT).toEqual([
      'submitted',
      'in_review',
    ]);
    // It is no longer pending review.
    await expect.poll(() => counterValue(page, 'broker-stat-pending'), WAIT).toBe(before.pendingReview - 1);

    // Approving needs a note: without one the form says so and nothing changes.
    await dialog.getByTestId('status-select').selectOption('approved');
    await dialog.getByTestId('status-submit').click();
    await expect.poll(() => dialog.getByText('Please add a note explaining the decision').count(), WAIT).toBe(1);
    expect(await status.getAttribute('data-status')).toBe('in_review');
    expect(((await (await page.request.get(`/api/broker/assessments/${assessment.id}`)).json()) as ReviewAssessment).status).toBe('in_review');

    await dialog.getByTestId('status-notes').fill(note);
    await expect.poll(() => dialog.getByText('Please add a note explaining the decision').count(), WAIT).toBe(0);
    await dialog.getByTestId('status-submit').click();
    await expect.poll(() => status.getAttribute('data-status'), WAIT).toBe('approved');
    await expectToast(page, 'Assessment status updated successfully');
    expect(await status.textContent()).toBe('Approved');
    await expect.poll(() => history.count(), WAIT).toBe(3);
    await expect.poll(() => history.first().textContent(), WAIT).toContain(note);
    await expect.poll(() => counterValue(page, 'broker-stat-approved'), WAIT).toBe(before.approved + 1);
    // The form is ready for the next change, its note emptied.
    expect(await dialog.getByTestId('status-notes').inputValue()).toBe('');
    await screenshot(page, 'broker-evaluation-approved');

    // The server recorded both changes, each by the broker, the second with the note.
    const stored = (await (await page.request.get(`/api/broker/assessments/${assessment.id}`)).json()) as ReviewAssessment;
    expect(stored.status).toBe('approved');
    expect(stored.events.map((event) => [event.fromStatus, event.toStatus])).toEqual([
      [null, 'submitted'],
      ['submitted', 'in_review'],
      ['in_review', 'approved'],
    ]);
    expect(stored.events[2].note).toBe(note);
    expect(stored.events[1].actorName).toBeTruthy();
    expect(stored.events[2].actorName).toBe(stored.events[1].actorName);

    // Closed, the filtered list no longer has it; under Approved it is there.
    await closeWithEscape(page, dialog);
    await expect.poll(() => row.count(), WAIT).toBe(0);
    await page.getByTestId('broker-status-filter').selectOption('approved');
    await expect.poll(() => row.locator('[data-status]').getAttribute('data-status'), WAIT).toBe('approved');
  } finally {
    await restoreLanguage();
    await context.close();
  }

  // The applicant (in their own language, Romanian) sees the decision and the note.
  const { page: userPage } = applicant;
  await userPage.goto('/assessments');
  const card = userPage.getByTestId(`assessment-card-${assessment.id}`);
  await expect.poll(() => card.getByTestId('assessment-status').textContent(), WAIT).toBe(await uiText(userPage, 'workspace:status.approved'));
  await card.getByRole('button').click();
  const userDialog = userPage.getByTestId('assessment-dialog');
  await expect.poll(() => userDialog.getByTestId('assessment-status').first().textContent(), WAIT).toBe(await uiText(userPage, 'workspace:status.approved'));
  const timeline = userDialog.getByTestId('assessment-timeline').locator('li');
  await expect.poll(() => timeline.count(), WAIT).toBe(3);
  await expect.poll(() => timeline.last().textContent(), WAIT).toContain(note);
  expect(await timeline.last().getByTestId('assessment-status').textContent()).toBe(await uiText(userPage, 'workspace:status.approved'));
  expect(await timeline.nth(1).getByTestId('assessment-status').textContent()).toBe(await uiText(userPage, 'workspace:status.in_review'));
  await screenshot(userPage, 'broker-review-applicant-sees-note');
  await applicant.context.close();
});
