import type { APIResponse, Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { DESKTOP } from './browser';
import { WAIT } from './session';

/**
 * Stored XSS, the attack of issue 11 kept as a check: markup written into stored text, then every
 * page that shows the text looked at in Chromium. Each vector carries a marker (which field it was
 * written into) and, if a browser ever runs it, sets `window.__xss` to that marker.
 *
 * Pages are opened with the Content-Security-Policy bypassed (unless `enforceCsp`): the policy
 * would block an inline handler, and the check is that the markup is never parsed at all, CSP or
 * not. A page is clean when nothing set `window.__xss` (a setter reports every write, even one on a
 * page already left), no dialog opened, no CSP violation was met (where the policy is enforced), and
 * its DOM has no element the payloads could have brought (an `on*` attribute, a `javascript:`
 * address, an `srcdoc`, a script mentioning `__xss`): React sets no `on*` attribute.
 */

/** The vectors, each setting `window.__xss` to `marker` when it runs. */
export const VECTORS = {
  img: (marker: string) => `<img src=x onerror=__xss='${marker}'>`,
  script: (marker: string) => `"><script>__xss='${marker}'</script>`,
  svg: (marker: string) => `<svg onload=__xss='${marker}'>`,
  /** Template injection (Angular/Vue style), and a template literal so that no " is needed. */
  template: (marker: string) => `{{constructor.constructor('__xss=\`${marker}\`')()}}`,
  /** A markdown link with a javascript: target. */
  markdown: (marker: string) => `[${marker}](javascript:__xss='${marker}')`,
  details: (marker: string) => `<details open ontoggle=__xss='${marker}'>`,
  iframe: (marker: string) => `<iframe srcdoc="<script>parent.__xss='${marker}'</script>">`,
  /** Breaking out of a single-quoted attribute. */
  attribute: (marker: string) => `' autofocus onfocus=__xss='${marker}' x='`,
  /** i18next nesting and interpolation: a value interpolated twice would show "Logout" and lose {{…}}. */
  i18n: (marker: string) => `$t(nav.logout){{${marker}}}`,
  /** For fields that become a link. */
  jsUrl: (marker: string) => `javascript:__xss='${marker}'`,
} as const;
export type Vector = keyof typeof VECTORS;

/** Text fields take these, in this order, as many as fit. */
export const TEXT_VECTORS: readonly Vector[] = ['img', 'script', 'svg', 'template', 'markdown', 'details', 'iframe', 'attribute', 'i18n'];
/** A field too short for any vector (a 16-character flag): an svg calling the page's `x()`, which sets `__xss`. */
export const COMPACT_PAYLOAD = '<svg onload=x()>';

/** As many of `vectors` as fit in `maxLength` characters, joined without spaces (stored text is trimmed). */
export function markupPayload(marker: string, maxLength: number, vectors: readonly Vector[] = TEXT_VECTORS): string {
  let payload = '';
  for (const vector of vectors) {
    const next = VECTORS[vector](marker);
    if (payload.length + next.length <= maxLength) payload += next;
  }
  return payload || (COMPACT_PAYLOAD.length <= maxLength ? COMPACT_PAYLOAD : '');
}

/** What one run seeded, refused and visited: the journey's summary line. */
export class MarkupLedger {
  readonly fields: Array<{ field: string; stored: string }> = [];
  readonly refused: Array<{ field: string; payload: string; answer: string }> = [];
  readonly visits: Array<{ role: string; where: string }> = [];
  /** Every write to `window.__xss` on any page ("role: marker on address"): must stay empty. */
  readonly ran: string[] = [];

  seeded(field: string, stored: string) {
    this.fields.push({ field, stored });
  }

  summary(): string {
    const roles = [...new Set(this.visits.map((visit) => visit.role))];
    const perRole = roles.map((role) => `${role} ${this.visits.filter((visit) => visit.role === role).length}`).join(', ');
    const refused = this.refused.map((item) => `${item.field} (${item.answer})`).join('; ') || 'none';
    return [
      `stored markup: ${this.visits.length} page views by ${roles.length} roles (${perRole}); ${this.fields.length} fields seeded; ${this.refused.length} payloads refused by validation; handlers run: ${this.ran.length}`,
      `  fields: ${this.fields.map((item) => item.field).join(', ')}`,
      `  refused: ${refused}`,
    ].join('\n');
  }
}

/**
 * Stores a payload through `send` (a real API call): the longest combination of vectors that fits
 * first, then each vector alone; a 400 is recorded as refused and the next one is tried. Gives
 * back what was stored. Fails when every candidate is refused.
 */
export async function storeMarkup(
  ledger: MarkupLedger,
  field: string,
  candidates: readonly string[],
  send: (payload: string) => Promise<APIResponse>,
  stored: (payload: string, response: APIResponse) => Promise<string> | string = (payload) => payload,
): Promise<string> {
  for (const payload of [...new Set(candidates.filter(Boolean))]) {
    const response = await send(payload);
    if (response.status() === 400) {
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      ledger.refused.push({ field, payload, answer: `400 ${body.message ?? ''}`.trim() });
      continue;
    }
    expect(response.status(), `${field}: ${await response.text()}`).toBeLessThan(300);
    const value = await stored(payload, response);
    ledger.seeded(field, value);
    return value;
  }
  throw new Error(`${field}: every payload was refused`);
}

/** The candidates for a text field of `maxLength`: all that fit, then each vector alone. */
export function textCandidates(marker: string, maxLength: number, vectors: readonly Vector[] = TEXT_VECTORS): string[] {
  return [markupPayload(marker, maxLength, vectors), ...vectors.map((vector) => markupPayload(marker, maxLength, [vector]))];
}

/** A signed-in (or guest) browser context whose pages report any payload that runs. */
export interface WatchedPage {
  role: string;
  context: BrowserContext;
  page: Page;
  /** Dialogs (alert, confirm, prompt) any page of the context opened. */
  dialogs: string[];
}

export async function openWatched(
  browser: Browser,
  ledger: MarkupLedger,
  role: string,
  options: { locale?: string; viewport?: { width: number; height: number }; enforceCsp?: boolean } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: options.viewport ?? DESKTOP,
    locale: options.locale ?? 'en-GB',
    bypassCSP: !options.enforceCsp,
  });
  context.setDefaultTimeout(WAIT.timeout);
  await context.exposeBinding('__markupRan', ({ page }, marker: unknown) => {
    ledger.ran.push(`${role}: ${String(marker)} on ${page?.url() ?? '?'}`);
  });
  await context.addInitScript(() => {
    const scope = window as unknown as Record<string, unknown>;
    let value: unknown;
    Object.defineProperty(window, '__xss', {
      configurable: false,
      get: () => value,
      set: (next: unknown) => {
        value = next;
        void (scope.__markupRan as ((marker: string) => Promise<void>) | undefined)?.(JSON.stringify(next));
      },
    });
    // The compact payload's handler.
    scope.x = () => {
      scope.__xss = 'x()';
    };
    // With the policy enforced, a blocked handler shows here (browser.ts's newPage records the same).
    const violations: string[] = [];
    scope.__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  const dialogs: string[] = [];
  context.on('page', (page) => watchDialogs(page, dialogs));
  const page = await context.newPage();
  return { role, context, page, dialogs };
}

function watchDialogs(page: Page, dialogs: string[]) {
  page.on('dialog', async (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()} on ${page.url()}`);
    await dialog.dismiss();
  });
}

/** What on this page a payload could have brought in, and whether one ran. */
export async function markupState(page: Page): Promise<{ flag: unknown; injected: string[]; cspViolations: string[] }> {
  return page.evaluate(() => {
    const injected: string[] = [];
    const scan = (root: ParentNode) => {
      for (const element of Array.from(root.querySelectorAll('*'))) {
        for (const name of element.getAttributeNames()) {
          const value = element.getAttribute(name) ?? '';
          if (/^on/i.test(name)) injected.push(`<${element.localName} ${name}="${value}">`);
          else if (/^(href|src|action|formaction|xlink:href|data)$/i.test(name) && /^\s*javascript:/i.test(value)) injected.push(`<${element.localName} ${name}="${value}">`);
          else if (name === 'srcdoc') injected.push(`<${element.localName} srcdoc>`);
        }
        if (element.localName === 'script' && (element.textContent ?? '').includes('__xss')) injected.push('<script>…__xss…</script>');
        if (element.shadowRoot) scan(element.shadowRoot);
      }
    };
    scan(document);
    const scope = window as unknown as { __xss?: unknown; __cspViolations?: string[] };
    return { flag: scope.__xss, injected, cspViolations: scope.__cspViolations ?? [] };
  });
}

/** The page is clean (see above); counted as one page view of the role. */
export async function expectClean(watched: WatchedPage, ledger: MarkupLedger, where: string) {
  const state = await markupState(watched.page);
  ledger.visits.push({ role: watched.role, where });
  const ran = ledger.ran.filter((entry) => entry.startsWith(`${watched.role}:`));
  expect({ where, ...state, dialogs: watched.dialogs, ran }).toEqual({ where, flag: undefined, injected: [], cspViolations: [], dialogs: [], ran: [] });
}

/** The text is on screen, character for character (as text, not as markup). */
export async function expectText(locator: Locator, text: string) {
  await expect.poll(async () => ((await locator.count()) > 0 ? ((await locator.first().textContent()) ?? '') : `(nothing at ${locator})`), WAIT).toContain(text);
}

/** A form field holds the text, character for character. */
export async function expectValue(locator: Locator, text: string) {
  await expect.poll(() => locator.inputValue(), WAIT).toBe(text);
}
