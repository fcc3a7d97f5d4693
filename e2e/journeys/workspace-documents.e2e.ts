import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, screenshot } from '../support/browser';
import { useLanguage } from '../support/wizard';
import { elfExecutable, minimalPdf, registerWithAssessment, signInWithApi, WAIT } from '../support/workspace';

/**
 * Issue 5: documents. A new account (not the shared demo user: an upload changes the counters
 * other journeys may read) with one submitted assessment uploads to it from the assessment's
 * dialog: a program renamed payslip.pdf is refused with the server's message and leaves
 * nothing behind; a real PDF is then stored, shows as pending in the list and on the banks'
 * checklist, and is counted (total and pending) on the dashboard; once a broker accepts it,
 * it is no longer pending there.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

test('upload: a renamed program is refused, a PDF is pending on the checklist and counted on the dashboard', async () => {
  const { context, page } = await newPage(browser, DESKTOP, 'en-GB');
  context.setDefaultTimeout(WAIT.timeout);
  await useLanguage(page, 'en');
  const { assessment } = await registerWithAssessment(page, 'Dana');

  // Nothing uploaded yet: the dashboard counts none.
  await page.goto('/');
  await expect.poll(() => page.getByTestId('dashboard-counter-documents').textContent(), WAIT).toBe('0');
  await expect.poll(() => page.getByTestId('dashboard-counter-pending').textContent(), WAIT).toBe('0');

  await page.goto('/assessments');
  await page.getByTestId(`assessment-card-${assessment.id}`).getByRole('button').click();
  const dialog = page.getByTestId('assessment-dialog');
  const payslipItem = dialog.getByTestId('checklist-payslip');
  // The banks for Germany -> Romania ask for payslips; none is there yet.
  await expect.poll(() => payslipItem.getAttribute('data-state'), WAIT).toBe('missing');
  await expect.poll(() => payslipItem.textContent(), WAIT).toContain('Missing');
  await expect.poll(() => dialog.getByText('No documents uploaded for this assessment yet.').count(), WAIT).toBe(1);
  const summary = dialog.getByTestId('document-checklist-summary');
  await expect.poll(() => summary.textContent(), WAIT).toMatch(/^\d+ of \d+ still missing$/);
  const [missingBefore, requested] = ((await summary.textContent()) ?? '').match(/\d+/g)!.map(Number);
  expect(missingBefore).toBe(requested);

  const upload = dialog.getByTestId('document-upload');
  await upload.getByTestId('document-type-select').selectOption('payslip');

  // 1. A program named payslip.pdf (declared as a PDF, so the browser's pre-check lets it go):
  //    the server recognises it from its content and refuses it.
  await upload.getByTestId('document-file-input').setInputFiles({ name: 'payslip.pdf', mimeType: 'application/pdf', buffer: elfExecutable() });
  await upload.getByTestId('document-upload-submit').click();
  const error = upload.getByTestId('document-upload-error');
  await expect.poll(() => error.textContent(), WAIT).toBe(
    "This file is not a PDF, JPEG or PNG. Only these formats are accepted (checked from the file's content, not its name).",
  );
  expect(await error.getAttribute('role')).toBe('alert');
  await screenshot(page, 'workspace-upload-refused');
  // Nothing is left behind: no document, the checklist still says missing.
  expect(await (await page.request.get('/api/documents')).json()).toEqual([]);
  expect(await dialog.getByTestId('document-list').count()).toBe(0);
  await expect.poll(() => payslipItem.getAttribute('data-state'), WAIT).toBe('missing');
  expect(await summary.textContent()).toBe(`${missingBefore} of ${requested} still missing`);

  // 2. A real PDF: stored, pending, and the checklist's payslip is covered.
  await upload.getByTestId('document-file-input').setInputFiles({ name: 'payslip.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
  // Choosing another file clears the previous refusal.
  await expect.poll(() => error.count(), WAIT).toBe(0);
  await upload.getByTestId('document-upload-submit').click();
  await expect.poll(() => upload.getByRole('status').textContent(), WAIT).toContain('payslip.pdf');

  const list = dialog.getByTestId('document-list');
  await expect.poll(() => list.locator('li').count(), WAIT).toBe(1);
  await expect.poll(() => list.textContent(), WAIT).toContain('payslip.pdf');
  await expect.poll(() => list.getByTestId('document-status').getAttribute('data-status'), WAIT).toBe('pending');
  await expect.poll(() => list.getByTestId('document-status').textContent(), WAIT).toBe('Pending review');
  await expect.poll(() => payslipItem.getAttribute('data-state'), WAIT).toBe('uploaded');
  await expect.poll(() => payslipItem.getByTestId('document-status').getAttribute('data-status'), WAIT).toBe('pending');
  await expect.poll(() => summary.textContent(), WAIT).toBe(`${missingBefore - 1} of ${requested} still missing`);
  // Pending documents can still be withdrawn.
  expect(await list.getByTestId('document-delete').count()).toBe(1);
  await screenshot(page, 'workspace-upload-pending');

  // The server has it, and the stored file is the PDF that was sent, byte for byte.
  const documents = (await (await page.request.get('/api/documents')).json()) as Array<{ id: string; status: string; documentType: string; fileType: string }>;
  expect(documents).toHaveLength(1);
  expect(documents[0]).toMatchObject({ status: 'pending', documentType: 'payslip', fileType: 'application/pdf' });
  const file = await page.request.get(`/api/documents/${documents[0].id}/file`);
  expect(file.status()).toBe(200);
  expect(Buffer.compare(await file.body(), minimalPdf())).toBe(0);

  // The dashboard counts it: one document, one pending item.
  await page.keyboard.press('Escape');
  // Back to the dashboard through the logo (client-side navigation: the counters refetch on showing).
  await page.getByRole('link', { name: 'Acasa, home page' }).first().click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => page.getByTestId('dashboard-counter-documents').textContent(), WAIT).toBe('1');
  await expect.poll(() => page.getByTestId('dashboard-counter-pending').textContent(), WAIT).toBe('1');
  await expect.poll(() => page.getByTestId('dashboard-counter-assessments').textContent(), WAIT).toBe('1');
  await screenshot(page, 'workspace-dashboard-after-upload');

  // A broker accepts it (this account's own document only): still one document, nothing pending,
  // and an accepted document can no longer be deleted.
  const broker = await newPage(browser);
  await signInWithApi(broker.page, 'broker@acasa.test', inject('demoPassword'));
  const review = await broker.page.request.put(`/api/broker/documents/${documents[0].id}/status`, { data: { status: 'accepted' } });
  expect(review.status(), await review.text()).toBe(200);
  await broker.context.close();
  await page.reload();
  await expect.poll(() => page.getByTestId('dashboard-counter-pending').textContent(), WAIT).toBe('0');
  await expect.poll(() => page.getByTestId('dashboard-counter-documents').textContent(), WAIT).toBe('1');
  await page.getByTestId('quick-action-assessments').click();
  await page.getByTestId(`assessment-card-${assessment.id}`).getByRole('button').click();
  await expect.poll(() => list.getByTestId('document-status').getAttribute('data-status'), WAIT).toBe('accepted');
  await expect.poll(() => payslipItem.getAttribute('data-state'), WAIT).toBe('uploaded');
  expect(await list.getByTestId('document-delete').count()).toBe(0);
  await context.close();
});
