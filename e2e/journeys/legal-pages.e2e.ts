import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { RETENTION, RETENTION_KINDS } from '@core/retention';
import { BROWSER_STORAGE, COOKIES } from '@/features/legal/lib/stored-in-browser';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DESKTOP, launchBrowser, newPage, screenshot } from '../support/browser';
import { startServer } from '../support/server-process';
import { useLanguage } from '../support/wizard';
import { LANGUAGES } from '@core/languages';

/**
 * Issue 20: every footer link leads to a page with content, in ro, en and fr — the privacy policy
 * with each retention period of core/retention.ts, the cookie policy with every cookie and
 * stored item named, the terms, the accessibility statement and help — none is `#` or empty,
 * axe passes on each, and each fits a 390×844 phone without scrolling sideways. A deployment with
 * its company set shows it, and only the social networks it gave a page for.
 */
const PHONE_390 = { width: 390, height: 844 };
const LEGAL_PAGES = ['/privacy', '/terms', '/cookies', '/accessibility', '/help'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const hasNoSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function footerLinks(page: Page) {
  const footer = page.locator('footer');
  await footer.scrollIntoViewIfNeeded();
  return footer.locator('a').evaluateAll((anchors) =>
    anchors.map((anchor) => ({ href: anchor.getAttribute('href') ?? '', text: (anchor.textContent ?? '').trim() })),
  );
}

/** The page's h1 and its paragraphs of real text (not a placeholder card). */
async function pageContent(page: Page) {
  await expect.poll(() => page.locator('main h1').count(), { timeout: 15_000 }).toBe(1);
  // The legal pages draw once the operator's details are in.
  await expect.poll(() => page.locator('main [aria-busy="true"]').count()).toBe(0);
  return page.locator('main').evaluate((main) => ({
    heading: main.querySelector('h1')?.textContent?.trim() ?? '',
    paragraphs: [...main.querySelectorAll('p, li, summary')].map((node) => node.textContent?.trim() ?? '').filter((text) => text.length >= 40),
    sections: main.querySelectorAll('section h2').length,
    text: main.textContent ?? '',
  }));
}

for (const language of LANGUAGES) {
  test(`every footer link opens a page with content in ${language}, axe passes and it fits a phone`, async () => {
    const { context, page } = await newPage(browser, PHONE_390, `${language}-RO`);
    await useLanguage(page, language);
    await page.goto('/');
    const links = await footerLinks(page);
    // No social network is configured on the journeys' server: none is shown, and nothing is `#`.
    expect(links.map((link) => link.text)).not.toEqual(expect.arrayContaining(['Facebook']));
    for (const link of links) {
      expect(link.href, link.text).not.toBe('');
      expect(link.href, link.text).not.toMatch(/^#|#$/);
      expect(link.text, link.href).not.toBe('');
    }
    const hrefs = links.map((link) => link.href);
    for (const path of LEGAL_PAGES) expect(hrefs, path).toContain(path);
    expect(await page.locator('footer').textContent()).toContain(`© ${new Date().getFullYear()}`);

    for (const href of [...new Set(hrefs)]) {
      // Through the footer itself (the client-side route), by keyboard: focus the link, press Enter.
      await page.goto('/');
      const link = page.locator(`footer a[href="${href}"]`).first();
      await link.scrollIntoViewIfNeeded();
      await link.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => `${url.pathname}${url.hash}` === href || (href.startsWith('/#') && url.pathname === '/'));
      const content = await pageContent(page);
      expect(content.heading, href).not.toBe('');
      // Every target is a real page; the legal and help pages are several sections of text.
      expect(content.paragraphs.length, `${href}: text`).toBeGreaterThanOrEqual(1);
      if (LEGAL_PAGES.some((path) => href.startsWith(path))) {
        expect(content.paragraphs.length, `${href}: paragraphs of text`).toBeGreaterThanOrEqual(8);
        expect(content.sections, `${href}: sections`).toBeGreaterThanOrEqual(2);
        // Placeholders, not invented facts, where the operator set nothing.
        if (!href.startsWith('/help') && !href.startsWith('/cookies')) expect(content.text, href).toContain('ACASA_COMPANY_NAME');
      }
      expect(content.text, href).not.toMatch(/privacy\.|terms\.sections|cookies\.items|help\.sections|\{\{/);
      await expectNoSeriousA11yViolations(page, `${href} in ${language} (390×844)`);
      expect(await hasNoSidewaysScroll(page), `${href} fits a 390 px phone in ${language}`).toBe(true);
    }

    // The privacy policy states every retention period of core/retention.ts.
    await page.goto('/privacy');
    await pageContent(page);
    const rows = page.locator('[data-retention-kind]');
    expect(await rows.count()).toBe(RETENTION_KINDS.length);
    for (const kind of RETENTION_KINDS) {
      const text = (await page.locator(`[data-retention-kind="${kind}"]`).textContent()) ?? '';
      const { days } = RETENTION[kind];
      if (days !== null && days > 0) expect(text, kind).toContain(String(days % 365 === 0 ? days / 365 : days));
    }
    expect(await page.getByTestId('supervisory-authority').textContent()).toContain('ANSPDCP');
    await screenshot(page, `legal-privacy-${language}-phone`);

    // The cookie policy names every cookie and every browser-storage key the product sets.
    await page.goto('/cookies');
    const cookieText = (await pageContent(page)).text;
    for (const item of [...COOKIES, ...BROWSER_STORAGE]) expect(cookieText, item.name).toContain(item.name);

    // The help page's answers open and close from the keyboard.
    await page.goto('/help#faq');
    await pageContent(page);
    const question = page.getByTestId('help-question').first();
    await question.locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await question.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    await context.close();
  });
}

test('each legal and help page passes axe on a desktop screen too, with its sections reachable from the table of contents', async () => {
  const { context, page } = await newPage(browser, DESKTOP, 'en-GB');
  await useLanguage(page, 'en');
  for (const path of LEGAL_PAGES) {
    await page.goto(path);
    await pageContent(page);
    await expectNoSeriousA11yViolations(page, `${path} (desktop)`);
    await screenshot(page, `legal${path.replace('/', '-')}-desktop`);
    // Each entry of the table of contents names a section that exists.
    const targets = await page.locator('main nav ol a').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(targets.length, path).toBeGreaterThanOrEqual(5);
    for (const target of targets) expect(await page.locator(target).count(), `${path} ${target}`).toBe(1);
  }
  // The footer's GDPR link lands on the rights, with the supervisory authority in view.
  await page.goto('/');
  await page.locator('footer a[href="/privacy#rights"]').click();
  await expect.poll(() => page.getByTestId('supervisory-authority').count()).toBe(1);
  await expect.poll(() => page.locator('#rights').evaluate((section) => Math.round(section.getBoundingClientRect().top))).toBeLessThan(200);
  await context.close();
});

test("a deployment's company and social pages appear where the operator set them, and only those", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'acasa-legal-'));
  const server = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    RATES_FETCH: 'off',
    ACASA_COMPANY_NAME: 'Acasa Credit Consult SRL',
    ACASA_COMPANY_REGISTRATION_NUMBER: 'J40/12345/2026',
    ACASA_COMPANY_EMAIL: 'privacy@acasa.example',
    ACASA_FACEBOOK_URL: 'https://www.facebook.com/acasa.example',
    ACASA_YOUTUBE_URL: 'https://www.youtube.com/@acasa.example',
    ACASA_GOVERNING_LAW: 'DE',
  });
  try {
    const context = await browser.newContext({ baseURL: server.url, viewport: PHONE_390, locale: 'en-GB' });
    const page = await context.newPage();
    await useLanguage(page, 'en');
    await page.goto('/');
    await expect.poll(async () => (await footerLinks(page)).filter((link) => link.href.startsWith('https://')).map((link) => link.text)).toEqual(['Facebook', 'YouTube']);
    const social = await footerLinks(page);
    expect(social.find((link) => link.text === 'Facebook')?.href).toBe('https://www.facebook.com/acasa.example');
    expect(social.map((link) => link.text)).not.toContain('Instagram');

    await page.goto('/privacy');
    const privacy = await pageContent(page);
    expect(privacy.text).toContain('Acasa Credit Consult SRL');
    expect(privacy.text).toContain('J40/12345/2026');
    expect(privacy.text).not.toContain('ACASA_COMPANY_NAME');
    // What the operator left unset still says so.
    expect(privacy.text).toContain('ACASA_COMPANY_ADDRESS');
    await page.goto('/terms');
    expect((await pageContent(page)).text).toContain('governed by the law of Germany');
    await context.close();
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
