import { existsSync } from 'node:fs';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot, STRONG_PASSWORD } from '../support/browser';
import { useLanguage } from '../support/wizard';
import { minimalPdf, registerWithAssessment, WAIT } from '../support/workspace';

/**
 * Issue 12, an account they own (ro): Settings shows the account and its devices; the user
 * downloads everything we hold as one archive (their assessment and their document inside),
 * then deletes the account: signing in fails, and the document's file is gone from storage.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every file under the server's document storage. */
function storedFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? storedFiles(path) : [path];
  });
}

test('a user downloads their archive, then deletes their account', async () => {
  const uploads = join(inject('dataDir'), 'uploads');
  const { context, page } = await newPage(browser, DESKTOP, 'ro-RO');
  context.setDefaultTimeout(WAIT.timeout);
  await useLanguage(page, 'ro');
  const { email, assessment } = await registerWithAssessment(page, 'Ilinca');
  await page.request.patch('/api/user/language', { data: { language: 'ro' } });

  const before = new Set(storedFiles(uploads));
  const uploaded = await page.request.post('/api/documents', {
    multipart: { assessmentId: assessment.id, documentType: 'payslip', file: { name: 'fluturas-martie.pdf', mimeType: 'application/pdf', buffer: minimalPdf() } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const document = (await uploaded.json()) as { id: string };
  const ours = storedFiles(uploads).filter((path) => !before.has(path));
  expect(ours).toHaveLength(1);

  // Settings through the user menu, in Romanian.
  await page.goto('/');
  await page.getByRole('button', { name: 'Meniul contului' }).click();
  await page.getByTestId('user-menu-settings').click();
  await page.waitForURL((url) => url.pathname === '/settings');
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), WAIT).toBe('Setări');
  await expect.poll(() => page.getByTestId('device').count(), WAIT).toBeGreaterThan(0);
  expect(await page.locator('[data-testid="device"][data-current="true"]').textContent()).toContain('Acest dispozitiv');
  await screenshot(page, 'settings-ro-desktop');

  // The archive: one zip with the assessment and the document as uploaded.
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 15_000 }), page.getByTestId('account-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^acasa-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  const assessments = JSON.parse(strFromU8(files['assessments.json'])) as Array<{ id: string; statusHistory: unknown[] }>;
  expect(assessments.map((item) => item.id)).toEqual([assessment.id]);
  expect(assessments[0].statusHistory.length).toBeGreaterThan(0);
  const [listed] = JSON.parse(strFromU8(files['documents.json'])) as Array<{ id: string; file: string }>;
  expect(listed.id).toBe(document.id);
  expect(Buffer.from(files[listed.file]).equals(minimalPdf())).toBe(true);
  expect(JSON.parse(strFromU8(files['profile.json'])).email).toBe(email);

  // Deletion: what is erased, anonymised and kept is said before, with the reason.
  await page.getByTestId('account-delete').click();
  const dialog = page.getByTestId('account-delete-dialog');
  await expect.poll(() => dialog.getByTestId('deletion-terms').textContent(), WAIT).toContain('Legea contabilității nr. 82/1991');
  await dialog.getByLabel('Parola actuală').fill('Parola-gresita-1!');
  await dialog.getByTestId('account-delete-confirm').click();
  await expect.poll(() => dialog.getByText('Parola nu este corectă.').count(), WAIT).toBe(1);
  await screenshot(page, 'settings-delete-dialog');
  await dialog.getByLabel('Parola actuală').fill(STRONG_PASSWORD);
  await dialog.getByTestId('account-delete-confirm').click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => page.getByText('Contul a fost șters').count(), WAIT).toBeGreaterThan(0);

  // Signed out everywhere, and signing in fails.
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  const login = await page.request.post('/api/auth/login', { data: { email, password: STRONG_PASSWORD } });
  expect(login.status()).toBe(401);
  // The document's file is gone from storage, not only its row.
  expect(existsSync(ours[0])).toBe(false);
  await context.close();
});

test('Settings, Documents and Contact pass axe on a phone and a desktop', async () => {
  const { context, page } = await newPage(browser, PHONE, 'en-GB');
  context.setDefaultTimeout(WAIT.timeout);
  await useLanguage(page, 'en');
  const { assessment } = await registerWithAssessment(page, 'Sorina');

  // Documents: the empty state first, then the document with its assessment.
  await page.goto('/documents');
  await expect.poll(() => page.getByTestId('documents-empty').count(), WAIT).toBe(1);
  await expectNoSeriousA11yViolations(page, '/documents empty at 360px');
  const uploaded = await page.request.post('/api/documents', {
    multipart: { assessmentId: assessment.id, documentType: 'payslip', file: { name: 'payslip.pdf', mimeType: 'application/pdf', buffer: minimalPdf() } },
  });
  expect(uploaded.status()).toBe(201);

  // The dashboard's documents counter leads to the Documents page.
  await page.goto('/');
  await page.getByTestId('dashboard-counter-link-documents').click();
  await page.waitForURL((url) => url.pathname === '/documents');
  await expect.poll(() => page.getByTestId('documents-overview').locator('li').count(), WAIT).toBe(1);
  expect(await page.getByTestId('documents-overview').textContent()).toContain(`Assessment #${assessment.id.slice(-8)}`);
  await screenshot(page, 'documents-phone');

  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    for (const path of ['/settings', '/documents', '/contact']) {
      await page.goto(path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), WAIT).toBe(1);
      if (path === '/settings') await expect.poll(() => page.getByTestId('device').count(), WAIT).toBeGreaterThan(0);
      if (path === '/documents') await expect.poll(() => page.getByTestId('documents-overview').count(), WAIT).toBe(1);
      await expectNoSeriousA11yViolations(page, `${path} at ${viewport.width}px`);
    }
  }
  await screenshot(page, 'settings-en-desktop');
  await context.close();
});
