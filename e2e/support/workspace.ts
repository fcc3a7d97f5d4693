import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { STRONG_PASSWORD, uniqueEmail } from './browser';

/**
 * Helpers for the signed-in workspace journeys (issue 5): accounts, files to upload and the
 * interface's own texts.
 */

/**
 * How long a check waits for the page to catch up (expect.poll's own default is 1 s): every
 * check here follows a server round trip, and the machine is shared. Pages get the same bound
 * for their actions (setDefaultTimeout), so a failing check fails in seconds, not 30 s.
 */
export const WAIT = { timeout: 10_000 } as const;

/** The seeded demo user (server/db/seed.ts): Free plan, Romanian, two assessments. */
export const DEMO_EMAIL = 'user@acasa.test';

/** Signs in through the API: the session cookie lands in the page's browser context. */
export async function signInWithApi(page: Page, email: string, password: string) {
  const response = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs in through the login form, as a person does; lands on the dashboard. */
export async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.fill('#login-email', email);
  await page.fill('#login-password', password);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => url.pathname === '/');
}

/**
 * Lending-rules section 7's worked example as the wizard posts it (the API suite's
 * WORKED_EXAMPLE): €3,000 net in Germany, a €120,000 apartment in Romania.
 */
export const WORKED_EXAMPLE = {
  residenceCountry: 'DE',
  originCountry: 'RO',
  monthlyIncome: '3000',
  incomeCurrency: 'EUR',
  employmentType: 'permanent',
  employmentDuration: 24,
  age: 35,
  desiredLoanAmount: '100000',
  propertyType: 'apartment',
  propertyValue: '120000',
  maritalStatus: 'married',
  educationLevel: 'master',
} as const;

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

type Catalog = Record<string, unknown>;
const catalogs = new Map<string, Catalog>();

function catalog(language: string, namespace: string): Catalog {
  const key = `${language}/${namespace}`;
  let loaded = catalogs.get(key);
  if (!loaded) {
    loaded = JSON.parse(readFileSync(`client/public/locales/${language}/${namespace}.json`, 'utf8')) as Catalog;
    catalogs.set(key, loaded);
  }
  return loaded;
}

/**
 * The interface's text for `key` (`namespace:path.to.key`) in the language the page shows now
 * (<html lang>), with {{values}} filled in: for checks on a user whose language is not English.
 */
export async function uiText(page: Page, key: string, values: Record<string, string | number> = {}): Promise<string> {
  const language = (await page.locator('html').getAttribute('lang')) ?? 'ro';
  const [namespace, path] = key.split(':');
  const template = path.split('.').reduce<unknown>((node, part) => (node as Catalog | undefined)?.[part], catalog(language, namespace));
  if (typeof template !== 'string') throw new Error(`no text ${key} in ${language}`);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The digits of a text ("102.000 €", "€102,000" -> "102000"). */
export const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');

export const hasNoSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
