import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { inject } from 'vitest';
import { CHROMIUM_PATH } from './ensure-chromium';

/** Debian's Chromium (CHROMIUM_PATH overrides); flags keep it off the closed network. */
export async function launchBrowser(): Promise<Browser> {
  // The global set-up has installed it or stopped with the command to run (ensure-chromium.ts).
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export const PHONE = { width: 360, height: 780 };
export const DESKTOP = { width: 1280, height: 900 };

/**
 * Every page records the Content-Security-Policy violations it meets (issue 11: the CSP has no
 * 'unsafe-inline' styles and narrow image sources), and the accessibility check fails on them.
 * On the run's shared server, unless a journey started one of its own (`baseURL`).
 */
export async function newPage(browser: Browser, viewport = DESKTOP, locale = 'ro-RO', baseURL: string = inject('baseUrl')): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport, locale });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  const page = await context.newPage();
  return { context, page };
}

/** The CSP violations this page has met so far. */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

/** Saves a screenshot under e2e/screenshots (ignored by git) for a person to look at. */
export async function screenshot(page: Page, name: string) {
  mkdirSync('e2e/screenshots', { recursive: true });
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });
}

let counter = 0;
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

export const STRONG_PASSWORD = 'Cluj-Napoca-2026!';
