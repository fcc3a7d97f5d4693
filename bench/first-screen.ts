/**
 * Issue 13: the first screen on a phone. Lighthouse 12.8.2 (mobile preset, Debian Chromium)
 * three times each on the landing page, the wizard's first step and a guest's result page of
 * the built product, and the gzipped sizes of the entry chunk and CSS from dist/client.
 * Run alone against a server already running: `tsx bench/first-screen.ts http://127.0.0.1:5000`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { GUEST_OUTCOME_KEY } from '../client/src/lib/guest-outcome-key';
import { measurePage, type PageMedians, type PageToMeasure } from './lib/lighthouse';
import { ROOT } from './lib/processes';

const KB = 1000;

export interface FirstScreenTargets {
  landingPerformance: number;
  landingAccessibility: number;
  otherPerformance: number;
  entryGzipKb: number;
  cssGzipKb: number;
}

export const TARGETS: FirstScreenTargets = {
  landingPerformance: 95,
  landingAccessibility: 100,
  otherPerformance: 90,
  entryGzipKb: 130,
  cssGzipKb: 30,
};

/** The result page needs a result: the engine's for `input`, kept in the tab as the wizard keeps it. */
async function guestResultPage(baseUrl: string, input: Record<string, unknown>): Promise<PageToMeasure> {
  const response = await fetch(`${baseUrl}/api/assessments/preview`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  if (response.status !== 200) throw new Error(`preview answered ${response.status}: ${await response.text()}`);
  const result: unknown = await response.json();
  return {
    name: 'result (guest)',
    path: '/assessment',
    sessionStorage: { [GUEST_OUTCOME_KEY]: JSON.stringify({ input, result }) },
    renders: '[data-testid="result-verdict"]',
  };
}

export interface BundleSizes {
  entry: string;
  /** The entry and every chunk it imports statically: what a phone downloads before any script runs. */
  entryFiles: number;
  entryGzipKb: number;
  css: string[];
  cssGzipKb: number;
}

/** The chunks a script imports statically (`import … from "./x.js"`, `import "./x.js"`), transitively. */
function staticGraph(assetsDir: string, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(join(assetsDir, file), 'utf8');
  for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*)"\.\/([^"]+\.js)"/g)) staticGraph(assetsDir, match[1], seen);
  return seen;
}

/**
 * The entry script with everything it imports before it can run, and the style sheets index.html
 * names, gzipped at the level the build uses. The whole static graph, not the entry file alone:
 * a build whose entry is a one-line facade over another chunk would otherwise look tiny.
 */
export function bundleSizes(clientDir = join(ROOT, 'dist/client')): BundleSizes {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('dist/client/index.html names no module script');
  const css = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
  const gzipKb = (path: string) => gzipSync(readFileSync(join(clientDir, path)), { level: 9 }).length / KB;
  const [assets, entryFile] = [entry.slice(0, entry.lastIndexOf('/')), entry.slice(entry.lastIndexOf('/') + 1)];
  const graph = [...staticGraph(join(clientDir, assets), entryFile)];
  return {
    entry,
    entryFiles: graph.length,
    entryGzipKb: graph.reduce((sum, file) => sum + gzipKb(`${assets}/${file}`), 0),
    css,
    cssGzipKb: css.reduce((sum, path) => sum + gzipKb(path), 0),
  };
}

export async function measureFirstScreen(baseUrl: string, resultInput: Record<string, unknown>): Promise<PageMedians[]> {
  const pages: PageToMeasure[] = [
    { name: 'landing', path: '/', renders: '[data-testid="hero-get-started"]' },
    { name: 'wizard step 1', path: '/assessment', renders: '[data-testid="wizard-residenceCountry"]' },
    await guestResultPage(baseUrl, resultInput),
  ];
  const medians: PageMedians[] = [];
  for (const page of pages) {
    const measured = await measurePage(baseUrl, page);
    console.log(
      `${page.name} (${page.path}): performance ${measured.runs.map((run) => run.performance).join('/')}, ` +
        `LCP ${measured.runs.map((run) => (run.lcpMs / 1000).toFixed(2)).join('/')} s, ` +
        `TBT ${measured.runs.map((run) => run.tbtMs.toFixed(0)).join('/')} ms`,
    );
    medians.push(measured);
  }
  return medians;
}

export function formatMedians(medians: PageMedians[]): string[] {
  const lines = ['| page | performance | accessibility | FCP | LCP | TBT | transferred |', '|---|---|---|---|---|---|---|'];
  for (const page of medians) {
    lines.push(
      `| ${page.name} | ${page.performance} | ${page.accessibility} | ${(page.fcpMs / 1000).toFixed(2)} s | ` +
        `${(page.lcpMs / 1000).toFixed(2)} s | ${page.tbtMs.toFixed(0)} ms | ${(page.bytes / 1024).toFixed(0)} KiB |`,
    );
  }
  return lines;
}

/** The targets as bench rows: [measure, value, target, met]. */
export function firstScreenRows(medians: PageMedians[], sizes: BundleSizes): [string, string, string, boolean][] {
  const rows: [string, string, string, boolean][] = [];
  for (const page of medians) {
    const isLanding = page.path === '/';
    const target = isLanding ? TARGETS.landingPerformance : TARGETS.otherPerformance;
    rows.push([
      `Lighthouse mobile performance, ${page.name} (median of ${page.runs.length}; LCP ${(page.lcpMs / 1000).toFixed(2)} s, TBT ${page.tbtMs.toFixed(0)} ms, ${(page.bytes / 1024).toFixed(0)} KiB)`,
      String(page.performance),
      `>= ${target}`,
      page.performance >= target,
    ]);
    if (isLanding) {
      rows.push([`Lighthouse accessibility, ${page.name}`, String(page.accessibility), `${TARGETS.landingAccessibility}`, page.accessibility >= TARGETS.landingAccessibility]);
    }
  }
  rows.push([`entry chunk and its static imports gzipped (${sizes.entry}, ${sizes.entryFiles} files)`, `${sizes.entryGzipKb.toFixed(1)} KB`, `<= ${TARGETS.entryGzipKb} KB`, sizes.entryGzipKb <= TARGETS.entryGzipKb]);
  rows.push([`CSS gzipped (${sizes.css.length} file${sizes.css.length === 1 ? '' : 's'})`, `${sizes.cssGzipKb.toFixed(1)} KB`, `<= ${TARGETS.cssGzipKb} KB`, sizes.cssGzipKb <= TARGETS.cssGzipKb]);
  return rows;
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').at(-1)!);
if (isMain && process.argv[2]) {
  const baseUrl = process.argv[2];
  const clientDir = process.argv[3] ?? join(ROOT, 'dist/client');
  const { WORKED_EXAMPLE } = await import('./worked-example');
  const medians = await measureFirstScreen(baseUrl, WORKED_EXAMPLE);
  const sizes = bundleSizes(clientDir);
  console.log(['', ...formatMedians(medians), '', '| measure | value | target | |', '|---|---|---|---|'].join('\n'));
  for (const row of firstScreenRows(medians, sizes)) console.log(`| ${row[0]} | ${row[1]} | ${row[2]} | ${row[3] ? 'met' : 'MISSED'} |`);
}
