/**
 * Memory under a long mixed load (issue 20): the built product, started as `npm start` starts it,
 * on PGlite and on a fresh PostgreSQL database, under the mixed load of bench/lib/mixed-load.ts
 * for BENCH_MEMORY_MINUTES (5). Every 2 s the server's resident memory (VmRSS from /proc) and its
 * JS heap (from its own /metrics, on a port of its own) are sampled. The target: resident memory
 * grows less than 10 % from 1 min to the end of the run (levels as medians over a minute: see
 * `around`) — the first minute is warm-up (the JIT, V8 sizing its heap, PGlite's WebAssembly
 * memory and 32 MB of shared buffers, pools, caches filling to their bounds); after it, memory
 * must level off. ADR 072 says what the bench found.
 *
 * Alone: `npx tsx bench/memory.ts [pglite|postgres]` (needs the build; BENCH_PRODUCT_ROOT runs a
 * copy of it, see bench/lib/processes.ts). PostgreSQL's admin URL: BENCH_POSTGRES_URL.
 * BENCH_MEMORY_VERBOSE=1 prints every sample; BENCH_MEMORY_USERS sets the virtual users (8).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createMixedLoad } from './lib/mixed-load';
import { freePort, residentMemoryMb, startProduct, type ProductServer } from './lib/processes';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DEMO_PASSWORD = 'Acasa-demo-2026!';
const MINUTES = Number(process.env.BENCH_MEMORY_MINUTES ?? 5);
const SAMPLE_EVERY_MS = 2_000;
/** Virtual users at once, each visiting in turn. */
const USERS = Number(process.env.BENCH_MEMORY_USERS ?? 8);
/**
 * Visits a second (~17 requests each): a steady rate two busy cores sustain on either engine, so
 * that the heap is measured at one allocation rate throughout. At full speed instead, RSS follows
 * whatever share of the machine the load gets minute by minute (V8 sizes the heap to the rate).
 */
const VISITS_PER_SECOND = Number(process.env.BENCH_MEMORY_VISITS_PER_SECOND ?? 3);
const MAX_GROWTH = 0.1;

export type Engine = 'pglite' | 'postgres';

export interface MemorySample {
  seconds: number;
  rssMb: number;
  heapUsedMb: number | null;
  /** The heap V8 has reserved (used + free pages it keeps): what the heap adds to RSS. */
  heapTotalMb: number | null;
  externalMb: number | null;
  requests: number;
}

export interface MemoryRun {
  engine: Engine;
  samples: MemorySample[];
  requests: number;
  visits: number;
  failures: Map<string, number>;
}

const mb = (bytes: number) => bytes / 1024 / 1024;

type HeapFigures = Pick<MemorySample, 'heapUsedMb' | 'heapTotalMb' | 'externalMb'>;

async function scrapeHeap(metricsUrl: string): Promise<HeapFigures> {
  try {
    const text = await (await fetch(metricsUrl)).text();
    const value = (name: string) => {
      const match = new RegExp(`^${name} (\\S+)`, 'm').exec(text);
      return match ? mb(Number(match[1])) : null;
    };
    return { heapUsedMb: value('nodejs_heap_size_used_bytes'), heapTotalMb: value('nodejs_heap_size_total_bytes'), externalMb: value('nodejs_external_memory_bytes') };
  } catch {
    return { heapUsedMb: null, heapTotalMb: null, externalMb: null };
  }
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Starts the product on `engine`, loads it for `minutes` and samples its memory; stops everything. */
export async function measureMemory(engine: Engine, minutes = MINUTES, onSample?: (sample: MemorySample, pid: number) => void): Promise<MemoryRun> {
  const metricsPort = await freePort();
  const env: Record<string, string> = { DEMO_PASSWORD, METRICS_PORT: String(metricsPort) };
  const databaseName = `acasa_memory_${randomBytes(6).toString('hex')}`;
  if (engine === 'postgres') {
    await adminQuery(`CREATE DATABASE ${databaseName}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${databaseName}`;
    Object.assign(env, { DATABASE_URL: url.toString(), SEED_DEMO_ACCOUNTS: '1' });
  }
  let product: ProductServer | undefined;
  try {
    product = await startProduct(env, { nodeArgs: process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) });
    const pid = product.child.pid!;
    const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    const load = createMixedLoad(product.url);
    const stopLoad = await load.start(USERS, VISITS_PER_SECOND);
    const startedAt = Date.now();
    const samples: MemorySample[] = [];
    const sample = async () => {
      const heap = await scrapeHeap(metricsUrl);
      const entry = { seconds: Math.round((Date.now() - startedAt) / 1000), rssMb: residentMemoryMb(pid), ...heap, requests: load.tally.requests };
      samples.push(entry);
      onSample?.(entry, pid);
    };
    await sample();
    const endAt = startedAt + minutes * 60_000;
    while (Date.now() < endAt) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(SAMPLE_EVERY_MS, endAt - Date.now())));
      await sample();
    }
    await stopLoad();
    return { engine, samples, requests: load.tally.requests, visits: load.tally.visits, failures: load.tally.failures };
  } finally {
    await product?.stop();
    if (engine === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  }
}

/**
 * Resident memory over a minute: the median of its samples. The JS heap breathes by 100-150 MB
 * between major collections under this load, once or twice a minute, so a single sample lands on
 * a peak or a trough by chance; the median of ~30 samples is the level, and the peak is printed
 * beside it. "After 1 minute" is the second minute (the first is warm-up), "at 5 minutes" the last.
 */
const WINDOW_SECONDS = 60;
type Level = MemorySample & { peakRssMb: number; keptHeapMb: number | null };
function around(samples: MemorySample[], fromSeconds: number, toSeconds: number): Level {
  const window = samples.filter((entry) => entry.seconds >= fromSeconds && entry.seconds <= toSeconds);
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const last = window.at(-1) ?? samples.at(-1)!;
  const heaps = window.map((entry) => entry.heapUsedMb).filter((value): value is number => value !== null);
  const totals = window.map((entry) => entry.heapTotalMb).filter((value): value is number => value !== null);
  return {
    ...last,
    rssMb: median(window.map((entry) => entry.rssMb)),
    heapUsedMb: heaps.length ? median(heaps) : null,
    heapTotalMb: totals.length ? median(totals) : null,
    peakRssMb: Math.max(...window.map((entry) => entry.rssMb)),
    // The lowest heap in the window is what survived the last major collection: what is kept.
    keptHeapMb: heaps.length ? Math.min(...heaps) : null,
  };
}

export interface MemorySummary {
  start: MemorySample;
  oneMinute: Level;
  end: Level;
  /** (RSS at the end − RSS at 1 min) / RSS at 1 min. */
  growth: number;
  heapGrowth: number | null;
  isMet: boolean;
  isValid: boolean;
}

export function summarise(run: MemoryRun): MemorySummary {
  const start = run.samples[0];
  const oneMinute = around(run.samples, 60, 60 + WINDOW_SECONDS);
  const lastSeconds = run.samples.at(-1)!.seconds;
  const end = around(run.samples, lastSeconds - WINDOW_SECONDS, lastSeconds);
  const growth = (end.rssMb - oneMinute.rssMb) / oneMinute.rssMb;
  const heapGrowth = end.heapUsedMb !== null && oneMinute.heapUsedMb ? (end.heapUsedMb - oneMinute.heapUsedMb) / oneMinute.heapUsedMb : null;
  const visitsPerSecond = run.visits / Math.max(1, run.samples.at(-1)!.seconds);
  // A machine that could not keep the pace measured a slower load than the one asked for.
  const isValid = run.failures.size === 0 && visitsPerSecond >= 0.9 * VISITS_PER_SECOND;
  return { start, oneMinute, end, growth, heapGrowth, isMet: isValid && growth < MAX_GROWTH, isValid };
}

const pct = (ratio: number) => `${ratio >= 0 ? '+' : ''}${(ratio * 100).toFixed(1)} %`;
const mbOrUnknown = (value: number | null) => (value === null ? '?' : value.toFixed(0));
const heapOf = (entry: MemorySample) => (entry.heapUsedMb === null ? '?' : entry.heapUsedMb.toFixed(0));

/** The report's line for one engine: RSS at start, 1 min and the end, the growth, PASS or FAIL. */
export function describe(run: MemoryRun, summary: MemorySummary): string {
  const { start, oneMinute, end } = summary;
  const minutes = (end.seconds / 60).toFixed(1);
  const failures = [...run.failures].map(([key, count]) => `${key} ×${count}`).join(', ');
  return (
    `memory under mixed load (${run.engine}, ${USERS} users, ${(run.visits / Math.max(1, end.seconds)).toFixed(2)} visits/s of ${VISITS_PER_SECOND} asked, ` +
    `${run.requests.toLocaleString('en')} requests in ${minutes} min): ` +
    `RSS ${start.rssMb.toFixed(0)} MB at start, ${oneMinute.rssMb.toFixed(0)} MB at 1 min, ${end.rssMb.toFixed(0)} MB at ${minutes} min ` +
    `(medians of the second and of the last minute; peaks ${oneMinute.peakRssMb.toFixed(0)} and ${end.peakRssMb.toFixed(0)} MB), ` +
    `growth after the first minute ${pct(summary.growth)}; JS heap used ${heapOf(start)} → ${heapOf(oneMinute)} → ${heapOf(end)} MB` +
    `${summary.heapGrowth === null ? '' : ` (${pct(summary.heapGrowth)})`}, kept after collections ${mbOrUnknown(oneMinute.keptHeapMb)} → ${mbOrUnknown(end.keptHeapMb)} MB; ` +
    `${run.engine === 'pglite' ? "PGlite's WebAssembly memory and other buffers" : 'buffers'} (external) ${mbOrUnknown(oneMinute.externalMb)} → ${mbOrUnknown(end.externalMb)} MB — ` +
    `${summary.isMet ? 'PASS' : 'FAIL'} (< 10 % after the first minute)` +
    (failures ? `\n  INVALID: answers outside 2xx: ${failures}` : '') +
    (summary.isValid || failures ? '' : '\n  INVALID: the machine did not keep the pace asked for')
  );
}

/** Every sample as it is taken, with BENCH_MEMORY_VERBOSE=1. */
const printSample = (engine: Engine) => (entry: MemorySample) => {
  if (process.env.BENCH_MEMORY_VERBOSE !== '1') return;
  console.log(
    `  ${engine} ${String(entry.seconds).padStart(4)} s  RSS ${entry.rssMb.toFixed(0)} MB  heap ${heapOf(entry)}/${mbOrUnknown(entry.heapTotalMb)} MB  ` +
      `external ${mbOrUnknown(entry.externalMb)} MB  ${entry.requests} requests`,
  );
};

/** The bench's table rows for both engines, printing each run's line as it ends. */
export async function benchMemory(engines: Engine[] = ['pglite', 'postgres']): Promise<string[][]> {
  const rows: string[][] = [];
  for (const engine of engines) {
    const run = await measureMemory(engine, MINUTES, printSample(engine));
    const summary = summarise(run);
    console.log(describe(run, summary));
    rows.push([
      `resident memory growth from 1 to ${MINUTES} min of mixed load (${engine})`,
      summary.isValid
        ? `${summary.oneMinute.rssMb.toFixed(0)} → ${summary.end.rssMb.toFixed(0)} MB, ${pct(summary.growth)} (start ${summary.start.rssMb.toFixed(0)} MB)`
        : 'invalid: answers outside 2xx or pace not kept',
      '< 10 %',
      summary.isMet ? 'met' : 'MISSED',
    ]);
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const engines = process.argv.slice(2).filter((arg): arg is Engine => arg === 'pglite' || arg === 'postgres');
  (async () => {
    let isMet = true;
    for (const engine of engines.length ? engines : (['pglite', 'postgres'] as Engine[])) {
      const run = await measureMemory(engine, MINUTES, printSample(engine));
      const summary = summarise(run);
      console.log(describe(run, summary));
      isMet &&= summary.isMet;
    }
    process.exit(isMet ? 0 : 1);
  })().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
