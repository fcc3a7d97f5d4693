/**
 * Tests only. Issue 11: a fuzzing suite driven by the route table, so a new route is fuzzed
 * without anyone remembering to. The routes are dealt to a few test files (server/fuzz-N.test.ts)
 * by their place in the table, so that vitest can run the shares side by side.
 *
 * Every /api route that reads a JSON body (or takes none and must cope with one), a query or a
 * path parameter is called by every caller (guest, user, another user, broker, admin) at least
 * 200 times: bodies built from the route's own zod schema (through JSON Schema) and then broken
 * (hostile.ts), hostile path parameters, broken queries.
 * Expected of every answer:
 * - no 5xx;
 * - a 2xx JSON body passes the route's response schema;
 * - a refused request (4xx) changes no row (write-counter.ts). Not counted, on purpose: the
 *   rate-limit counters (refused logins are meant to count), sessions (a read pushes expiry
 *   forward), the schedule of periodic tasks and the job queue's own tables.
 * The per-route counts are printed, for the issue's closing note.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { buildApp } from '../../app';
import { parseEnv } from '../../env';
import { SESSION_COOKIE } from '../../modules/auth/session-token';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { arbitraryFor, type JsonSchema } from './json-schema-arbitrary';
import { CALLERS, collectRoutes, createFuzzWorld, knownBodies, type Caller, type FuzzWorld, type TableRoute } from './fuzz-world';
import { bodyForBodylessRoute, breakBody, hasLoneSurrogate, hostilePathParameter, toPayload } from './hostile';
import { countWrites, tablesWrittenSince } from './write-counter';

const REQUESTS_PER_ROUTE_AND_CALLER = 200;
const UNCOUNTED_TABLES = ['rate_limit_hits', 'sessions', 'scheduled_task_runs', '__drizzle_migrations'];

type FuzzRoute = TableRoute;
interface RouteTally {
  perCaller: Record<Caller, number>;
  /** 2xx answers per caller: where the known bodies and ids reach the success path. */
  accepted: Record<Caller, number>;
  statuses: Record<string, number>;
  /** Requests whose body carried a lone surrogate (issue 20). */
  loneSurrogates: number;
  ms: number;
}
/** One request: the body (undefined: none), the query and the path parameters to use instead of the known ids. */
interface FuzzCase {
  body: unknown;
  query?: unknown;
  params?: string;
}

let database: TestDatabase;
let app: FastifyInstance;
let readWrites: () => Promise<number>;
const routes: FuzzRoute[] = [];
let world: FuzzWorld;

/**
 * Routes whose known body and ids must reach the success path for these callers, so that "a 2xx
 * passes the response schema" and "a refusal changes no row" are checked beside accepted writes
 * (a known body or id gone stale would otherwise turn every request into a quiet refusal).
 */
const MUST_BE_ACCEPTED: Record<string, Caller[]> = {
  'PUT /api/admin/closing-costs/:countryCode': ['admin'],
  'PUT /api/admin/banks/:id/charges': ['admin'],
  'POST /api/admin/banks/impact': ['admin'],
  'PUT /api/admin/first-home-schemes/:id': ['admin'],
  'PUT /api/admin/exchange-rates/:id': ['admin'],
  'PUT /api/admin/scoring-config': ['admin'],
  'POST /api/affordability': ['guest', 'user'],
  'POST /api/scenarios': ['user', 'otherUser', 'broker', 'admin'],
  'DELETE /api/scenarios/:id': ['user'],
};

const hasParams = (route: FuzzRoute) => route.url.includes(':');

const urlFor = (route: FuzzRoute, hostileParam?: string) => world.urlFor(route.url, hostileParam === undefined ? undefined : { value: hostileParam });

/** The cases of one route: `count` of them, reproducible (one seed). */
function casesFor(route: FuzzRoute, count: number): FuzzCase[] {
  const key = `${route.method} ${route.url}`;
  const schemaArbitrary = (schema: z.ZodType) => arbitraryFor(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
  // Mostly the known ids where there is a body or query to reach the service with; mostly hostile where the parameter is all there is.
  const knownShare = route.body || route.query ? 3 : 1;
  const params = hasParams(route)
    ? fc.oneof({ weight: knownShare, arbitrary: fc.constant(null) }, { weight: 4 - knownShare, arbitrary: hostilePathParameter })
    : fc.constant(null);
  let bodies: fc.Arbitrary<unknown>;
  if (route.body) {
    const fromSchema = schemaArbitrary(route.body);
    const base = knownBodies(world.ids)[key];
    const known = base === undefined ? fromSchema : fc.constant(base);
    bodies = fc.oneof(
      { weight: 2, arbitrary: fromSchema },
      { weight: 1, arbitrary: known },
      { weight: 2, arbitrary: fromSchema.chain((body) => breakBody(body)) },
      { weight: 2, arbitrary: known.chain((body) => breakBody(body)) },
    );
  } else if (route.method === 'GET') {
    bodies = fc.constant(undefined);
  } else {
    bodies = bodyForBodylessRoute;
  }
  const queries = route.query ? fc.oneof(schemaArbitrary(route.query), schemaArbitrary(route.query).chain((query) => breakBody(query))) : fc.constant(undefined);
  return fc.sample(
    fc.record({ body: bodies, query: queries, params }).map(({ body, query, params: param }) => ({ body, query, params: param ?? undefined })),
    { numRuns: count, seed: 1011 },
  );
}

function queryString(query: unknown): string {
  if (query === undefined) return '';
  const entries: Array<[string, unknown]> = query && typeof query === 'object' && !Array.isArray(query) ? Object.entries(query) : [['search', query]];
  const search = new URLSearchParams(entries.map(([name, value]): [string, string] => [name, typeof value === 'string' ? value : (JSON.stringify(value) ?? '')]));
  return `?${search}`;
}

/** Logout clears the cookie; a login replaces the caller's session with another account's (the old one ends). */
const touchesSession = (res: LightMyRequestResponse) => res.cookies.some((cookie) => cookie.name === SESSION_COOKIE);

/** Defines the suite for this file's share of the routes: those at positions `shard`, `shard + shards`, ... */
export function fuzzRouteTable(shard: number, shards: number) {
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      // JOB_WORKERS=off: a job's worker writes on its own time, after the request that queued it was
    // answered, and would be counted against whichever request came next.
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMITS: 'off', RATES_FETCH: 'off', JOB_WORKERS: 'off' }),
      database,
      clientDir: null,
      onRoute: collectRoutes(routes),
    });
    await app.ready();
    world = await createFuzzWorld(app, database.db);
    readWrites = await countWrites(database.db, UNCOUNTED_TABLES);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  describe(`fuzzing every JSON route as every caller (issue 11), share ${shard} of ${shards}`, () => {
    it('counts writes (so that "changed no row" can fail)', async () => {
      const before = await readWrites();
      const res = await app.inject({ method: 'PATCH', url: '/api/user/language', headers: { cookie: world.cookies.otherUser! }, payload: { language: 'en' } });
      expect(res.statusCode).toBe(200);
      expect(await readWrites()).toBeGreaterThan(before);
    });

    it('gives no 5xx, answers 2xx in the route\'s response schema, and changes no row when it refuses', async () => {
      const startedAt = performance.now();
      const failures: string[] = [];
      // Every route that reads a body, a query or a path parameter; a GET with none of them has nothing to fuzz.
      const everyFuzzed = routes.filter((route) => route.method !== 'GET' || route.query || hasParams(route));
      expect(everyFuzzed.length, 'routes to fuzz').toBeGreaterThan(40);
      const fuzzed = everyFuzzed.filter((_route, index) => index % shards === shard - 1);
      const tallies = new Map<string, RouteTally>();
      let writesSoFar = await readWrites();
      for (const route of fuzzed) {
        const key = `${route.method} ${route.url}`;
        const tally: RouteTally = {
          perCaller: { guest: 0, user: 0, otherUser: 0, broker: 0, admin: 0 },
          accepted: { guest: 0, user: 0, otherUser: 0, broker: 0, admin: 0 },
          statuses: {},
          loneSurrogates: 0,
          ms: 0,
        };
        const routeStartedAt = performance.now();
        tallies.set(key, tally);
        const cases = casesFor(route, REQUESTS_PER_ROUTE_AND_CALLER * CALLERS.length);
        for (let index = 0; index < cases.length && failures.length <= 20; index++) {
          const caller = CALLERS[index % CALLERS.length];
          const { body, query, params } = cases[index];
          const headers: Record<string, string> = { 'accept-language': 'en' };
          if (caller !== 'guest') headers.cookie = world.cookies[caller]!;
          const url = `${urlFor(route, params)}${queryString(query)}`;
          const res =
            body === undefined
              ? await app.inject({ method: route.method as 'GET', url, headers })
              : await app.inject({ method: route.method as 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: typeof body === 'string' && body === '' ? '' : toPayload(body) });
          tally.perCaller[caller] += 1;
          const statusClass = `${String(res.statusCode)[0]}xx`;
          tally.statuses[statusClass] = (tally.statuses[statusClass] ?? 0) + 1;
          if (statusClass === '2xx') tally.accepted[caller] += 1;
          const where = `${key} as ${caller} at ${url.slice(0, 80)} with ${body === undefined ? '(no body)' : toPayload(body).slice(0, 100)}`;
          const writesNow = await readWrites();
          const carriesLoneSurrogate = body !== undefined && hasLoneSurrogate(toPayload(body));
          if (carriesLoneSurrogate) tally.loneSurrogates += 1;
          if (res.statusCode >= 500) failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 160)}`);
          // Issue 20: text no field can keep is never accepted, wherever it is in the body.
          else if (carriesLoneSurrogate && res.statusCode < 300) failures.push(`${where}: accepted a lone surrogate with ${res.statusCode}`);
          else if (carriesLoneSurrogate && res.statusCode === 400 && !res.json().fieldErrors) failures.push(`${where}: a 400 for a lone surrogate that names no field: ${res.body.slice(0, 160)}`);
          else if (res.statusCode >= 200 && res.statusCode < 300) {
            const responseSchema = route.responses[String(res.statusCode)];
            const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
            if (responseSchema && isJson && !responseSchema.safeParse(res.json()).success) failures.push(`${where}: ${res.statusCode} body does not match its response schema`);
          } else if (writesNow !== writesSoFar) {
            failures.push(`${where}: refused with ${res.statusCode} but wrote to ${(await tablesWrittenSince(database.db, writesSoFar)).join(', ')}`);
          }
          writesSoFar = writesNow;
          if (caller !== 'guest' && touchesSession(res)) await world.renewSession(caller);
        }
        tally.ms = performance.now() - routeStartedAt;
      }
      const seconds = (performance.now() - startedAt) / 1000;
      const requests = [...tallies.values()].reduce((sum, tally) => sum + Object.values(tally.perCaller).reduce((a, b) => a + b, 0), 0);
      const refused = [...tallies.values()].reduce((sum, tally) => sum + (tally.statuses['4xx'] ?? 0), 0);
      const loneSurrogates = [...tallies.values()].reduce((sum, tally) => sum + tally.loneSurrogates, 0);
      const lines = [...tallies].map(
        ([key, tally]) =>
          `  ${key.padEnd(52)} ${String(Math.min(...Object.values(tally.perCaller))).padStart(4)}/caller ${(tally.ms / 1000).toFixed(1).padStart(5)} s  ${JSON.stringify(tally.statuses)}  lone surrogates ${tally.loneSurrogates}` +
          `  accepted ${CALLERS.map((caller) => `${caller} ${tally.accepted[caller]}`).join(', ')}`,
      );
      console.log(
        `fuzz share ${shard}/${shards}: ${tallies.size} of ${everyFuzzed.length} routes × ${CALLERS.length} callers, at least ${REQUESTS_PER_ROUTE_AND_CALLER} requests per route and caller; ` +
          `${requests} requests (${refused} refused, ${loneSurrogates} carrying a lone surrogate) in ${seconds.toFixed(1)} s; ${failures.length} failures\n${lines.join('\n')}`,
      );
      expect(failures).toEqual([]);
      expect(loneSurrogates, 'requests carrying a lone surrogate').toBeGreaterThan(100);
      for (const [key, tally] of tallies) {
        for (const caller of CALLERS) expect(tally.perCaller[caller], `${key} as ${caller}`).toBeGreaterThanOrEqual(REQUESTS_PER_ROUTE_AND_CALLER);
        for (const caller of MUST_BE_ACCEPTED[key] ?? []) expect(tally.accepted[caller], `${key}: 2xx answers as ${caller}`).toBeGreaterThan(0);
      }
    }, 900_000);
  });
}
