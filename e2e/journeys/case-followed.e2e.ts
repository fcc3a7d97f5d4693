import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { closeWithEscape, DEMO, signInWithApi, useAccountLanguage, WAIT } from '../support/backoffice';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { minimalPdf, registerWithAssessment } from '../support/workspace';

/**
 * Issue 24's case journey, in Romanian and in English: the demo broker asks the applicant for a
 * document with a due date, the applicant uploads it from the request, the broker moves the case
 * on the pipeline board, and both sides read each change on the case's timeline.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const TEXT = {
  ro: { caseHeading: 'Dosar', pipelineTab: 'Flux de dosare', documentsStage: 'documents' },
  en: { caseHeading: 'Case', pipelineTab: 'Pipeline', documentsStage: 'documents' },
} as const;

async function openApplicantCase(page: Page, assessmentId: string) {
  await page.goto('/assessments');
  await page.getByTestId(`assessment-card-${assessmentId}`).getByRole('button').click();
  const dialog = page.getByTestId('assessment-dialog');
  const section = dialog.getByTestId('case-section');
  await section.scrollIntoViewIfNeeded();
  return { dialog, section };
}

/** What the timeline says, entry by entry, oldest first. */
const timelineKinds = async (page: Page, scope = page.getByTestId('case-timeline')) =>
  (await scope.locator('[data-testid^="case-entry-"]').evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')!.replace('case-entry-', ''))));

describe.each(['ro', 'en'] as const)('one case followed by both sides (%s)', (language) => {
  test('the broker requests a document, the applicant uploads it, the broker moves the case, and the timeline shows each change', async () => {
    const applicant = await newPage(browser, { width: 390, height: 844 }, language === 'ro' ? 'ro-RO' : 'en-GB');
    applicant.context.setDefaultTimeout(WAIT.timeout);
    const { page } = applicant;
    const { email, assessment } = await registerWithAssessment(page, language === 'ro' ? 'Ioana' : 'Mara');
    await useAccountLanguage(page, language);

    // Nothing has happened yet: the case shows the submission and no message.
    let { section } = await openApplicantCase(page, assessment.id);
    expect(await section.getByRole('heading', { name: TEXT[language].caseHeading, exact: true }).count()).toBe(1);
    await expect.poll(() => timelineKinds(page), WAIT).toEqual(['submitted']);
    expect(await section.getByTestId('case-no-messages').count()).toBe(1);

    // The broker asks for the 2025 tax statement, due in a week, then moves the case to "documents".
    const broker = await newPage(browser, undefined, language === 'ro' ? 'ro-RO' : 'en-GB');
    broker.context.setDefaultTimeout(WAIT.timeout);
    await signInWithApi(broker.page, DEMO.broker);
    const restoreLanguage = await useAccountLanguage(broker.page, language);
    try {
      await broker.page.goto('/broker');
      await broker.page.getByTestId('broker-search').fill(email);
      await broker.page.getByTestId(`broker-row-${assessment.id}`).first().click();
      const evaluation = broker.page.getByTestId('evaluation-dialog');
      const form = evaluation.getByTestId('case-request-form');
      await form.scrollIntoViewIfNeeded();
      await form.getByTestId('case-request-type').selectOption('tax_certificate');
      await form.getByTestId('case-request-note').fill(language === 'ro' ? 'Declarația fiscală pe 2025, vă rog' : 'Your 2025 tax statement, please');
      await form.getByTestId('case-request-submit').click();
      await expect.poll(() => timelineKinds(broker.page, evaluation.getByTestId('case-timeline')), WAIT).toContain('request_opened');
      await closeWithEscape(broker.page, evaluation);

      await broker.page.getByTestId('broker-tab-pipeline').click();
      expect(await broker.page.getByTestId('broker-tab-pipeline').textContent()).toContain(TEXT[language].pipelineTab);
      const card = broker.page.getByTestId(`pipeline-card-${assessment.id}`);
      await expect.poll(() => broker.page.getByTestId('pipeline-column-new').getByTestId(`pipeline-card-${assessment.id}`).count(), WAIT).toBe(1);
      // The broker answered (a request): the clock no longer runs.
      await expect.poll(() => broker.page.getByTestId(`pipeline-clock-${assessment.id}`).getAttribute('data-state'), WAIT).toBe('answered');
      await card.getByTestId(`pipeline-stage-select-${assessment.id}`).selectOption(TEXT[language].documentsStage);
      await card.getByTestId(`pipeline-move-${assessment.id}`).click();
      await expect.poll(() => broker.page.getByTestId('pipeline-column-documents').getByTestId(`pipeline-card-${assessment.id}`).count(), WAIT).toBe(1);
      // The counters still add up.
      const counts = await Promise.all(
        ['new', 'documents', 'submitted_to_bank', 'offer', 'signing', 'completed', 'lost'].map(async (stage) => Number((await broker.page.getByTestId(`pipeline-count-${stage}`).getAttribute('data-count')) ?? NaN)),
      );
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(Number(await broker.page.getByTestId('pipeline-count-total').getAttribute('data-count')));
      await screenshot(broker.page, `case-pipeline-${language}`);
    } finally {
      await restoreLanguage();
      await broker.context.close();
    }

    // The applicant sees the request with its due date and uploads the document from it.
    ({ section } = await openApplicantCase(page, assessment.id));
    await expect.poll(() => timelineKinds(page), WAIT).toEqual(['submitted', 'request_opened', 'stage']);
    const upload = section.locator('[data-testid^="case-request-upload-"]');
    await expect.poll(() => upload.count(), WAIT).toBe(1);
    await upload.click();
    const uploadForm = page.getByTestId('document-upload');
    await expect.poll(() => uploadForm.getByTestId('document-type-select').inputValue(), WAIT).toBe('tax_certificate');
    await uploadForm.getByTestId('document-file-input').setInputFiles({ name: 'declaratie-2025.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
    await uploadForm.getByTestId('document-upload-submit').click();
    await expect.poll(() => timelineKinds(page), WAIT).toEqual(['submitted', 'request_opened', 'stage', 'document_uploaded', 'request_fulfilled']);
    expect(await section.locator('[data-testid^="case-request-upload-"]').count()).toBe(0);

    // A message to the broker, kept in the case.
    await section.getByTestId('case-message-body').fill(language === 'ro' ? 'Am încărcat declarația.' : 'I uploaded the statement.');
    await section.getByTestId('case-message-submit').click();
    await expect.poll(() => timelineKinds(page), WAIT).toEqual(['submitted', 'request_opened', 'stage', 'document_uploaded', 'request_fulfilled', 'message']);
    const timelineText = (await section.getByTestId('case-timeline').textContent()) ?? '';
    expect(timelineText).not.toMatch(/\bcase\.[a-z]+\.|\{\{/);
    if (language === 'ro') expect(timelineText).not.toMatch(/\b(Submitted|uploaded|requested)\b/);
    await expectNoSeriousA11yViolations(page, `case section at 390 px (${language})`);
    await section.screenshot({ path: `e2e/screenshots/case-timeline-${language}.png` });
    await applicant.context.close();
  });
});
