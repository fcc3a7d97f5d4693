import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { cspViolations } from './browser';

/** Fails with the rule ids and targets when axe finds a serious or critical violation, or the page met a CSP violation. */
export async function expectNoSeriousA11yViolations(page: Page, where: string) {
  // Mid-animation (a toast fading in, a dialog sliding) colours are half-blended: axe would
  // report contrast that no one sees once the animation ends.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), null, {
    timeout: 5000,
  });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
  expect(serious, `axe on ${where}`).toEqual([]);
  expect(await cspViolations(page), `CSP on ${where}`).toEqual([]);
}
