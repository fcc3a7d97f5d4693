/**
 * Issue 11: a fuzzing suite driven by the route table, so a new route is fuzzed without anyone
 * remembering to. For every route with a JSON body (and every GET with a query schema) and
 * every caller (guest, user, another user, broker, admin), at least 200 bodies built from the
 * route's own zod schema (through JSON Schema) and then broken. Expected of every answer:
 * - no 5xx;
 * - a 2xx body passes the route's response schema;
 * - a refused request (4xx) changes no row. Statement triggers on every table count writes in
 *   a side table; the counter is read after each request. Not counted, on purpose: the
 *   rate-limit counters (refused logins are meant to count), session expiry touches (a read
 *   pushes them forward) and the schedule of periodic tasks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { buildApp } from './app';
import { banks, countries, lendingRules, scoringConfig, users } from './db/schema';
import { parseEnv } from './env';
import { WORKED_EXAMPLE } from './modules/assessments/assessment-fixtures';
import { signInPro } from './modules/broker/review-fixtures';
import { PDF_BYTES, uploadForm } from './modules/documents/upload-fixtures';
import { createTestDatabase, type TestDatabase } from './test/test-database';
import { registerUser, STRONG_PASSWORD } from './test/test-app';
import { arbitraryFor, type JsonSchema } from './test/fuzz/json-schema-arbitrary';
import { breakBody, toPayload } from './test/fuzz/hostile';

const BODIES_PER_ROUTE_AND_CALLER = 200;
const CALLERS = ['guest', 'user', 'otherUser', 'broker', 'admin'] as const;
type Caller = (typeof CALLERS)[number];
const UNCOUNTED_TABLES = ['rate_limit_hits', 'sessions', 'scheduled_task_runs', 'fuzz_writes', '__drizzle_migrations'];

interface FuzzRoute {
  method: string;
  url: string;
  body?: z.ZodType;
  query?: z.ZodType;
  responses: Record<string, z.ZodType>;
}

let database: TestDatabase;
let app: FastifyInstance;
const routes: FuzzRoute[] = [];
const cookies: Partial<Record<Caller, string>> = {};
const ids: Record<string, string> = {};

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
    'POST /api/get-or-create-subscription': { plan: 'pro' },
    'POST /api/subscriptions/test/confirm': { clientSecret: 'test_x', cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' },
  };
}

function urlFor(route: FuzzRoute): string {
  return route.url.replace(/:(\w+)/g, (_match, name: string) => {
    const key = `${route.url}:${name}`;
    return ids[key] ?? ids[name] ?? '00000000-0000-4000-8000-000000000000';
  });
}

async function writes(): Promise<number> {
  const result = (await database.db.execute(sql`select count(*)::int as n from fuzz_writes`)) as unknown as { rows: Array<{ n: number }> };
  return Number(result.rows[0].n);
}

/** Statement-level triggers: one row in fuzz_writes per INSERT, UPDATE or DELETE on a counted table. */
async function countWrites() {
  await database.db.execute(sql.raw('create table fuzz_writes (id bigserial primary key, table_name text not null)'));
  await database.db.execute(
    sql.raw(`create function fuzz_note_write() returns trigger language plpgsql as $$ begin insert into fuzz_writes (table_name) values (TG_TABLE_NAME); return null; end $$`),
  );
  const result = (await database.db.execute(
    sql.raw(`select tablename from pg_tables where schemaname = 'public'`),
  )) as unknown as { rows: Array<{ tablename: string }> };
  for (const { tablename } of result.rows) {
    if (UNCOUNTED_TABLES.includes(tablename)) continue;
    await database.db.execute(
      sql.raw(`create trigger fuzz_${tablename} after insert or update or delete on "${tablename}" for each statement execute function fuzz_note_write()`),
    );
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMITS: 'off', RATES_FETCH: 'off' }),
    database,
    clientDir: null,
    onRoute: (route: RouteOptions) => {
      if (!route.url.startsWith('/api/')) return;
      const schema = (route.schema ?? {}) as { body?: z.ZodType; querystring?: z.ZodType; response?: Record<string, z.ZodType> };
      for (const method of [route.method].flat()) {
        routes.push({ method, url: route.url, body: schema.body, query: schema.querystring, responses: schema.response ?? {} });
      }
    },
  });
  await app.ready();
  const { db } = database;

  const owner = await signInPro(app, db);
  const other = await registerUser(app);
  const broker = await registerUser(app);
  const admin = await registerUser(app);
  await db.update(users).set({ role: 'broker' }).where(eq(users.id, broker.user.id));
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  Object.assign(cookies, { user: owner.cookie, otherUser: other.cookie, broker: broker.cookie, admin: admin.cookie });

  const submitted = await app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie: owner.cookie }, payload: WORKED_EXAMPLE });
  const assessmentId = submitted.json().id as string;
  const upload = await app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { cookie: owner.cookie },
    payload: uploadForm({ assessmentId, documentType: 'payslip' }, { bytes: PDF_BYTES, name: 'payslip.pdf' }) as unknown as string,
  });
  const target = await registerUser(app);
  const [country] = await db.insert(countries).values({ name: 'Fuzz target', code: 'QZ', type: 'both' }).returning();
  const [bank] = await db.select({ id: banks.id }).from(banks).limit(1);
  const [rule] = await db.select({ id: lendingRules.id }).from(lendingRules).limit(1);
  const [category] = await db.select({ id: scoringConfig.id }).from(scoringConfig).where(eq(scoringConfig.category, 'maritalStatus'));
  Object.assign(ids, {
    '/api/broker/assessments/:id/status:id': assessmentId,
    '/api/broker/documents/:id/status:id': upload.json().id,
    '/api/admin/countries/:id:id': String(country.id),
    '/api/admin/banks/:id:id': String(bank.id),
    '/api/admin/lending-rules/:id:id': String(rule.id),
    '/api/admin/scoring-config/:id:id': String(category.id),
    userId: target.user.id,
    id: assessmentId,
  });
  await countWrites();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('fuzzing every JSON route as every caller (issue 11)', () => {
  it('counts writes (so that "changed no row" can fail)', async () => {
    const before = await writes();
    const res = await app.inject({ method: 'PATCH', url: '/api/user/language', headers: { cookie: cookies.otherUser! }, payload: { language: 'en' } });
    expect(res.statusCode).toBe(200);
    expect(await writes()).toBeGreaterThan(before);
  });

  it('gives no 5xx, answers 2xx in the route\'s response schema, and changes no row when it refuses', async () => {
    const bases = validBodies();
    const failures: string[] = [];
    const fuzzed = routes.filter((route) => (route.body && route.method !== 'GET') || (route.method === 'GET' && route.query));
    expect(fuzzed.length, 'routes with a JSON body or a query schema').toBeGreaterThan(15);
    let requests = 0;
    let refused = 0;
    for (const route of fuzzed) {
      const key = `${route.method} ${route.url}`;
      const schema = (route.body ?? route.query)!;
      const fromSchema = arbitraryFor(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
      const base = bases[key];
      const bodies = fc.oneof(
        { weight: 2, arbitrary: fromSchema },
        { weight: 1, arbitrary: base === undefined ? fromSchema : fc.constant(base) },
        { weight: 3, arbitrary: (base === undefined ? fromSchema : fc.constant(base)).chain(breakBody) },
      );
      const samples = fc.sample(bodies, { numRuns: BODIES_PER_ROUTE_AND_CALLER * CALLERS.length, seed: 1011 });
      for (let index = 0; index < samples.length; index++) {
        const caller = CALLERS[index % CALLERS.length];
        const body = samples[index];
        const headers: Record<string, string> = { 'accept-language': 'en' };
        if (cookies[caller as Exclude<Caller, 'guest'>]) headers.cookie = cookies[caller as Exclude<Caller, 'guest'>]!;
        const before = await writes();
        let res;
        if (route.method === 'GET') {
          const query = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : { search: body };
          const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value) ?? '']));
          res = await app.inject({ method: 'GET', url: `${urlFor(route)}?${search}`, headers });
        } else {
          res = await app.inject({ method: route.method as 'POST', url: urlFor(route), headers: { ...headers, 'content-type': 'application/json' }, payload: toPayload(body) });
        }
        requests += 1;
        const where = `${key} as ${caller} with ${toPayload(body).slice(0, 100)}`;
        if (res.statusCode >= 500) failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        else if (res.statusCode >= 200 && res.statusCode < 300) {
          const responseSchema = route.responses[String(res.statusCode)];
          if (responseSchema && res.statusCode !== 204 && !responseSchema.safeParse(res.json()).success) {
            failures.push(`${where}: ${res.statusCode} body does not match its response schema`);
          }
        } else {
          refused += 1;
          const after = await writes();
          if (after !== before) failures.push(`${where}: refused with ${res.statusCode} but wrote ${after - before} statement(s)`);
        }
        if (failures.length > 20) break;
      }
    }
    console.log(`fuzz: ${fuzzed.length} routes × ${CALLERS.length} callers, ${requests} requests (${refused} refused), ${failures.length} failures`);
    expect(failures).toEqual([]);
  }, 600_000);
});
