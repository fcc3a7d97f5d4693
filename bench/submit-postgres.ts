/**
 * Submitting an assessment on PostgreSQL with the job queue running (issue 15): the built
 * product on a fresh PostgreSQL database, its queue's workers on (the default), ten applicants
 * on Premium (no monthly limit), one per connection. POST /api/assessments computes, stores the
 * assessment and its status event and adds the reminder job in the same transaction (ADR 024);
 * it is measured alternately with GET /api/countries, and its p99 is reported. (One applicant
 * on ten connections would measure the plan-limit lock instead: a user's submissions are
 * counted under a lock on their row, so they queue one behind the other.)
 *
 * Needs the build and a PostgreSQL whose admin URL is BENCH_POSTGRES_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres); the database it creates is dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { load, type LoadOptions, type LoadResult } from './lib/load';
import { startProduct, type ProductServer } from './lib/processes';
import { WORKED_EXAMPLE } from './worked-example';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DEMO_PASSWORD = 'Acasa-demo-2026!';
const PASSWORD = 'Cluj-Napoca-2026!';
const ROUNDS = 3;
const CONNECTIONS = 10;
const SECONDS = 5;

/** The worked example of docs/lending-rules.md §7.12, as the wizard submits it. */
const SUBMISSION = WORKED_EXAMPLE;

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const mean = (runs: LoadResult[], key: 'p50' | 'p99' | 'requestsPerSecond') => runs.reduce((sum, run) => sum + run[key], 0) / runs.length;
const failures = (runs: LoadResult[]) => runs.reduce((sum, run) => sum + run.non2xx + run.errors, 0);
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** POST /api/assessments on one connection per applicant (autocannon's setupClient gives each its cookie). */
async function submitLoad(options: LoadOptions, cookies: string[], durationSeconds: number): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: options.url,
    method: 'POST',
    headers: options.headers,
    body: options.body,
    connections: cookies.length,
    duration: durationSeconds,
    setupClient: (client) => client.setHeaders({ ...options.headers, cookie: cookies[next++ % cookies.length] }),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
    cpuMicrosecondsPerRequest: null,
  };
}

export async function benchSubmitOnPostgres(): Promise<string[][]> {
  const name = `acasa_bench_${randomBytes(6).toString('hex')}`;
  await query(ADMIN_URL, `CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  let product: ProductServer | undefined;
  try {
    product = await startProduct({ DATABASE_URL: databaseUrl, SEED_DEMO_ACCOUNTS: '1', DEMO_PASSWORD, JOB_WORKERS: 'on' });
    const cookies: string[] = [];
    for (let index = 0; index < CONNECTIONS; index++) {
      const email = `bench-${name}-${index}@example.com`;
      const registered = await fetch(`${product.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD, firstName: 'Ana', lastName: `Bench ${index}` }),
      });
      if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${await registered.text()}`);
      cookies.push((registered.headers.get('set-cookie') ?? '').split(';')[0]);
    }
    await query(databaseUrl, `update users set subscription_plan = 'premium', subscription_status = 'active' where email like $1`, [`bench-${name}-%`]);
    const cookie = cookies[0];
    // Ready means the database, the migrations and the queue (ADR 027): nothing is timed before.
    const ready = await fetch(`${product.url}/readyz`);
    const readiness = await ready.text();
    if (!ready.ok) throw new Error(`/readyz answered ${ready.status}: ${readiness}`);

    const targets: Record<'submit' | 'countries', LoadOptions> = {
      submit: { url: `${product.url}/api/assessments`, method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(SUBMISSION) },
      countries: { url: `${product.url}/api/countries` },
    };
    const countSubmitted = async () =>
      (await query<{ n: number }>(databaseUrl, `select count(*)::int as n from assessments where status = 'submitted'`))[0].n;
    const submittedBefore = await countSubmitted();
    const first = await fetch(targets.submit.url, { method: 'POST', headers: targets.submit.headers, body: targets.submit.body });
    if (first.status !== 201) throw new Error(`POST /api/assessments answered ${first.status}: ${await first.text()}`);

    const loadSubmit = (durationSeconds: number) => submitLoad(targets.submit, cookies, durationSeconds);
    await loadSubmit(2);
    await load({ ...targets.countries, connections: CONNECTIONS, durationSeconds: 2 });
    const runs: Record<keyof typeof targets, LoadResult[]> = { submit: [], countries: [] };
    for (let round = 0; round < ROUNDS; round++) {
      runs.submit.push(await loadSubmit(SECONDS));
      runs.countries.push(await load({ ...targets.countries, connections: CONNECTIONS, durationSeconds: SECONDS }));
    }
    const assessments = (await countSubmitted()) - submittedBefore;
    // Each submission adds its reminder job (due 3 days later) in its own transaction.
    const [{ jobs }] = await query<{ jobs: number }>(databaseUrl, `select count(*)::int as jobs from pgboss.job where name = 'email-send'`).catch(() => [{ jobs: -1 }]);

    const submit = { p50: mean(runs.submit, 'p50'), p99: mean(runs.submit, 'p99'), rps: mean(runs.submit, 'requestsPerSecond'), failed: failures(runs.submit) };
    const countries = { p50: mean(runs.countries, 'p50'), p99: mean(runs.countries, 'p99'), rps: mean(runs.countries, 'requestsPerSecond') };
    console.log(
      `POST /api/assessments (PostgreSQL, queue on, ${CONNECTIONS} applicants): ${submit.rps.toFixed(0)} req/s p50 ${ms(submit.p50)} p99 ${ms(submit.p99)}, non-2xx ${submit.failed} | ` +
        `GET /api/countries ${countries.rps.toFixed(0)} req/s p99 ${ms(countries.p99)} | ${assessments.toLocaleString('en')} submitted, ${jobs.toLocaleString('en')} e-mail jobs queued | /readyz ${readiness}`,
    );
    const isValid = submit.failed === 0 && jobs >= assessments;
    return [
      [
        `POST /api/assessments p50 / p99 (PostgreSQL, job queue on, ${CONNECTIONS} applicants at once)`,
        isValid ? `${ms(submit.p50)} / ${ms(submit.p99)} at ${submit.rps.toFixed(0)} req/s (countries p99 ${ms(countries.p99)})` : `invalid: ${submit.failed} non-2xx, ${jobs} jobs for ${assessments} submissions`,
        'reported; all 201, one reminder job per submission',
        isValid ? 'met' : 'MISSED',
      ],
    ];
  } finally {
    await product?.stop();
    await query(ADMIN_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
