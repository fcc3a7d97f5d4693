import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket, connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { parseEnv } from '../../env';
import { startMetricsServer } from '../../observability/metrics-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { isPostgresRun } from '../../test/test-database';
import { signIn, WORKED_EXAMPLE } from '../assessments/assessment-fixtures';
import { createHealthRepository } from './health.repository';
import { addDatabaseChecks, latestShippedMigration } from './health.service';
import { createReadiness } from '../../observability/readiness';

const TOKEN = 'metrics-token-for-tests-0123456789';
const bearer = { authorization: `Bearer ${TOKEN}` };

/** The value of one sample line of a Prometheus text answer (0 when the series is absent). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith(`${name} `) && wanted.length === 0) return Number(line.slice(name.length + 1));
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(name.length + 1, line.indexOf('}'));
    const parts = inside.split(',');
    if (wanted.every((pair) => parts.includes(pair))) return Number(line.slice(line.indexOf('}') + 1).trim());
  }
  return 0;
}

describe('health probes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /healthz answers while the process runs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /readyz is 200 with the database reachable and every shipped migration applied', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });
  });

  it('a check registered by another module (the job queue) decides readiness too', async () => {
    let isQueueRunning = false;
    t.app.readiness.add('queue', () => isQueueRunning);
    const stopped = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(stopped.statusCode).toBe(503);
    expect(stopped.json()).toEqual({ status: 'not_ready', checks: { database: 'ok', migrations: 'ok', queue: 'failing' } });
    isQueueRunning = true;
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    t.app.readiness.remove('queue');
  });

  it('a database missing a migration this build ships is not ready', async () => {
    const readiness = createReadiness();
    addDatabaseChecks(readiness, createHealthRepository(t.database.db), latestShippedMigration() + 1);
    expect(await readiness.run()).toEqual({ isReady: false, checks: { database: 'ok', migrations: 'failing' } });
  });

  it('a check that hangs fails after the timeout instead of holding the probe', async () => {
    const readiness = createReadiness(50);
    readiness.add('stuck', () => new Promise<void>(() => {}));
    expect(await readiness.run()).toEqual({ isReady: false, checks: { stuck: 'failing' } });
  });
});

/**
 * A TCP relay in front of the real PostgreSQL: closing it is PostgreSQL going away for the app
 * (connections cut, new ones refused); opening it again on the same port is PostgreSQL back.
 */
function createRelay(target: { host: string; port: number }) {
  let server: Server | null = null;
  const sockets = new Set<Socket>();
  let port = 0;
  return {
    get port() {
      return port;
    },
    async open() {
      if (server) return;
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve, reject) => server!.once('error', reject).listen(port, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
    },
  };
}

describe.runIf(isPostgresRun())('GET /readyz while PostgreSQL goes away and comes back', () => {
  let t: TestApp;
  let relay: ReturnType<typeof createRelay>;
  let throughRelay: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    t = await createTestApp();
    const direct = new URL(t.database.url!);
    relay = createRelay({ host: direct.hostname, port: Number(direct.port || 5432) });
    await relay.open();
    const url = new URL(direct);
    url.host = `127.0.0.1:${relay.port}`;
    throughRelay = await openDatabase({ databaseUrl: url.toString() });
    app = await buildApp({ env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database: throughRelay, clientDir: null });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await relay?.open();
    await throughRelay?.close();
    await relay?.close();
    await t.close();
  });

  it('turns 503 when the database cannot be reached and 200 once it is back', async () => {
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

    await relay.close();
    const down = await app.inject({ method: 'GET', url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'not_ready', checks: { database: 'failing', migrations: 'failing' } });
    // The process itself still answers: a load balancer stops sending traffic, nothing restarts it.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    await relay.open();
    const up = await app.inject({ method: 'GET', url: '/readyz' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });
  });

  it('a query in flight when the connection drops is rejected, and the process lives on', async () => {
    // A transaction holds its client checked out of the pool (a plain query is guarded by the pool).
    const inFlight = throughRelay.db.transaction((tx) => tx.execute(sql`select pg_sleep(5)`));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await relay.close();
    // Without an error listener on checked-out clients this is an uncaught ECONNRESET (a crash).
    await expect(inFlight).rejects.toThrow();
    await relay.open();
    // Idle clients cut with it are dropped as their close events arrive: readiness returns within a probe or two.
    await expect.poll(async () => (await app.inject({ method: 'GET', url: '/readyz' })).statusCode, { timeout: 5_000 }).toBe(200);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is refused without the token or with another one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toContain('Bearer');
    expect(none.body).not.toContain('acasa_');
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer not-the-token-at-all-00000' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('counts a request by its route pattern and status, with its latency', async () => {
    const before = await scrape();
    const labels = { method: 'GET', route: '/api/countries', status: '200' };
    expect((await t.app.inject({ method: 'GET', url: '/api/countries' })).statusCode).toBe(200);
    const after = await scrape();
    expect(sample(after, 'acasa_http_requests_total', labels) - sample(before, 'acasa_http_requests_total', labels)).toBe(1);
    expect(sample(after, 'acasa_http_request_duration_seconds_count', labels) - sample(before, 'acasa_http_request_duration_seconds_count', labels)).toBe(1);
    expect(sample(after, 'acasa_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBeGreaterThanOrEqual(1);
  });

  it('labels a route with a parameter by its pattern, not the address asked for', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    await t.app.inject({ method: 'GET', url: `/api/certificates/${id}` });
    await t.app.inject({ method: 'GET', url: `/api/no-such-route/${id}` });
    const text = await scrape();
    expect(text).not.toContain(id);
    expect(sample(text, 'acasa_http_requests_total', { route: '(unmatched)', status: '404' })).toBeGreaterThanOrEqual(1);
  });

  it('counts submitted assessments and their verdicts', async () => {
    const { cookie } = await signIn(t.app, t.database.db, 'user', { plan: 'premium' });
    const before = await scrape();
    const res = await t.app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie }, payload: WORKED_EXAMPLE });
    expect(res.statusCode).toBe(201);
    const { verdict } = res.json() as { verdict: string };
    const after = await scrape();
    expect(sample(after, 'acasa_assessments_submitted_total', {}) - sample(before, 'acasa_assessments_submitted_total', {})).toBe(1);
    expect(sample(after, 'acasa_verdicts_total', { verdict }) - sample(before, 'acasa_verdicts_total', { verdict })).toBe(1);
  });

  it('reports e-mails, the queue, the database pool and the event loop', async () => {
    const text = await scrape();
    for (const name of ['acasa_emails_sent_total', 'acasa_emails_failed_total', 'acasa_queue_depth', 'acasa_db_pool_connections', 'nodejs_eventloop_lag_p99_seconds']) {
      expect(text).toContain(`# TYPE ${name}`);
    }
    for (const verdict of ['eligible', 'partial', 'not_eligible']) expect(text).toContain(`acasa_verdicts_total{verdict="${verdict}"}`);
    // PGlite has no pool (one in-process connection): its pool gauges stay 0.
    if (isPostgresRun()) expect(text).toMatch(/^acasa_db_pool_max_connections [1-9]\d*$/m);
  });
});

describe('GET /metrics without METRICS_TOKEN, or with METRICS_PORT', () => {
  it('is not served on the product port at all when neither is set (a 404, not the client page)', async () => {
    const t = await createTestApp();
    // The same database, with a built client whose page answers every other path.
    const clientDir = mkdtempSync(join(tmpdir(), 'acasa-client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Acasa client page</title>');
    const withClient = await buildApp({ env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database: t.database, clientDir });
    try {
      expect((await withClient.inject({ method: 'GET', url: '/settings' })).body).toContain('Acasa client page');
      for (const app of [t.app, withClient]) {
        const res = await app.inject({ method: 'GET', url: '/metrics' });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('Acasa client page');
        expect(res.body).not.toContain('acasa_');
      }
    } finally {
      await withClient.close();
      await t.close();
      rmSync(clientDir, { recursive: true, force: true });
    }
  });

  it('with METRICS_PORT, is served only on that port (the token still required when set)', async () => {
    const t = await createTestApp({ METRICS_TOKEN: TOKEN, METRICS_PORT: '0' });
    const metrics = await startMetricsServer({ port: 0, host: '127.0.0.1', token: TOKEN });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer })).statusCode).toBe(404);
      const base = `http://127.0.0.1:${metrics.port}`;
      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      const ok = await fetch(`${base}/metrics`, { headers: bearer });
      expect(ok.status).toBe(200);
      expect(ok.headers.get('content-type')).toContain('text/plain');
      expect(await ok.text()).toContain('# TYPE acasa_http_requests_total counter');
      expect((await fetch(`${base}/api/countries`)).status).toBe(404);
    } finally {
      await metrics.close();
      await t.close();
    }
  });
});
