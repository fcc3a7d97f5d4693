/**
 * The broker's list at scale (issue 6): the built product on a fresh PostgreSQL database with
 * 100,000 assessments (scripts/seed-load.ts), GET /api/broker/assessments (first page, and
 * ?status=approved&page=5) measured alternately with GET /api/countries in the same run.
 * Target: the list's p99 at most 3x the p99 of GET /api/countries.
 *
 * Needs the build (npm run build) and a PostgreSQL whose admin URL is BENCH_POSTGRES_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres); the database it creates,
 * acasa_bench_<random>, is dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { loadAssessments } from '../scripts/seed-load';
import { load, type LoadOptions, type LoadResult } from './lib/load';
import { ROOT, startProduct, type ProductServer } from './lib/processes';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DEMO_PASSWORD = 'Acasa-demo-2026!';
const ROUNDS = 3;
const CONNECTIONS = 10;
const SECONDS = 5;
const P99_TARGET_RATIO = 3;

export interface Summary {
  p50: number;
  p99: number;
  requestsPerSecond: number;
  non2xx: number;
}

export function summarise(runs: LoadResult[]): Summary {
  const mean = (key: 'p50' | 'p99' | 'requestsPerSecond') => runs.reduce((sum, run) => sum + run[key], 0) / runs.length;
  return { p50: mean('p50'), p99: mean('p99'), requestsPerSecond: mean('requestsPerSecond'), non2xx: runs.reduce((sum, run) => sum + run.non2xx + run.errors, 0) };
}

export async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function signInAsBroker(product: ProductServer): Promise<string> {
  const response = await fetch(`${product.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'broker@acasa.test', password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`broker login failed: ${response.status} ${await response.text()}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0];
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** What a bench on 100,000 loaded assessments runs with: the product on its own PostgreSQL database. */
export interface LoadedProduct {
  product: ProductServer;
  databaseUrl: string;
  seeded: Awaited<ReturnType<typeof loadAssessments>>;
}

/**
 * A fresh PostgreSQL database with the product started on it (it migrates and seeds the reference
 * data and the demo accounts), 100,000 assessments loaded and `prepare` applied, flushed by a
 * checkpoint; `work` runs, then the product stops and the database is dropped, whatever happens.
 */
export async function withLoadedProduct<T>(work: (loaded: LoadedProduct) => Promise<T>, prepare?: (databaseUrl: string) => Promise<void>): Promise<T> {
  if (!existsSync(join(ROOT, 'dist/server/main.js'))) throw new Error('bench: run `npm run build` first (it starts dist/server/main.js).');
  const name = `acasa_bench_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  let product: ProductServer | undefined;
  try {
    product = await startProduct({ DATABASE_URL: databaseUrl, SEED_DEMO_ACCOUNTS: '1', RATE_LIMITS: 'off', DEMO_PASSWORD });
    const handle = await openDatabase({ databaseUrl });
    let seeded: LoadedProduct['seeded'];
    try {
      seeded = await loadAssessments(handle, { log: () => {} });
    } finally {
      await handle.close();
    }
    await prepare?.(databaseUrl);
    // The load's writes are flushed now, not by a checkpoint in the middle of the measurements.
    await withAdminClient((client) => client.query('CHECKPOINT'));
    return await work({ product, databaseUrl, seeded });
  } finally {
    await product?.stop();
    await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}

/** One result row: a request's p50 / p99 against GET /api/countries's in the same run, and the 3x target. */
export function p99Row(label: string, result: Summary, countries: Summary, noun: string): string[] {
  const limit = countries.p99 * P99_TARGET_RATIO;
  const isValid = result.non2xx === 0 && countries.non2xx === 0;
  const ratio = result.p99 / countries.p99;
  console.log(
    `${label}: ${result.requestsPerSecond.toFixed(0)} req/s p50 ${ms(result.p50)} p99 ${ms(result.p99)} (p99 ratio ${ratio.toFixed(2)}x) | ` +
      `GET /api/countries ${countries.requestsPerSecond.toFixed(0)} req/s p50 ${ms(countries.p50)} p99 ${ms(countries.p99)}`,
  );
  return [
    `${label} p50 / p99 (PostgreSQL, ${noun})`,
    isValid
      ? `${ms(result.p50)} / ${ms(result.p99)}, p99 ${ratio.toFixed(2)}x countries (${ms(countries.p50)} / ${ms(countries.p99)})`
      : `invalid: ${result.non2xx + countries.non2xx} non-2xx answers or errors`,
    `p99 <= 3x countries p99 (${ms(limit)})`,
    isValid && result.p99 <= limit ? 'met' : 'MISSED',
  ];
}

export async function benchBrokerList(): Promise<string[][]> {
  return withLoadedProduct(async ({ product, seeded }) => {
    console.log(`seed:load: ${seeded.assessments.toLocaleString('en')} assessments of ${seeded.users.toLocaleString('en')} applicants in ${(seeded.ms / 1000).toFixed(1)} s`);
    const cookie = await signInAsBroker(product);
    const targets: Record<'countries' | 'firstPage' | 'filtered' | 'byName', LoadOptions> = {
      countries: { url: `${product.url}/api/countries` },
      firstPage: { url: `${product.url}/api/broker/assessments`, headers: { cookie } },
      filtered: { url: `${product.url}/api/broker/assessments?status=approved&page=5`, headers: { cookie } },
      // A last name many applicants share (issue 12: search by name).
      byName: { url: `${product.url}/api/broker/assessments?search=popescu`, headers: { cookie } },
    };
    // Each answers 200 with what the page needs before anything is timed.
    for (const [key, options] of Object.entries(targets)) {
      const response = await fetch(options.url, { headers: options.headers });
      if (!response.ok) throw new Error(`${key}: ${response.status} ${await response.text()}`);
    }
    const firstPage = await (await fetch(targets.firstPage.url, { headers: targets.firstPage.headers })).json();
    if (firstPage.total < seeded.assessments * 0.9) throw new Error(`the list holds ${firstPage.total} assessments, not the loaded ones`);

    // Warm-up, then rounds of the three, alternating, so all see the same machine conditions.
    for (const options of Object.values(targets)) await load({ ...options, connections: CONNECTIONS, durationSeconds: 2 });
    const runs: Record<keyof typeof targets, LoadResult[]> = { countries: [], firstPage: [], filtered: [], byName: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const key of Object.keys(targets) as Array<keyof typeof targets>) {
        runs[key].push(await load({ ...targets[key], connections: CONNECTIONS, durationSeconds: SECONDS }));
      }
    }
    const countries = summarise(runs.countries);
    const rows: string[][] = [];
    const noun = `${seeded.assessments.toLocaleString('en')} assessments`;
    const report = (label: string, result: Summary) => rows.push(p99Row(label, result, countries, noun));
    report('GET /api/broker/assessments (first page)', summarise(runs.firstPage));
    report('GET /api/broker/assessments?status=approved&page=5', summarise(runs.filtered));
    report('GET /api/broker/assessments?search=popescu', summarise(runs.byName));
    rows.push([
      'npm run seed:load (100,000 assessments, 5,000 applicants, PostgreSQL)',
      `${(seeded.ms / 1000).toFixed(1)} s`,
      '< 60 s',
      seeded.ms < 60_000 ? 'met' : 'MISSED',
    ]);
    return rows;
  });
}
