import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

/** Debian's Chromium, the browser the numbers were taken with (CHROME_PATH overrides). */
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export interface PageToMeasure {
  name: string;
  path: string;
  /** sessionStorage entries the tab holds before the page's scripts run (a guest's kept result). */
  sessionStorage?: Record<string, string>;
  /** Cookies the browser holds for the product before the page loads (a signed-in session). */
  cookies?: Array<{ name: string; value: string }>;
  /** An element only the page's own render shows: without it the scores would be a broken page's. */
  renders: string;
}

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  bytes: number;
  requests: string[];
}

export interface PageMedians extends Omit<LighthouseRun, 'requests'> {
  name: string;
  path: string;
  runs: LighthouseRun[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function numeric(result: RunnerResult, audit: string): number {
  return result.lhr.audits[audit]?.numericValue ?? Number.NaN;
}

/** A fresh browser (no cache carries over) and a tab holding the page's cookies and sessionStorage before its scripts run. */
async function openTab(baseUrl: string, page: PageToMeasure): Promise<{ browser: Browser; tab: Page }> {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  const tab = await browser.newPage();
  if (page.cookies) await tab.setCookie(...page.cookies.map((cookie) => ({ ...cookie, url: baseUrl })));
  if (page.sessionStorage) {
    await tab.evaluateOnNewDocument((entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) window.sessionStorage.setItem(key, value);
    }, page.sessionStorage);
  }
  return { browser, tab };
}

/**
 * One Lighthouse run with its default (mobile) preset: a Moto G Power-sized screen, simulated
 * slow 4G and a 4x slower CPU.
 */
async function runOnce(baseUrl: string, page: PageToMeasure): Promise<LighthouseRun> {
  const { browser, tab } = await openTab(baseUrl, page);
  try {
    const flags: Flags = { onlyCategories: ['performance', 'accessibility'], logLevel: 'error', output: 'json' };
    const result = await lighthouse(`${baseUrl}${page.path}`, flags, undefined, tab);
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
    const runtimeError = result.lhr.runtimeError;
    if (runtimeError) throw new Error(`Lighthouse failed on ${page.path}: ${runtimeError.code} ${runtimeError.message}`);
    const networkItems = (result.lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items ?? [];
    return {
      performance: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((result.lhr.categories.accessibility?.score ?? 0) * 100),
      fcpMs: numeric(result, 'first-contentful-paint'),
      lcpMs: numeric(result, 'largest-contentful-paint'),
      tbtMs: numeric(result, 'total-blocking-time'),
      bytes: numeric(result, 'total-byte-weight'),
      requests: networkItems.map((item) => item.url),
    };
  } finally {
    await browser.close();
  }
}

/**
 * One run, tried again when Lighthouse itself fails to record the load (NO_NAVSTART and the
 * like happen on a busy machine); a page that fails three times in a row fails the bench.
 */
async function runWithRetries(baseUrl: string, page: PageToMeasure, attempts = 3): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(baseUrl, page);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${page.path}: ${(error as Error).message}; running it again`);
    }
  }
}

/**
 * The page as a visitor would get it, before it is scored: its own content rendered and no script
 * error on the way (a page that throws paints less and scores higher).
 */
async function checkPageRenders(baseUrl: string, page: PageToMeasure) {
  const { browser, tab } = await openTab(baseUrl, page);
  try {
    const errors: string[] = [];
    tab.on('pageerror', (error) => errors.push(String(error)));
    await tab.goto(`${baseUrl}${page.path}`);
    await tab.waitForSelector(page.renders, { visible: true, timeout: 30_000 });
    if (errors.length > 0) throw new Error(`${page.path} threw: ${errors.join('; ')}`);
  } finally {
    await browser.close();
  }
}

/** Three runs (the protocol) on one page, one after the other, and their medians. */
export async function measurePage(baseUrl: string, page: PageToMeasure, runs = 3): Promise<PageMedians> {
  await checkPageRenders(baseUrl, page);
  const results: LighthouseRun[] = [];
  for (let index = 0; index < runs; index += 1) results.push(await runWithRetries(baseUrl, page));
  return {
    name: page.name,
    path: page.path,
    runs: results,
    performance: median(results.map((run) => run.performance)),
    accessibility: median(results.map((run) => run.accessibility)),
    fcpMs: median(results.map((run) => run.fcpMs)),
    lcpMs: median(results.map((run) => run.lcpMs)),
    tbtMs: median(results.map((run) => run.tbtMs)),
    bytes: median(results.map((run) => run.bytes)),
  };
}
