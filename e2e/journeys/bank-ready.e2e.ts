import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { germanPayslipRows } from '../../server/modules/income-reading/testing/german-payslip';
import { payslipPdf } from '../../server/modules/income-reading/testing/payslip-pdf';
import { DEMO, expectToast, signInWithApi, useAccountLanguage, WAIT } from '../support/backoffice';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { pdfText } from '../support/pdf-text';
import { subscribeToPro } from '../support/result';
import { useLanguage } from '../support/wizard';
import { minimalPdf, registerWithAssessment } from '../support/workspace';

/**
 * Issue 23's journey: an applicant living in Germany uploads two payslips and an ID document and
 * sees what was read on each payslip; the demo broker verifies the income against both payslips
 * and the identity against the ID document; the applicant downloads a certificate that says
 * "verified", and the dossier for Banca Transilvania in Romanian and in English; the certificate's
 * public page shows the verified status, and no amount.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Non-breaking and narrow spaces as plain ones: the PDF's and the page's numbers read alike. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ');

async function downloadPdf(page: Page, button: Locator, name: RegExp): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 20_000 }), button.click()]);
  expect(download.suggestedFilename()).toMatch(name);
  const pdf = readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return plain(pdfText(pdf));
}

async function openDialog(page: Page, assessmentId: string) {
  await page.goto('/assessments');
  await page.getByTestId(`assessment-card-${assessmentId}`).getByRole('button').click();
  return page.getByTestId('assessment-dialog');
}

async function upload(dialog: Locator, documentType: string, name: string, bytes: Uint8Array) {
  const form = dialog.getByTestId('document-upload');
  await form.getByTestId('document-type-select').selectOption(documentType);
  await form.getByTestId('document-file-input').setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from(bytes) });
  await form.getByTestId('document-upload-submit').click();
  await expect.poll(() => dialog.getByTestId('document-list').locator(':scope > li').filter({ hasText: name }).count(), WAIT).toBe(1);
}

test('payslips read, income and identity verified by a broker, a certificate that says so and a bank dossier in Romanian and English', async () => {
  const applicant = await newPage(browser, undefined, 'en-GB');
  applicant.context.setDefaultTimeout(WAIT.timeout);
  const { page } = applicant;
  await useLanguage(page, 'en');
  const { email, assessment } = await registerWithAssessment(page, 'Andrei');
  await subscribeToPro(page);

  // Two payslips of the last two months, as a German payroll system prints them.
  const now = new Date();
  const monthsAgo = (months: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 15));
  const german = (date: Date) => new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
  const english = (date: Date) => new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
  const payslip = (date: Date) => payslipPdf(germanPayslipRows(german(date), 'Andrei Ionescu'), 'de-DE');

  let dialog = await openDialog(page, assessment.id);
  await upload(dialog, 'payslip', 'abrechnung-1.pdf', await payslip(monthsAgo(1)));
  await upload(dialog, 'payslip', 'abrechnung-0.pdf', await payslip(monthsAgo(0)));
  await upload(dialog, 'id_document', 'reisepass.pdf', minimalPdf());
  const readings = dialog.getByTestId('document-reading');
  await expect.poll(() => readings.count(), WAIT).toBe(2);
  const periods = await Promise.all([0, 1].map(async (index) => (await readings.nth(index).getByRole('listitem').allTextContents()).join(' | ')));
  expect(periods.sort()).toEqual(
    [monthsAgo(0), monthsAgo(1)].map((date) => `Net pay €3,204.17 | Gross pay €4,812.50 | For ${english(date)} | From Klinikum München GmbH`).sort(),
  );
  // The payslip's net beside the declared income, and the new assessment it would take to change it.
  expect(plain((await dialog.getByTestId('income-correction').first().textContent()) ?? '')).toContain('You declared €3,000 a month; this payslip shows €3,204.17 net.');

  // The broker verifies the income against both payslips, and the identity against the ID document.
  const broker = await newPage(browser, undefined, 'en-GB');
  broker.context.setDefaultTimeout(WAIT.timeout);
  await signInWithApi(broker.page, DEMO.broker);
  const restoreLanguage = await useAccountLanguage(broker.page, 'en');
  try {
    await broker.page.goto('/broker');
    await broker.page.getByTestId('broker-search').fill(email);
    await broker.page.getByTestId(`broker-row-${assessment.id}`).first().click();
    const evaluation = broker.page.getByTestId('evaluation-dialog');
    const income = evaluation.getByTestId('broker-verification-income');
    await income.getByTestId('broker-verify-income').click();
    await income.getByLabel('Monthly income the documents show (EUR)').fill('3,204.17');
    for (const name of ['abrechnung-0.pdf', 'abrechnung-1.pdf']) {
      const box = income.getByRole('checkbox', { name });
      if (!(await box.isChecked())) await box.check();
    }
    await income.getByTestId('broker-verify-income-confirm').click();
    await expectToast(broker.page, 'Income recorded as verified');
    await expect.poll(() => income.textContent(), WAIT).toContain('against 2 documents');

    const identity = evaluation.getByTestId('broker-verification-identity');
    await identity.getByTestId('broker-verify-identity').click();
    const idBox = identity.getByRole('checkbox', { name: 'reisepass.pdf' });
    if (!(await idBox.isChecked())) await idBox.check();
    await identity.getByTestId('broker-verify-identity-confirm').click();
    await expectToast(broker.page, 'Identity recorded as verified');
    await expect.poll(() => identity.textContent(), WAIT).toContain('against 1 document');
  } finally {
    await restoreLanguage();
    await broker.context.close();
  }

  // The certificate says what was verified, and when.
  const today = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date());
  dialog = await openDialog(page, assessment.id);
  // On the applicant's assessment: what a broker verified, as the certificate will say it.
  await expect.poll(() => dialog.getByTestId('verification-summary-income').textContent(), WAIT).toContain('Verified on');
  expect(await dialog.getByTestId('verification-summary-identity').textContent()).toContain('against 1 document');
  expect(await dialog.getByTestId('verification-summary-property').textContent()).toContain('Declared, not verified yet');
  const certificateButton = dialog.getByTestId('certificate-download');
  await expect.poll(() => certificateButton.count(), WAIT).toBe(1);
  const certificate = await downloadPdf(page, certificateButton, /^acasa-certificate-[0-9A-Z]+\.pdf$/);
  expect(certificate).toContain(`€3,000 a month, verified by a broker against 2 documents on ${today}`);
  expect(certificate).toContain(`Identity verified by a broker against 1 document on ${today}`);
  expect(certificate).toContain('Property papers not verified');
  const verifyPath = /https?:\/\/[^/\s]+(\/verify\/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(certificate)![1];

  // The dossier for Banca Transilvania, from its card in the result: in Romanian, then in English.
  const bank = dialog.getByTestId('result-bank').filter({ hasText: 'Banca Transilvania' });
  await expect.poll(() => bank.getByTestId('result-bank-dossier').count(), { timeout: 20_000 }).toBe(1);
  const romanian = await downloadPdf(page, bank.getByTestId('result-bank-dossier-ro'), /^acasa-dossier-banca-transilvania-ro\.pdf$/);
  const englishDossier = await downloadPdf(page, bank.getByTestId('result-bank-dossier-en'), /^acasa-dossier-banca-transilvania-en\.pdf$/);
  expect(romanian).toContain('Dosar pentru Banca Transilvania');
  expect(englishDossier).toContain('Dossier for Banca Transilvania');
  expect(englishDossier).toContain('Illustrative: the bank’s own ESIS binds');
  expect(englishDossier).toContain('against 2 documents');
  expect(englishDossier).toContain(verifyPath);
  await bank.getByTestId('result-bank-dossier').scrollIntoViewIfNeeded();
  await screenshot(page, 'bank-dossier-buttons');

  // The public page: verified, and no amount beyond the certificate's.
  await page.goto(verifyPath);
  const income = page.getByTestId('verify-basis-income');
  await expect.poll(() => income.textContent(), WAIT).toContain('Verified by a broker against 2 documents');
  expect(await page.getByTestId('verify-basis-identity').textContent()).toContain('Verified by a broker against 1 document');
  expect(await page.getByTestId('verify-basis-property').textContent()).toContain('Declared by the applicant, not verified');
  expect(plain((await page.getByTestId('verify-valid').textContent()) ?? '')).not.toMatch(/3,204|3,000|Klinikum|Andrei/);
  await screenshot(page, 'verify-verified');
  await applicant.context.close();
});
