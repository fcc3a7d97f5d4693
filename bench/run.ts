/**
 * npm run bench: the product against a bare node:http floor answering the same bytes (the
 * product's own answer, headers included), measured alternately in one run on loopback.
 * Prints ratios, each server's CPU time per request, and the targets they meet.
 * Targets (issue 22, raising issue 2's): engine <= 50 µs per full evaluation, countries >= 0.5x
 * floor throughput, signed-in /api/auth/user >= 0.45x, preview >= 0.25x, >= 80 logins/s with
 * argon2id, < 250 MB resident after start on PGlite.
 * Issue 13: Lighthouse (mobile) three times on the landing page, the wizard, a result page and
 * (issue 22) the signed-in dashboard, each against >= 95 and accessibility 100,
 * and the entry chunk's and CSS's gzipped sizes. `npm run bench -- --first-screen` runs only those.
 * Issue 20: resident memory over 5 minutes of mixed load on PGlite and on PostgreSQL, growth after
 * the first minute < 10 % (bench/memory.ts, ~11 minutes). `npm run bench -- --memory` runs only
 * that; `--no-memory` leaves it out of the full bench; `--api` runs only the engine and the API rows. Also issue 20: server CPU for a 1 MiB hostile
 * body (413, 400 too deep, 429), < 5 ms each (bench/body-bounds.ts).
 * Issue 23: the server's CPU to read a one-page text-PDF payslip on upload, the time to read a photo
 * of one by OCR (its queued job, first and steady), and the server's memory while reading either
 * (bench/document-reading.ts); `--documents` runs only that.
 * Issue 24: the broker's pipeline board with 100,000 cases on PostgreSQL, p99 against countries
 * (bench/broker-board.ts); `--board` runs only that.
 */
import { benchBodyBounds } from './body-bounds';
import { benchBrokerBoard } from './broker-board';
import { benchBrokerList } from './broker-list';
import { benchAffordablePrice, benchEngine } from './engine';
import { benchDocumentReading } from './document-reading';
import { benchMemory } from './memory';
import { FIRST_SCREEN_LANGUAGES, firstScreenRows, formatMedians, measureFirstScreen } from './first-screen';
import type { PageMedians } from './lib/lighthouse';
import { bundleSizes } from './lib/bundle-sizes';
import { WORKED_EXAMPLE } from './worked-example';
import { benchSubmitOnPostgres } from './submit-postgres';
import { compareWithFloor, load } from './lib/load';
import { execFileSync } from 'node:child_process';
import type { FloorRoute } from './lib/floor-server';
import { residentMemoryMb, ROOT, startFloor, startProduct } from './lib/processes';

const DEMO_PASSWORD = 'Acasa-demo-2026!';
const HEADERS_NODE_WRITES = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
const rows: string[][] = [];
let failed = false;

function report(name: string, value: string, target: string, isMet: boolean) {
  rows.push([name, value, target, isMet ? 'met' : 'MISSED']);
}

const isFirstScreenOnly = process.argv.includes('--first-screen');
const isMemoryOnly = process.argv.includes('--memory');
const isMemorySkipped = process.argv.includes('--no-memory');
/** `--api`: only the engine and the API's throughput against the floor (a few minutes), for iterating on them. */
const isApiOnly = process.argv.includes('--api');
/** `--documents`: only the reading of income documents on upload (issue 23). */
const isDocumentsOnly = process.argv.includes('--documents');
/** `--board`: only the broker's pipeline board with 100,000 cases on PostgreSQL (issue 24). */
const isBoardOnly = process.argv.includes('--board');

async function main() {
  if (isFirstScreenOnly) return firstScreenOnly();
  if (isMemoryOnly) return memoryOnly();
  if (isDocumentsOnly) return documentsOnly();
  if (isBoardOnly) return boardOnly();
  const engine = await benchEngine();
  console.log(`evaluate(): ${engine.microsecondsPerEvaluation.toFixed(1)} µs per call, ${engine.improvementsPerEvaluation.toFixed(1)} improvements each`);
  report('engine cost per full evaluation (improvements included)', `${engine.microsecondsPerEvaluation.toFixed(1)} µs`, '<= 50 µs', engine.microsecondsPerEvaluation <= 50);
  const affordable = await benchAffordablePrice();
  console.log(`what can I afford: median ${affordable.medianMs.toFixed(2)} ms, p90 ${affordable.p90Ms.toFixed(2)} ms`);
  report('"what can I afford", 90th percentile', `${affordable.p90Ms.toFixed(2)} ms`, '<= 1 ms', affordable.p90Ms <= 1);
  if (!isApiOnly) for (const row of await benchBodyBounds()) rows.push(row);

  execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const product = await startProduct({ DEMO_PASSWORD });
  try {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rss = residentMemoryMb(product.child.pid!);
    report('server resident memory after start (PGlite)', `${rss.toFixed(0)} MB`, '< 250 MB', rss < 250);

    const login = await fetch(`${product.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'user@acasa.test', password: DEMO_PASSWORD }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const post = { method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: JSON.stringify(WORKED_EXAMPLE) };
    const countriesAnswer = await capture(`${product.url}/api/countries`);
    const userAnswer = await capture(`${product.url}/api/auth/user`, { headers: { cookie } });
    const previewAnswer = await capture(`${product.url}/api/assessments/preview`, post);

    const floor = await startFloor({
      '/api/countries': countriesAnswer,
      '/api/auth/user': userAnswer,
      '/api/assessments/preview': previewAnswer,
    });
    const productPid = product.child.pid!;
    const floorPid = floor.child.pid!;
    try {
      const countries = await compareWithFloor(
        { url: `${product.url}/api/countries`, pid: productPid },
        { url: `${floor.url}/api/countries`, pid: floorPid },
      );
      printComparison('GET /api/countries', countries);
      report('GET /api/countries throughput vs floor', `${countries.throughputRatio.toFixed(2)}x`, '>= 0.5x', countries.throughputRatio >= 0.5);

      const user = await compareWithFloor(
        { url: `${product.url}/api/auth/user`, headers: { cookie }, pid: productPid },
        { url: `${floor.url}/api/auth/user`, pid: floorPid },
      );
      printComparison('GET /api/auth/user (signed in)', user);
      report('GET /api/auth/user throughput vs floor', `${user.throughputRatio.toFixed(2)}x`, '>= 0.45x', user.throughputRatio >= 0.45);
      const preview = await compareWithFloor(
        { url: `${product.url}/api/assessments/preview`, ...post, pid: productPid },
        { url: `${floor.url}/api/assessments/preview`, ...post, pid: floorPid },
      );
      printComparison('POST /api/assessments/preview', preview);
      report(
        'POST /api/assessments/preview throughput vs floor (all 200)',
        `${preview.throughputRatio.toFixed(2)}x, non-2xx ${preview.product.non2xx}`,
        '>= 0.25x',
        preview.throughputRatio >= 0.25 && preview.product.non2xx === 0,
      );
      if (countries.product.non2xx || user.product.non2xx || preview.product.non2xx) failed = true;
    } finally {
      await floor.stop();
    }

    // --api leaves out the logins and Lighthouse; the table below is printed either way.
    if (!isApiOnly) {
      const logins = await load({
        url: `${product.url}/api/auth/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'user@acasa.test', password: DEMO_PASSWORD }),
        connections: 8,
        durationSeconds: 5,
      });
      console.log(`POST /api/auth/login: ${logins.requestsPerSecond.toFixed(0)} req/s, p99 ${logins.p99} ms, non-2xx ${logins.non2xx}`);
      report('logins per second (argon2id, 2 cores)', logins.requestsPerSecond.toFixed(0), '>= 80', logins.requestsPerSecond >= 80);
      if (logins.non2xx) failed = true;

      await benchFirstScreen(product.url);
    }
  } finally {
    await product.stop();
  }

  if (isApiOnly) return printRows();
  // Issue 6: the broker list with 100,000 assessments on PostgreSQL, against countries.
  for (const row of await benchBrokerList()) rows.push(row);
  // Issue 24: the pipeline board with 100,000 cases on PostgreSQL, against countries.
  for (const row of await benchBrokerBoard()) rows.push(row);
  // Issue 15: the submit route's p99 on PostgreSQL with the job queue on.
  for (const row of await benchSubmitOnPostgres()) rows.push(row);
  // Issue 23: reading income documents on upload.
  for (const row of await benchDocumentReading()) rows.push(row);
  // Issue 20: memory levels off after the first minute of mixed load, on both engines.
  if (!isMemorySkipped) for (const row of await benchMemory()) rows.push(row);

  printRows();
}

async function memoryOnly() {
  // BENCH_PRODUCT_ROOT: a copy of an existing build is run as it is (bench/lib/processes.ts).
  if (!process.env.BENCH_PRODUCT_ROOT) execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  for (const row of await benchMemory()) rows.push(row);
  printRows();
  if (rows.some((row) => row[3] !== 'met')) process.exit(1);
}

async function boardOnly() {
  // BENCH_PRODUCT_ROOT: a copy of an existing build is run as it is (bench/lib/processes.ts).
  if (!process.env.BENCH_PRODUCT_ROOT) execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  for (const row of await benchBrokerBoard()) rows.push(row);
  printRows();
}

async function documentsOnly() {
  // BENCH_PRODUCT_ROOT: a copy of an existing build is run as it is (bench/lib/processes.ts).
  if (!process.env.BENCH_PRODUCT_ROOT) execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  for (const row of await benchDocumentReading()) rows.push(row);
  printRows();
}

/** Issue 13, on the product as the bench started it (the build above). */
async function benchFirstScreen(url: string) {
  const medians: PageMedians[] = [];
  for (const language of FIRST_SCREEN_LANGUAGES) medians.push(...(await measureFirstScreen(url, WORKED_EXAMPLE, { email: 'user@acasa.test', password: DEMO_PASSWORD }, language)));
  console.log(['', 'Lighthouse 12.8.2, mobile preset, medians of three runs:', ...formatMedians(medians)].join('\n'));
  for (const [name, value, target, isMet] of firstScreenRows(medians, bundleSizes())) report(name, value, target, isMet);
}

async function firstScreenOnly() {
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const product = await startProduct({ DEMO_PASSWORD });
  try {
    await benchFirstScreen(product.url);
  } finally {
    await product.stop();
  }
  printRows();
}

function printRows() {
  console.log('\n| measure | value | target | |\n|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  if (failed) {
    console.error('\nSome answers were not 2xx: the measurements above are not valid.');
    process.exit(1);
  }
}

/**
 * One answer of the product, as the floor will replay it: body and headers, less the ones
 * node:http writes itself (date, connection, keep-alive, content-length).
 */
async function capture(url: string, init: RequestInit = {}): Promise<FloorRoute> {
  // Uncompressed, as autocannon asks (no Accept-Encoding): fetch would decode a compressed body
  // and the floor would then replay it under the Content-Encoding header (issue 13).
  const response = await fetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), 'accept-encoding': 'identity' } });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!HEADERS_NODE_WRITES.has(name)) headers[name] = value;
  });
  return { body: await response.text(), headers };
}

function printComparison(name: string, result: Awaited<ReturnType<typeof compareWithFloor>>) {
  const { product: p, floor: f } = result;
  console.log(
    `${name}: product ${p.requestsPerSecond.toFixed(0)} req/s p50 ${p.p50.toFixed(1)} ms p99 ${p.p99.toFixed(1)} ms | ` +
      `floor ${f.requestsPerSecond.toFixed(0)} req/s p99 ${f.p99.toFixed(1)} ms | ratio ${result.throughputRatio.toFixed(2)}x, p99 ${result.p99Ratio.toFixed(2)}x | ` +
      `server CPU per request: product ${p.cpuMicrosecondsPerRequest.toFixed(0)} µs, floor ${f.cpuMicrosecondsPerRequest.toFixed(0)} µs`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
