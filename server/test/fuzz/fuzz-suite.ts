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
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { z } from 'zod';
import { buildApp } from '../../app';
import { banks, countries, firstHomeSchemes, lendingRules, scoringConfig, users } from '../../db/schema';
import { parseEnv } from '../../env';
import { createAuthRepository } from '../../modules/auth/auth.repository';
import { createSessionToken, hashSessionToken, SESSION_COOKIE } from '../../modules/auth/session-token';
import { WORKED_EXAMPLE } from '../../modules/assessments/assessment-fixtures';
import { signInPro } from '../../modules/broker/review-fixtures';
import { PDF_BYTES, uploadForm } from '../../modules/documents/upload-fixtures';
import { createTestDatabase, type TestDatabase } from '../test-database';
import { registerUser, STRONG_PASSWORD } from '../test-app';
import { arbitraryFor, type JsonSchema } from './json-schema-arbitrary';
import { bodyForBodylessRoute, breakBody, hostilePathParameter, toPayload } from './hostile';
import { countWrites, tablesWrittenSince } from './write-counter';

const REQUESTS_PER_ROUTE_AND_CALLER = 200;
const CALLERS = ['guest', 'user', 'otherUser', 'broker', 'admin'] as const;
type Caller = (typeof CALLERS)[number];
const UNCOUNTED_TABLES = ['rate_limit_hits', 'sessions', 'scheduled_task_runs', '__drizzle_migrations'];

interface FuzzRoute {
  method: string;
  url: string;
  body?: z.ZodType;
  query?: z.ZodType;
  responses: Record<string, z.ZodType>;
}
interface RouteTally {
  perCaller: Record<Caller, number>;
  /** 2xx answers per caller: where the known bodies and ids reach the success path. */
  accepted: Record<Caller, number>;
  statuses: Record<string, number>;
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
const cookies: Partial<Record<Caller, string>> = {};
const userIds: Partial<Record<Caller, string>> = {};
const ids: Record<string, string> = {};

/**
 * Routes whose known body and ids must reach the success path for these callers, so that "a 2xx
 * passes the response schema" and "a refusal changes no row" are checked beside accepted writes
 * (a known body or id gone stale would otherwise turn every request into a quiet refusal).
 */
const MUST_BE_ACCEPTED: Record<string, Caller[]> = {
  'PUT /api/admin/closing-costs/:countryCode': ['admin'],
  'PUT /api/admin/banks/:id/charges': ['admin'],
  'PUT /api/admin/first-home-schemes/:id': ['admin'],
  'POST /api/scenarios': ['user', 'otherUser', 'broker', 'admin'],
  'DELETE /api/scenarios/:id': ['user'],
};

/** A valid body per route where one is known, so that the breaking starts from a good request. */
function validBodies(): Record<string, unknown> {
  return {
    'POST /api/auth/register': { email: 'fuzz@example.com', password: STRONG_PASSWORD, firstName: 'Ana', lastName: 'Pop' },
    'POST /api/auth/login': { email: 'fuzz@example.com', password: STRONG_PASSWORD },
    'POST /api/assessments/preview': WORKED_EXAMPLE,
    'POST /api/assessments': WORKED_EXAMPLE,
    'PUT /api/assessments/draft': { residenceCountry: 'DE', originCountry: 'RO', monthlyIncome: '2500' },
    'PUT /api/broker/assessments/:id/status': { status: 'in_review', notes: 'Checked.' },
    'PUT /api/broker/documents/:id/status': { status: 'rejected', reason: 'Unreadable scan' },
    'POST /api/admin/countries': { name: 'Fuzzland', code: 'QF', flag: '🏳️', type: 'both', isActive: false },
    'PUT /api/admin/countries/:id': { name: 'Fuzzland 2' },
    'POST /api/admin/banks': { name: 'Fuzz Bank', countryCode: 'RO', minLoanAmount: '10000', maxLoanAmount: '50000', interestRateMin: '4', interestRateMax: '5', isActive: false },
    'PUT /api/admin/banks/:id': { description: 'Updated' },
    'PUT /api/admin/lending-rules/:id': { notes: 'Fuzzed' },
    'PUT /api/admin/scoring-config/:id': { isActive: false },
    'PUT /api/admin/scoring-config/verdict-ceilings': { notEligible: 49, partial: 79 },
    'POST /api/admin/exchange-rates': { currency: 'USD', rate: '1.1', rateDate: '2024-06-03' },
    'PUT /api/admin/users/:userId/role': { role: 'user' },
    'PATCH /api/user/language': { language: 'fr' },
    'PATCH /api/account/profile': { firstName: 'Ana', lastName: 'Pop' },
    'PUT /api/account/email': { email: 'fuzz-new@example.com', password: 'not-the-password' },
    'PUT /api/account/password': { currentPassword: 'not-the-password', newPassword: 'Brasov-Sibiu-2027!' },
    'DELETE /api/account': { password: 'not-the-password' },
    'POST /api/contact': { topic: 'other', name: 'Ana', email: 'ana@example.com', message: 'A question about the verdict.' },
    'POST /api/get-or-create-subscription': { plan: 'pro' },
    'POST /api/subscriptions/test/confirm': { clientSecret: 'test_x', cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' },
    'PUT /api/admin/closing-costs/:countryCode': {
      items: [
        { key: 'notary', base: 'price', rate: '0.01', min: '100', max: '5000', vatRate: '0.19', source: 'Fuzz notary tariff', verifiedOn: '2024-06-03' },
        { key: 'transferTax', base: 'price', brackets: [{ upTo: '50000', rate: '0.01' }, { upTo: null, rate: '0.02' }], firstHomeExemptUpTo: '100000', source: 'Fuzz tax code' },
      ],
    },
    'PUT /api/admin/banks/:id/charges': {
      items: [
        { key: 'arrangement', base: 'loan', rate: '0.01', frequency: 'upfront', isMandatory: true, source: 'Fuzz bank tariff', verifiedOn: '2024-06-03' },
        { key: 'account', base: 'fixed', amount: '5', frequency: 'monthly', isMandatory: true, source: 'Fuzz bank tariff' },
      ],
    },
    'PUT /api/admin/first-home-schemes/:id': {
      countryCode: 'RO',
      name: 'Fuzz scheme',
      loanCurrency: 'RON',
      ltvCap: '0.95',
      maxPrice: '140000',
      maxLoan: null,
      baseRate: '5.5',
      maxTermYears: 30,
      maxAge: 65,
      requiresFirstHome: true,
      requiresResidence: false,
      source: 'Fuzz scheme rules',
      verifiedOn: '2024-06-03',
      isActive: true,
    },
    // Everyone signed in may pin up to three; then 409, a refusal that must change nothing.
    'POST /api/scenarios': WORKED_EXAMPLE,
  };
}

const hasParams = (route: FuzzRoute) => route.url.includes(':');

function urlFor(route: FuzzRoute, hostileParam?: string): string {
  return route.url.replace(/:(\w+)/g, (_match, name: string) => hostileParam ?? ids[`${route.url}:${name}`] ?? ids[name] ?? '00000000-0000-4000-8000-000000000000');
}

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
    const base = validBodies()[key];
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

/** A new session for a caller whose session a request ended (logout), without a password hash per request. */
async function renewSession(caller: Exclude<Caller, 'guest'>) {
  const token = createSessionToken();
  const userId = userIds[caller]!;
  await createAuthRepository(database.db).insertSession({
    sid: hashSessionToken(token),
    userId,
    sess: { userId, createdAt: new Date().toISOString() },
    expire: new Date(Date.now() + 3600_000),
  });
  cookies[caller] = `${SESSION_COOKIE}=${token}`;
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
      onRoute: (route: RouteOptions) => {
        if (!route.url.startsWith('/api/')) return;
        const schema = (route.schema ?? {}) as { body?: z.ZodType; querystring?: z.ZodType; response?: Record<string, z.ZodType> };
        for (const method of [route.method].flat()) {
          if (method === 'HEAD') continue;
          routes.push({ method, url: route.url, body: schema.body, query: schema.querystring, responses: schema.response ?? {} });
        }
      },
    });
    await app.ready();
    const { db } = database;

    // The account of the known login body, so that logins reach their success path too.
    await registerUser(app, { email: 'fuzz@example.com' });
    const owner = await signInPro(app, db);
    const other = await registerUser(app);
    const broker = await registerUser(app);
    const admin = await registerUser(app);
    await db.update(users).set({ role: 'broker' }).where(eq(users.id, broker.user.id));
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    Object.assign(cookies, { user: owner.cookie, otherUser: other.cookie, broker: broker.cookie, admin: admin.cookie });
    Object.assign(userIds, { user: owner.user.id, otherUser: other.user.id, broker: broker.user.id, admin: admin.user.id });

    const submitted = await app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie: owner.cookie }, payload: WORKED_EXAMPLE });
    const assessmentId = submitted.json().id as string;
    const upload = await app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { cookie: owner.cookie },
      payload: uploadForm({ assessmentId, documentType: 'payslip' }, { bytes: PDF_BYTES, name: 'payslip.pdf' }) as unknown as string,
    });
    const certificate = await app.inject({ url: `/api/assessments/${assessmentId}/certificate`, headers: { cookie: owner.cookie } });
    const target = await registerUser(app);
    const [country] = await db.insert(countries).values({ name: 'Fuzz target', code: 'QZ', type: 'both' }).returning();
    const [bank] = await db.select({ id: banks.id }).from(banks).limit(1);
    const [rule] = await db.select({ id: lendingRules.id }).from(lendingRules).limit(1);
    const [category] = await db.select({ id: scoringConfig.id }).from(scoringConfig).where(eq(scoringConfig.category, 'maritalStatus'));
    const rates = await app.inject({ url: '/api/admin/exchange-rates', headers: { cookie: admin.cookie } });
    // A bank of its own for the charges route: DELETE /api/admin/banks/:id (fuzzed with the known
    // id and small integers) may already have removed the seeded ones when that route's turn comes.
    const [chargedBank] = await db
      .insert(banks)
      .values({ id: 7_654_321, name: 'Fuzz charges bank', countryCode: 'PL', minLoanAmount: '10000', maxLoanAmount: '500000', interestRateMin: '5', interestRateMax: '7', isActive: false })
      .returning({ id: banks.id });
    const [scheme] = await db.select({ id: firstHomeSchemes.id }).from(firstHomeSchemes).where(eq(firstHomeSchemes.key, 'ro_noua_casa'));
    // The owner's scenario: deleted by its owner once, a 404 to everyone else.
    const pinned = await app.inject({ method: 'POST', url: '/api/scenarios', headers: { cookie: owner.cookie }, payload: { ...WORKED_EXAMPLE, assessmentId } });
    Object.assign(ids, {
      '/api/broker/documents/:id/status:id': upload.json().id,
      '/api/documents/:id/file:id': upload.json().id,
      '/api/documents/:id:id': upload.json().id,
      '/api/admin/countries/:id:id': String(country.id),
      '/api/admin/banks/:id:id': String(bank.id),
      '/api/admin/lending-rules/:id:id': String(rule.id),
      '/api/admin/scoring-config/:id:id': String(category.id),
      '/api/admin/exchange-rates/:id:id': String(rates.json()[0].id),
      '/api/admin/banks/:id/charges:id': String(chargedBank.id),
      // Poland: a property country no fuzzed assessment is about, so its costs may change freely.
      '/api/admin/closing-costs/:countryCode:countryCode': 'PL',
      '/api/admin/first-home-schemes/:id:id': String(scheme.id),
      '/api/scenarios/:id:id': pinned.json().id,
      code: /acasa-certificate-([0-9A-Z]+)\.pdf/.exec(String(certificate.headers['content-disposition']))?.[1] ?? 'ZZZZ',
      userId: target.user.id,
      id: assessmentId,
    });
    readWrites = await countWrites(db, UNCOUNTED_TABLES);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  describe(`fuzzing every JSON route as every caller (issue 11), share ${shard} of ${shards}`, () => {
    it('counts writes (so that "changed no row" can fail)', async () => {
      const before = await readWrites();
      const res = await app.inject({ method: 'PATCH', url: '/api/user/language', headers: { cookie: cookies.otherUser! }, payload: { language: 'en' } });
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
          ms: 0,
        };
        const routeStartedAt = performance.now();
        tallies.set(key, tally);
        const cases = casesFor(route, REQUESTS_PER_ROUTE_AND_CALLER * CALLERS.length);
        for (let index = 0; index < cases.length && failures.length <= 20; index++) {
          const caller = CALLERS[index % CALLERS.length];
          const { body, query, params } = cases[index];
          const headers: Record<string, string> = { 'accept-language': 'en' };
          if (caller !== 'guest') headers.cookie = cookies[caller]!;
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
          if (res.statusCode >= 500) failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 160)}`);
          else if (res.statusCode >= 200 && res.statusCode < 300) {
            const responseSchema = route.responses[String(res.statusCode)];
            const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
            if (responseSchema && isJson && !responseSchema.safeParse(res.json()).success) failures.push(`${where}: ${res.statusCode} body does not match its response schema`);
          } else if (writesNow !== writesSoFar) {
            failures.push(`${where}: refused with ${res.statusCode} but wrote to ${(await tablesWrittenSince(database.db, writesSoFar)).join(', ')}`);
          }
          writesSoFar = writesNow;
          if (caller !== 'guest' && touchesSession(res)) await renewSession(caller);
        }
        tally.ms = performance.now() - routeStartedAt;
      }
      const seconds = (performance.now() - startedAt) / 1000;
      const requests = [...tallies.values()].reduce((sum, tally) => sum + Object.values(tally.perCaller).reduce((a, b) => a + b, 0), 0);
      const refused = [...tallies.values()].reduce((sum, tally) => sum + (tally.statuses['4xx'] ?? 0), 0);
      const lines = [...tallies].map(
        ([key, tally]) =>
          `  ${key.padEnd(52)} ${String(Math.min(...Object.values(tally.perCaller))).padStart(4)}/caller ${(tally.ms / 1000).toFixed(1).padStart(5)} s  ${JSON.stringify(tally.statuses)}` +
          `  accepted ${CALLERS.map((caller) => `${caller} ${tally.accepted[caller]}`).join(', ')}`,
      );
      console.log(
        `fuzz share ${shard}/${shards}: ${tallies.size} of ${everyFuzzed.length} routes × ${CALLERS.length} callers, at least ${REQUESTS_PER_ROUTE_AND_CALLER} requests per route and caller; ` +
          `${requests} requests (${refused} refused) in ${seconds.toFixed(1)} s; ${failures.length} failures\n${lines.join('\n')}`,
      );
      expect(failures).toEqual([]);
      for (const [key, tally] of tallies) {
        for (const caller of CALLERS) expect(tally.perCaller[caller], `${key} as ${caller}`).toBeGreaterThanOrEqual(REQUESTS_PER_ROUTE_AND_CALLER);
        for (const caller of MUST_BE_ACCEPTED[key] ?? []) expect(tally.accepted[caller], `${key}: 2xx answers as ${caller}`).toBeGreaterThan(0);
      }
    }, 900_000);
  });
}
