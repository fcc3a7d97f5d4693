import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from '../support/browser';
import { focusRing, tabTo, type FocusRing } from '../support/focus-ring';
import { DEMO, signInWithApi, WAIT } from '../support/session';
import { fillStepsTwoToSix, useLanguage } from '../support/wizard';

/**
 * Issue 12, "a high-contrast focus ring on every control": a keyboard user sees where the focus
 * is on every background, primary buttons on white cards included (Get Started, Next, Submit),
 * the call to action on its dark band and the active tab. A ring counts when it is at least
 * 2 px and has 3:1 contrast with what it is drawn on. On the primary buttons it must be there
 * the moment the focus lands: the ring used to fade in from the button's white text colour,
 * white on the white card.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const MIN_CONTRAST = 3;

function expectVisibleRing(ring: FocusRing, where: string) {
  expect(ring.kind, `${where}: ${ring.element} has a focus ring`).not.toBeNull();
  expect(ring.width, `${where}: ${ring.element} ring width`).toBeGreaterThanOrEqual(2);
  expect(ring.contrast, `${where}: ${ring.element} ring ${ring.color} on ${ring.background}`).toBeGreaterThanOrEqual(MIN_CONTRAST);
}

/** A screenshot of the control with a margin, so the ring around it shows. */
async function shotAround(page: Page, testId: string, name: string) {
  const box = await page.getByTestId(testId).boundingBox();
  if (!box) throw new Error(`${testId} is not on screen`);
  const margin = 16;
  await page.screenshot({
    path: `e2e/screenshots/${name}.png`,
    clip: { x: Math.max(0, box.x - margin), y: Math.max(0, box.y - margin), width: box.width + 2 * margin, height: box.height + 2 * margin },
  });
}

/** Tabs through the next `stops` focus stops and expects a visible ring on each. */
async function expectRingOnEveryStop(page: Page, where: string, stops: number) {
  const seen: string[] = [];
  for (let press = 0; press < stops; press++) {
    await page.keyboard.press('Tab');
    const isSomething = await page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body);
    if (!isSomething) continue;
    const ring = await focusRing(page);
    seen.push(ring.element);
    expectVisibleRing(ring, `${where}, stop ${press + 1}`);
  }
  expect(seen.length, `${where}: Tab reached controls`).toBeGreaterThan(0);
}

test('Get Started, Next and Submit show a high-contrast ring on their white cards (desktop and phone)', async () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const size = viewport === PHONE ? 'phone' : 'desktop';
    const { context, page } = await newPage(browser, viewport, 'en-GB');
    page.setDefaultTimeout(WAIT.timeout);
    await useLanguage(page, 'en');
    await page.goto('/');
    await expect.poll(() => page.getByTestId('hero-get-started').isEnabled(), WAIT).toBe(true);

    await tabTo(page, 'hero-get-started');
    const getStarted = await focusRing(page, { settled: false });
    expectVisibleRing(getStarted, `Get Started (${size})`);
    // The button sits on the form's white card: the ring is seen against white.
    expect(getStarted.background).toBe('rgb(255, 255, 255)');
    await shotAround(page, 'hero-get-started', `focus-get-started-${size}`);
    await screenshot(page, `focus-landing-${size}`);

    // The closing call to action: a light button on the dark primary band.
    await tabTo(page, 'landing-cta', 80);
    const cta = await focusRing(page);
    expectVisibleRing(cta, `call to action (${size})`);
    expect(cta.background).toBe('rgb(11, 85, 99)');
    await shotAround(page, 'landing-cta', `focus-cta-${size}`);
    await page.goto('/');
    await expect.poll(() => page.getByTestId('hero-get-started').isEnabled(), WAIT).toBe(true);
    await tabTo(page, 'hero-get-started');

    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/assessment');
    await expect.poll(() => page.getByTestId('wizard-next').count(), WAIT).toBe(1);
    await tabTo(page, 'wizard-next');
    expectVisibleRing(await focusRing(page, { settled: false }), `Next (${size})`);
    await shotAround(page, 'wizard-next', `focus-wizard-next-${size}`);

    if (size === 'desktop') {
      await page.getByTestId('wizard-next').click();
      await fillStepsTwoToSix(page, { checkValidation: false });
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await tabTo(page, 'wizard-submit', 80);
      expectVisibleRing(await focusRing(page, { settled: false }), 'Submit (desktop)');
      await shotAround(page, 'wizard-submit', 'focus-wizard-submit');
    }
    await context.close();
  }
});

test('every control on the landing page, the wizard and the result shows the ring', async () => {
  const { context, page } = await newPage(browser, DESKTOP, 'en-GB');
  page.setDefaultTimeout(WAIT.timeout);
  await useLanguage(page, 'en');
  await page.goto('/');
  await expect.poll(() => page.getByTestId('hero-get-started').isEnabled(), WAIT).toBe(true);
  // Links in the navigation bar, the language menu, the two selects, the button, links below.
  await expectRingOnEveryStop(page, 'landing', 25);

  // Get Started hands the two countries to the wizard, which opens at step 2.
  await page.getByTestId('hero-get-started').click();
  await expect.poll(() => page.getByTestId('wizard-step-2').count(), WAIT).toBe(1);
  // Step 2: text inputs, the currency select, buttons.
  await page.locator('#wizard-monthlyIncome').focus();
  await page.keyboard.press('Shift+Tab');
  await expectRingOnEveryStop(page, 'wizard step 2', 8);
  await fillStepsTwoToSix(page, { checkValidation: false });
  await page.getByTestId('wizard-submit').click();
  await page.getByTestId('guest-continue').click();
  await expect.poll(() => page.getByTestId('what-if-term-slider').count(), WAIT).toBe(1);

  // The what-if sliders.
  await page.getByTestId('what-if-term-slider').focus();
  await page.keyboard.press('Shift+Tab');
  await expectRingOnEveryStop(page, 'what-if sliders', 4);
  await page.getByTestId('what-if-term-slider').focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await screenshot(page, 'focus-slider');
  await context.close();
});

test('tabs and switches in the back office show the ring', async () => {
  const { context, page } = await newPage(browser, DESKTOP, 'en-GB');
  page.setDefaultTimeout(WAIT.timeout);
  await useLanguage(page, 'en');
  await signInWithApi(page, DEMO.admin);
  await page.goto('/admin');
  const tabs = page.getByRole('tab');
  await expect.poll(() => tabs.count(), WAIT).toBeGreaterThan(1);
  await tabs.first().focus();
  // Keyboard focus (not a click) so :focus-visible applies; arrows move between tabs.
  await page.keyboard.press('ArrowRight');
  expectVisibleRing(await focusRing(page), 'admin tab');
  // Back on the active tab (filled with the primary colour): the ring must not vanish into it.
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-state')), WAIT).toBe('active');
  expectVisibleRing(await focusRing(page), 'active admin tab');
  await screenshot(page, 'focus-admin-tab');

  const switches = page.getByRole('switch');
  // The scoring categories' "active" switches.
  await page.getByTestId('admin-tab-scoring').click();
  await expect.poll(() => switches.count(), WAIT).toBeGreaterThan(0);
  await switches.first().focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  expectVisibleRing(await focusRing(page), 'admin switch');
  await context.close();
});
