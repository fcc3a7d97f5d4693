import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { STRONG_PASSWORD, uniqueEmail } from './browser';
import { DEMO } from './session';

export { signInWithApi, uiText, WAIT } from './session';

/**
 * Helpers for the signed-in workspace journeys (issue 5): accounts, files to upload and the
 * interface's own texts.
 */

/** The seeded demo user: Free plan, Romanian, two assessments of their own. */
export const DEMO_EMAIL = DEMO.user;

/** Signs in through the login form, as a person does; lands on the dashboard. */
export async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.fill('#login-email', email);
  await page.fill('#login-password', password);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** The worked example of docs/lending-rules.md §7.12, as the wizard posts it: its one copy is core's. */
import { WORKED_EXAMPLE } from '@core/eligibility/worked-example';

export { WORKED_EXAMPLE };

export interface StoredAssessment {
  id: string;
  status: string;
  eligibilityScore: number | null;
  maxLoanAmount: string | null;
}

/**
 * A new English-speaking account (signed in, in the page's context) with one submitted,
 * scored assessment: the Free plan's one submission of the month. Journeys that change
 * state (upload, pay) use their own account, never the shared demo user.
 */
export async function registerWithAssessment(page: Page, firstName = 'Mara'): Promise<{ email: string; assessment: StoredAssessment }> {
  const email = uniqueEmail(firstName.toLowerCase());
  const registered = await page.request.post('/api/auth/register', {
    data: { email, password: STRONG_PASSWORD, firstName, lastName: 'Ionescu' },
    headers: { 'Accept-Language': 'en' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  expect((await registered.json()).language).toBe('en');
  const submitted = await page.request.post('/api/assessments', { data: WORKED_EXAMPLE });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const assessment = (await submitted.json()) as StoredAssessment;
  expect(assessment.status).toBe('submitted');
  expect(assessment.eligibilityScore).not.toBeNull();
  return { email, assessment };
}

/** A small, well-formed one-page PDF (header, catalog, page, xref with true offsets, trailer). */
export function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null, // the content stream, below
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const text = 'BT /F1 18 Tf 72 770 Td (Payslip - March 2026) Tj ET';
  objects[3] = `<< /Length ${text.length} >>\nstream\n${text}\nendstream`;
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The start of a 64-bit Linux executable (ELF header), padded: a program, whatever its name says. */
export function elfExecutable(): Buffer {
  const header = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0, 0, 0, 0, 0, 0, 0, 0, 0x02, 0x00, 0x3e, 0x00, 0x01, 0, 0, 0]);
  return Buffer.concat([header, Buffer.alloc(2048, 0x90)]);
}

/** The digits of a text ("102.000 €", "€102,000" -> "102000"). */
export const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');

export const hasNoSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
