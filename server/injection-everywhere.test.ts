import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { buildApp } from './app';
import { eq } from 'drizzle-orm';
import { assessments, countries, pinnedScenarios, SEARCH_FOLD_FROM, SEARCH_FOLD_TO, users } from './db/schema';
import { parseEnv } from './env';
import { countEveryTable, WORKED_EXAMPLE } from './modules/assessments/assessment-fixtures';
import { SESSION_COOKIE } from './modules/auth/session-token';
import { sanitiseFileName } from './modules/documents/file-name';
import { PDF_BYTES, uploadForm } from './modules/documents/upload-fixtures';
import { collectRoutes, createFuzzWorld, knownBodies, routeKey, type Caller, type FuzzWorld, type TableRoute } from './test/fuzz/fuzz-world';
import type { JsonSchema } from './test/fuzz/json-schema-arbitrary';
import { recordWrites, type WrittenRow } from './test/fuzz/write-counter';
import { PG_SLEEP_SECONDS, SQL_PAYLOADS, type SqlPayload } from './test/sql-payloads';
import { registerUser } from './test/test-app';
import { createTestDatabase, isPostgresRun, type TestDatabase } from './test/test-database';

/**
 * Issue 11, "a second run of the whole attack finds nothing", for SQL injection at the first
 * attack's scale and more: every payload of server/test/sql-payloads.ts (tautologies, UNION,
 * stacked and time-based queries, boolean-blind, comments, dollar quoting, E'' escapes, LIKE
 * wildcards, casts, JSON operators, unicode quotes) is sent into every string input of the API,
 * found from the route table (so a new route is covered without anyone remembering to): each
 * path parameter, each query parameter, each field of a JSON body (a known-valid body from the
 * fuzzing suite with one field replaced, at any depth), and the upload form's fields and file
 * name. Each route is called as the role it is for. PGlite and PostgreSQL.
 *
 * Expected of every request:
 * - no 5xx, and a time-based payload answers in under 2 s (it sleeps PG_SLEEP_SECONDS if it ran);
 * - no answer carries a password hash, or the e-mail of a bystander the request has nothing to do with;
 * - a refused request writes no row; an accepted one writes only the kinds of rows the same
 *   request with an honest value writes, to the same rows, and where the honest value is stored
 *   the payload is stored verbatim, as text;
 * - per route, every table's row count changed by exactly the rows written (no DROP, no TRUNCATE);
 * - a people search for the payload finds exactly the people whose name or e-mail holds each of
 *   its words literally (the test's own oracle, not SQL), no one else.
 * The counts are printed after the run.
 *
 * Issue 20 (ADR 071), over the same inputs: six lone surrogates (high and low, at the start, in
 * the middle, at the end) in every body input and an ill-formed %-escape in every query and path
 * parameter are refused with a 400 naming the field and no row written; nine line controls (CR,
 * LF, CRLF, tab, NEL, U+2028, U+2029, bidi override and isolate) likewise in every single-line
 * text input, while multi-line fields may keep them.
 */
const SLOW_MS = 2000;
/** An answer this late ends the sweep (it is already a failure at SLOW_MS). */
const HUNG_MS = 15_000;
const UNCOUNTED_TABLES = ['rate_limit_hits', 'sessions', 'scheduled_task_runs', '__drizzle_migrations'];
/** The people searches and what they list. */
const SEARCHES: Record<string, 'users' | 'assessments'> = {
  'GET /api/admin/users': 'users',
  'GET /api/broker/assessments': 'assessments',
  'GET /api/admin/assessments': 'assessments',
};
/** An honest value per query parameter (the baseline request). */
const HONEST_QUERY: Record<string, string> = {
  search: 'ana',
  page: '1',
  pageSize: '10',
  role: 'broker',
  status: 'submitted',
  currency: 'USD',
  language: 'en',
  entityKind: 'bank',
  from: '2024-01-01',
  to: '2030-01-01',
  kind: 'status_change',
  token: 'A'.repeat(43),
  // The buying plan's signing day: 90 days ahead (a fixed day would fall into the past).
  targetDate: new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10),
  canTravel: 'true',
  'GET /api/broker/documents status': 'pending',
};
/** The upload form's inputs (multipart, not in the route's schema). */
const FORM_INPUTS = ['assessmentId', 'documentType', 'fileName'] as const;
const UPLOADS_PER_ASSESSMENT = 20;
const HONEST_FILE_NAME = 'payslip-march.pdf';

type Place = 'path' | 'query' | 'body' | 'form';
interface Input {
  route: TableRoute;
  caller: Caller;
  place: Place;
  /** The parameter, or the body field's path. */
  path: Array<string | number>;
  /** The text goes in as a key of the map at `path`, or as an item of the list at `path`. */
  wrap?: 'key' | 'item';
}
interface Sent {
  res: LightMyRequestResponse;
  ms: number;
  writes: WrittenRow[];
}

let database: TestDatabase;
let app: FastifyInstance;
let world: FuzzWorld;
let recorder: Awaited<ReturnType<typeof recordWrites>>;
let uploadDir: string;
let bystanderEmail: string;
/** The e-mails of the world's accounts: an answer holds one only where the honest request's does. */
let worldEmails: string[] = [];
const routes: TableRoute[] = [];
const usedCountryCodes = new Set<string>();
let uploadAssessment = { id: '', uploads: 0 };

const tally = {
  inputs: { path: 0, query: 0, body: 0, form: 0 } as Record<Place, number>,
  routes: 0,
  requests: 0,
  payloadRequests: 0,
  accepted: 0,
  storedVerbatim: 0,
  searches: 0,
  searchMatches: 0,
  sleepRequests: 0,
  slowestSleepMs: 0,
  ms: 0,
};
/** Per route: its inputs, how many honest requests were accepted, payloads accepted and stored verbatim. */
const perRoute = new Map<string, { inputs: string[]; honestAccepted: number; accepted: number; stored: number }>();

beforeAll(async () => {
  uploadDir = mkdtempSync(join(tmpdir(), 'acasa-injection-'));
  database = await createTestDatabase();
  app = await buildApp({
    // Job workers off: a worker writes on its own time, which would be counted against the next request.
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMITS: 'off', RATES_FETCH: 'off', JOB_WORKERS: 'off', UPLOAD_DIR: uploadDir }),
    database,
    clientDir: null,
    onRoute: collectRoutes(routes),
  });
  await app.ready();
  world = await createFuzzWorld(app, database.db);
  // Someone no request is about: their e-mail must never come back.
  bystanderEmail = (await registerUser(app, { email: `bystander-${Date.now().toString(36)}@example.com`, firstName: 'Vera', lastName: 'Tainic' })).email;
  for (const { code } of await database.db.select({ code: countries.code }).from(countries)) usedCountryCodes.add(code);
  worldEmails = (await database.db.select({ email: users.email }).from(users)).map((user) => user.email);
  recorder = await recordWrites(database.db, UNCOUNTED_TABLES);
}, 120_000);

afterAll(async () => {
  const inputs = Object.values(tally.inputs).reduce((a, b) => a + b, 0);
  console.log(
    `SQL injection everywhere, ${isPostgresRun() ? 'PostgreSQL' : 'PGlite'}: ${SQL_PAYLOADS.length} payloads × ${inputs} inputs ` +
      `(${tally.inputs.path} path, ${tally.inputs.query} query, ${tally.inputs.body} body, ${tally.inputs.form} upload form) of ${tally.routes} routes = ` +
      `${tally.payloadRequests} payload requests, ${tally.requests} requests with the honest ones, in ${(tally.ms / 1000).toFixed(1)} s; ` +
      `${tally.accepted} payloads accepted, ${tally.storedVerbatim} of them checked stored verbatim; ` +
      `${tally.searches} people searches checked against the oracle (${tally.searchMatches} people found, each holding the words); ` +
      `${tally.sleepRequests} pg_sleep(${PG_SLEEP_SECONDS}) payload requests, slowest ${tally.slowestSleepMs.toFixed(0)} ms\n` +
      [...perRoute]
        .map(([key, route]) => `  ${key.padEnd(46)} honest 2xx ${route.honestAccepted}, payloads accepted ${String(route.accepted).padStart(4)}, stored verbatim ${String(route.stored).padStart(4)}; ${route.inputs.join(' ')}`)
        .join('\n'),
  );
  await app?.close();
  await database?.drop();
  if (uploadDir) rmSync(uploadDir, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------
// The inputs, from the route table.

const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Whether a value of this (JSON) schema may be a string: free text, a code, an enum, a decimal, or anything. */
function admitsString(schema: JsonSchema | undefined): boolean {
  if (!schema) return true;
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (options?.length) return options.some(admitsString);
  if (schema.enum) return schema.enum.some((value) => typeof value === 'string');
  if (schema.const !== undefined) return typeof schema.const === 'string';
  if (schema.type === undefined) return true;
  return [schema.type].flat().includes('string');
}

/** One schema for an object that is several (allOf, zod's `.and()`), or the object among a union's options (a nullable object). */
function objectSchema(schema: JsonSchema): JsonSchema {
  if (schema.allOf?.length) {
    const parts = schema.allOf.map(objectSchema);
    return { type: 'object', properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})), additionalProperties: parts.find((part) => part.additionalProperties)?.additionalProperties };
  }
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return objectSchema(options.find((option) => option.properties || option.items || option.allOf || option.additionalProperties) ?? options[0]);
  return schema;
}

const recordValues = (schema: JsonSchema | undefined) => {
  const additional = schema && !schema.properties ? objectSchema(schema).additionalProperties : undefined;
  return typeof additional === 'object' ? additional : undefined;
};

/** The schema of the value at `path` inside a body of `schema`. */
function schemaAt(schema: JsonSchema | undefined, path: Array<string | number>): JsonSchema | undefined {
  let here = schema;
  for (const step of path) {
    if (!here) return undefined;
    const object = objectSchema(here);
    here = typeof step === 'number' ? object.items : (object.properties?.[step] ?? recordValues(object));
  }
  return here;
}

/**
 * The text inputs of a body, from a known body and the route's schema: each leaf that is (or may
 * be) a string, each field of the schema the known body leaves out that takes one, and the keys
 * of each map (z.record: option names).
 */
function bodyInputs(value: unknown, schema: JsonSchema, path: Array<string | number> = []): Array<{ path: Array<string | number>; wrap?: Input['wrap'] }> {
  if (Array.isArray(value)) return value.flatMap((item, index) => bodyInputs(item, schema, [...path, index]));
  const here = schemaAt(schema, path);
  if (value !== null && typeof value === 'object') {
    const inputs = Object.entries(value).flatMap(([key, item]) => bodyInputs(item, schema, [...path, key]));
    if (recordValues(here)) return [...inputs, { path, wrap: 'key' as const }];
    for (const [name, property] of Object.entries((here && objectSchema(here).properties) ?? {})) {
      if (name in value) continue;
      const list = objectSchema(property).items;
      if (recordValues(property)) inputs.push({ path: [...path, name], wrap: 'key' });
      else if (admitsString(property)) inputs.push({ path: [...path, name] });
      else if (list && admitsString(list)) inputs.push({ path: [...path, name], wrap: 'item' });
    }
    return inputs;
  }
  if (path.length === 0) return [];
  return typeof value === 'string' || admitsString(here) ? [{ path }] : [];
}

const CALLER_FOR_ACCESS: Record<string, Caller> = { public: 'guest', user: 'user', broker: 'broker', admin: 'admin' };

function inputsOf(route: TableRoute): Input[] {
  const caller = CALLER_FOR_ACCESS[route.access ?? 'public'];
  const inputs: Input[] = [];
  for (const [, name] of route.url.matchAll(/:(\w+)/g)) inputs.push({ route, caller, place: 'path', path: [name] });
  if (route.query) {
    for (const name of Object.keys(jsonSchemaOf(route.query).properties ?? {})) inputs.push({ route, caller, place: 'query', path: [name] });
  }
  if (route.body) {
    for (const { path, wrap } of bodyInputs(knownBodies(world.ids)[routeKey(route)] ?? {}, jsonSchemaOf(route.body))) {
      inputs.push({ route, caller, place: 'body', path, wrap });
    }
  }
  if (routeKey(route) === 'POST /api/documents') for (const name of FORM_INPUTS) inputs.push({ route, caller, place: 'form', path: [name] });
  return inputs;
}

// ---------------------------------------------------------------------------------------------
// Requests.

const clone = <T>(value: T): T => structuredClone(value);

function setAt(body: unknown, path: Array<string | number>, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = (clone(body ?? {}) as Record<string | number, unknown>);
  let here = copy;
  path.slice(0, -1).forEach((step) => {
    here = here[step] as Record<string | number, unknown>;
  });
  here[path[path.length - 1]] = value;
  return copy;
}

function freeCountryCode(): string {
  for (let first = 0; first < 26; first++) {
    for (let second = 0; second < 26; second++) {
      const code = String.fromCharCode(65 + first, 65 + second);
      if (!usedCountryCodes.has(code)) {
        usedCountryCodes.add(code);
        return code;
      }
    }
  }
  throw new Error('no two-letter code left');
}

/** The known body, made fresh where one may be used once (an e-mail, a country code, a rate's day). */
function freshBody(route: TableRoute, field: string | number | undefined, n: number): unknown {
  const key = routeKey(route);
  const body = clone(knownBodies(world.ids)[key] ?? {}) as Record<string, unknown>;
  if (key === 'POST /api/auth/register' && field !== 'email') body.email = `sqli-${n}@example.com`;
  if (key === 'PUT /api/account/email' && field !== 'email') body.email = `sqli-new-${n}@example.com`;
  if (key === 'POST /api/admin/countries' && field !== 'code') body.code = freeCountryCode();
  if (key === 'POST /api/admin/exchange-rates' && field !== 'rateDate') {
    rateDays += 1;
    body.rateDate = new Date(Date.UTC(2001, 0, 1) + rateDays * 86_400_000).toISOString().slice(0, 10);
  }
  return body;
}

/** An assessment of the owner's with room for more documents (30 is the limit). */
async function uploadTarget(): Promise<string> {
  if (!uploadAssessment.id || uploadAssessment.uploads >= UPLOADS_PER_ASSESSMENT) {
    const res = await app.inject({ method: 'POST', url: '/api/assessments', headers: { cookie: world.cookies.user! }, payload: WORKED_EXAMPLE });
    expect(res.statusCode, 'a new assessment to upload to').toBe(201);
    uploadAssessment = { id: res.json().id, uploads: 0 };
  }
  uploadAssessment.uploads += 1;
  return uploadAssessment.id;
}

let serial = 0;
let rateDays = 0;
/** The request for `input` with `value` in it; undefined: the honest request (the known value, or `honest` where the known body has none). */
async function requestFor(input: Input, value: string | undefined, honest?: string): Promise<InjectOptions> {
  serial += 1;
  const { route, place, path } = input;
  const headers: Record<string, string> = { 'accept-language': 'en' };
  if (input.caller !== 'guest') headers.cookie = world.cookies[input.caller]!;
  const method = route.method as InjectOptions['method'];
  if (place === 'form') {
    const fields: Record<string, string> = { assessmentId: await uploadTarget(), documentType: 'payslip' };
    let fileName = HONEST_FILE_NAME;
    if (value !== undefined) {
      if (path[0] === 'fileName') fileName = value;
      else fields[String(path[0])] = value;
    }
    return { method, url: route.url, headers, payload: uploadForm(fields, { bytes: PDF_BYTES, name: fileName }) as unknown as string };
  }
  let url = world.urlFor(route.url, place === 'path' && value !== undefined ? { value: encodeURIComponent(value), only: String(path[0]) } : undefined);
  if (place === 'query') {
    const name = String(path[0]);
    const honestOf = (key: string) => HONEST_QUERY[`${routeKey(route)} ${key}`] ?? (key === 'assessmentId' ? world.ids.id : key === 'actorId' ? world.userIds.admin : HONEST_QUERY[key]) ?? '';
    // The other parameters the route requires, honest; the optional ones left out (a search is a search alone).
    const query: Record<string, string> = {};
    for (const other of jsonSchemaOf(route.query!).required ?? []) query[other] = honestOf(other);
    query[name] = value ?? honestOf(name);
    url += `?${new URLSearchParams(query)}`;
  }
  if (!route.body) return { method, url, headers };
  // Room for one more pinned scenario (three at most), so that a good one is accepted.
  if (routeKey(route) === 'POST /api/scenarios') await database.db.delete(pinnedScenarios).where(eq(pinnedScenarios.userId, world.userIds.user!));
  // The honest request's body is fresh throughout (its own e-mail, country code ...); a payload's keeps the field it replaces.
  let body = freshBody(route, place === 'body' && value !== undefined ? path[0] : undefined, serial);
  if (place === 'body') {
    const replacement = value ?? honest;
    if (replacement === undefined) {
      // The honest request as known.
    } else if (input.wrap === 'key') {
      // A map keyed by the text: the known map's first value, or a small number.
      const known = Object.values((valueIn(body, path) as Record<string, unknown> | undefined) ?? {})[0] ?? 1;
      body = setAt(body, path, { [replacement]: known });
    } else if (input.wrap === 'item') {
      body = setAt(body, path, [replacement]);
    } else {
      body = setAt(body, path, replacement);
    }
  }
  return { method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) };
}

const valueIn = (body: unknown, path: Array<string | number>) => path.reduce<unknown>((value, step) => (value as Record<string | number, unknown> | undefined)?.[step], body);
/** The value at `path` of a JSON request's body (a map's first key for a key input). */
const valueAt = (request: InjectOptions, input: Input) => {
  const value = valueIn(JSON.parse(String(request.payload)), input.path);
  if (input.wrap === 'key') return Object.keys((value as Record<string, unknown> | undefined) ?? {})[0];
  return input.wrap === 'item' ? (value as unknown[] | undefined)?.[0] : value;
};

const touchesSession = (res: LightMyRequestResponse) => res.cookies.some((cookie) => cookie.name === SESSION_COOKIE);

async function send(input: Input, request: InjectOptions): Promise<Sent> {
  const mark = await recorder.mark();
  const startedAt = performance.now();
  // A payload that made the database sleep (for every row it scans) would hold the sweep for minutes: stop at once.
  let timer: NodeJS.Timeout | undefined;
  const res = await Promise.race([
    app.inject(request),
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`${request.method} ${request.url} took over ${HUNG_MS} ms: a payload ran as SQL (pg_sleep)`)), HUNG_MS);
    }),
  ]).finally(() => clearTimeout(timer));
  const ms = performance.now() - startedAt;
  const writes = await recorder.since(mark);
  tally.requests += 1;
  if (input.caller !== 'guest' && touchesSession(res)) await world.renewSession(input.caller);
  return { res, ms, writes };
}

// ---------------------------------------------------------------------------------------------
// What is checked.

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}
const isStoredIn = (writes: WrittenRow[], text: string, isCaseless: boolean) =>
  writes.some((write) => stringsOf(write.row).some((stored) => (isCaseless ? stored.toLowerCase().includes(text.toLowerCase()) : stored.includes(text))));
const rowKey = (write: WrittenRow) => {
  const id = write.row.id ?? write.row.sid;
  return id === undefined ? undefined : `${write.table} ${String(id)}`;
};
const kindOf = (write: WrittenRow) => `${write.table} ${write.operation}`;

/**
 * A file name as the server reads it from the upload form: the form writes ", CR and LF as %22,
 * %0D and %0A inside a quoted string, where a backslash escapes a backslash or a quote (a last
 * one, the closing quote). Transport, not SQL: the stored name is this, made safe (file-name.ts).
 */
function receivedFileName(name: string): string {
  const quoted = `${name.replace(/\n/g, '%0A').replace(/\r/g, '%0D').replace(/"/g, '%22')}"`;
  let received = '';
  for (let i = 0; i < quoted.length; i++) {
    if (quoted[i] === '\\' && (quoted[i + 1] === '\\' || quoted[i + 1] === '"')) received += quoted[++i];
    else if (quoted[i] === '"') break;
    else received += quoted[i];
  }
  return received;
}

/** The people search's folding (lower-case ASCII, the listed accented letters), written again here as the oracle. */
const FOLD = new Map(Array.from(SEARCH_FOLD_FROM).map((letter, i) => [letter, Array.from(SEARCH_FOLD_TO)[i]]));
const fold = (text: string) => Array.from(text.replace(/[A-Z]/g, (letter) => letter.toLowerCase()), (letter) => FOLD.get(letter) ?? letter).join('');
const wordsOf = (search: string) => fold(search.trim().toLowerCase()).split(/\s+/).filter(Boolean).slice(0, 5);
const holdsWords = (person: { firstName: string | null; lastName: string | null; email: string }, words: string[]) =>
  words.every((word) => fold(`${person.firstName ?? ''} ${person.lastName ?? ''} ${person.email}`).includes(word));

/** A people search's answer against the oracle: exactly the people (or their submitted assessments) holding every word. */
async function checkSearch(list: 'users' | 'assessments', search: string, body: { total: number; items: Array<{ id: string; userId?: string }> }): Promise<string[]> {
  const failures: string[] = [];
  const words = wordsOf(search);
  const people = await database.db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, deletedAt: users.deletedAt }).from(users);
  const found = new Set(people.filter((person) => holdsWords(person, words)).map((person) => person.id));
  let expected: number;
  if (list === 'users') {
    expected = people.filter((person) => found.has(person.id) && person.deletedAt === null).length;
  } else {
    const rows = await database.db.select({ userId: assessments.userId, status: assessments.status }).from(assessments);
    expected = rows.filter((row) => row.status !== 'draft' && found.has(row.userId)).length;
  }
  for (const item of body.items) {
    const personId = list === 'users' ? item.id : item.userId!;
    if (!found.has(personId)) failures.push(`found ${personId}, who does not hold ${JSON.stringify(words)}`);
  }
  if (body.total !== expected) failures.push(`total ${body.total}, the oracle counts ${expected}`);
  tally.searches += 1;
  tally.searchMatches += body.items.length;
  return failures;
}

// ---------------------------------------------------------------------------------------------

describe('SQL injection into every string input of the API (issue 11)', () => {
  it('the payloads are many, distinct, NUL-free, and none matches the bystander', () => {
    const texts = SQL_PAYLOADS.map((payload) => payload.text);
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts.length).toBeGreaterThanOrEqual(51);
    for (const text of texts) {
      expect(text, text).not.toContain('\u0000');
      expect(text, text).toBe(text.trim());
      expect(holdsWords({ firstName: 'Vera', lastName: 'Tainic', email: bystanderEmail }, wordsOf(text)), text).toBe(false);
    }
  });

  it('is taken as text everywhere: no 5xx, no sleep, no hash, no stray row, no stray match, stored verbatim', async () => {
    const startedAt = performance.now();
    const failures: string[] = [];
    const fail = (where: string, what: string) => failures.length < 60 && failures.push(`${where}: ${what}`);
    const every = routes.flatMap(inputsOf);
    // The searches last, so that the names registered with payloads are there to be found.
    const isSearch = (input: Input) => input.place === 'query' && input.path[0] === 'search' && routeKey(input.route) in SEARCHES;
    const ordered = [...every.filter((input) => !isSearch(input)), ...every.filter(isSearch)];
    expect(ordered.filter(isSearch), 'the three people searches').toHaveLength(3);
    const byRoute = new Map<string, Input[]>();
    for (const input of ordered) byRoute.set(routeKey(input.route), [...(byRoute.get(routeKey(input.route)) ?? []), input]);
    tally.routes = byRoute.size;

    for (const [key, inputs] of byRoute) {
      if (failures.length >= 60) break;
      const routeTally = { inputs: [] as string[], honestAccepted: 0, accepted: 0, stored: 0 };
      perRoute.set(key, routeTally);
      const countsBefore = await countEveryTable(database.db);
      const routeMark = await recorder.mark();
      for (const input of inputs) {
        tally.inputs[input.place] += 1;
        const name = `${input.place}:${input.path.join('.')}${input.wrap ? `(${input.wrap})` : ''}`;
        routeTally.inputs.push(name);
        const field = `${key} ${name}`;
        const knownValue = input.place === 'body' ? valueIn(knownBodies(world.ids)[key], input.path) : undefined;
        const known =
          input.wrap === 'key' ? Object.keys((knownValue as Record<string, unknown> | undefined) ?? {})[0] : input.wrap === 'item' ? (knownValue as unknown[] | undefined)?.[0] : knownValue;
        // The honest request: the kinds of rows it writes, and whether the field's value is stored.
        // No honest request with a path parameter's known id (it would delete the row it names).
        let honest: Sent | undefined;
        let honestValue: string | undefined;
        if (input.place !== 'path') {
          const request = await requestFor(input, undefined, input.place === 'body' && known === undefined ? (input.wrap === 'key' ? 'Honest key' : 'Honest text 42') : undefined);
          const sentValue = input.place === 'body' ? valueAt(request, input) : input.place === 'form' && input.path[0] === 'fileName' ? HONEST_FILE_NAME : undefined;
          honestValue = typeof sentValue === 'string' ? sentValue : undefined;
          honest = await send(input, request);
          if (honest.res.statusCode >= 500) fail(field, `the honest request answered ${honest.res.statusCode}`);
          if (known === undefined && input.place === 'body' && honest.res.statusCode >= 300) {
            // The field takes a format ("Honest text" is refused): the known body without it writes what the route writes.
            honestValue = undefined;
            honest = await send(input, await requestFor(input, undefined));
          }
        }
        const honestKinds = new Set((honest?.writes ?? []).map(kindOf));
        const rowsOfInput = new Set((honest?.writes ?? []).map(rowKey).filter(Boolean));
        const isEmail = /email/i.test(String(input.path.at(-1)));
        const isValueStored =
          honest !== undefined && honest.res.statusCode < 300 && honestValue !== undefined && honestValue.length >= 3 && isStoredIn(honest.writes, honestValue, isEmail);
        if (honest && honest.res.statusCode < 300) routeTally.honestAccepted += 1;
        const honestShowsBystander = honest?.res.body.includes(bystanderEmail) ?? false;

        for (const payload of SQL_PAYLOADS) {
          const where = `${field} ← ${JSON.stringify(payload.text)}`;
          const { res, ms, writes } = await send(input, await requestFor(input, payload.text));
          tally.payloadRequests += 1;
          if (res.statusCode >= 500) fail(where, `${res.statusCode} ${res.body.slice(0, 200)}`);
          if (isTimeBased(payload)) {
            tally.sleepRequests += 1;
            tally.slowestSleepMs = Math.max(tally.slowestSleepMs, ms);
            if (ms >= SLOW_MS) fail(where, `answered in ${ms.toFixed(0)} ms: the sleep ran`);
          }
          if (/\$argon2/.test(res.body)) fail(where, 'the answer holds a password hash');
          if (!honestShowsBystander && res.body.includes(bystanderEmail)) fail(where, "the answer holds a bystander's e-mail");
          // Nobody's e-mail the honest request did not show (the oracle judges what a search shows).
          if (!isSearch(input)) {
            for (const email of worldEmails) if (res.body.includes(email) && !honest?.res.body.includes(email)) fail(where, `the answer holds ${email}`);
          }
          const isAccepted = res.statusCode >= 200 && res.statusCode < 300;
          if (!isAccepted && writes.length > 0) fail(where, `refused with ${res.statusCode} but wrote ${writes.map(kindOf).join(', ')}`);
          if (isAccepted) {
            tally.accepted += 1;
            routeTally.accepted += 1;
            for (const write of writes) {
              if (!honestKinds.has(kindOf(write))) fail(where, `wrote ${kindOf(write)}, which the honest request does not`);
              const row = rowKey(write);
              if (write.operation !== 'INSERT' && row && !rowsOfInput.has(row)) fail(where, `${write.operation} of ${row}, a row the honest request leaves alone`);
              if (write.operation === 'INSERT' && row) rowsOfInput.add(row);
            }
            // An e-mail typed in is the one answered for (a login finds that account, not the first row).
            const answered = res.headers['content-type']?.toString().startsWith('application/json') ? (res.json() as { email?: unknown }).email : undefined;
            if (isEmail && input.place === 'body' && typeof answered === 'string' && answered !== payload.text.toLowerCase()) fail(where, `answered for ${answered}`);
            if (isValueStored) {
              const expected = input.place === 'form' && input.path[0] === 'fileName' ? sanitiseFileName(receivedFileName(payload.text), 'application/pdf') : payload.text;
              if (isStoredIn(writes, expected, isEmail)) {
                tally.storedVerbatim += 1;
                routeTally.stored += 1;
              } else fail(where, `accepted, but ${JSON.stringify(expected)} is not stored as typed (wrote ${writes.map(kindOf).join(', ') || 'nothing'})`);
            }
            if (isSearch(input) && res.statusCode === 200) {
              for (const problem of await checkSearch(SEARCHES[key], payload.text, res.json())) fail(where, problem);
            }
          }
        }
      }
      // No DROP, no TRUNCATE, no write the triggers did not see: each table changed by exactly the rows written.
      const written = await recorder.since(routeMark);
      const countsAfter = await countEveryTable(database.db);
      expect(Object.keys(countsAfter).sort(), `${key}: the tables`).toEqual(Object.keys(countsBefore).sort());
      for (const table of Object.keys(countsBefore)) {
        if (UNCOUNTED_TABLES.includes(table) || table === 'injection_writes' || table === 'fuzz_writes') continue;
        const change = written.filter((write) => write.table === table).reduce((sum, write) => sum + (write.operation === 'INSERT' ? 1 : write.operation === 'DELETE' ? -1 : 0), 0);
        if (countsAfter[table] - countsBefore[table] !== change) fail(key, `${table} has ${countsAfter[table] - countsBefore[table]} rows more, the rows written say ${change}`);
      }
    }
    tally.ms = performance.now() - startedAt;
    expect(failures).toEqual([]);
    expect(tally.payloadRequests).toBeGreaterThanOrEqual(SQL_PAYLOADS.length * 100);
    expect(tally.storedVerbatim, 'payloads stored as text somewhere').toBeGreaterThan(SQL_PAYLOADS.length * 5);
    expect(tally.searchMatches, 'searches that found someone holding the payload').toBeGreaterThan(0);
  }, 1_200_000);
});

// ---------------------------------------------------------------------------------------------
// Issue 20: text no field can keep, in every text input of every route.

/** Lone surrogates, high and low, at the start, in the middle and at the end. */
const LONE_SURROGATES = ['\ud800x', 'x\udbffy', 'xy\ud800', '\udc00x', 'x\udfffy', 'xy\udc00'];
/** Line breaks, a tab and bidi controls: refused by single-line fields, kept by multi-line ones where they are text. */
const LINE_CONTROLS = ['\r\n', '\n', '\r', '\t', '\u0085', '\u2028', '\u2029', '\u202e', '\u2066'];
/** Multi-line fields (their line breaks and tabs are text) and passwords (never stored or shown as typed: any character). */
// A case's message `body` and a document request's `note` (issue 24, ADR 086) are multi-line too.
const MULTI_LINE_FIELDS = new Set(['message', 'notes', 'reason', 'source', 'description', 'criteriaSource', 'body', 'note']);
const PASSWORD_FIELDS = new Set(['password', 'currentPassword', 'newPassword']);
/** Ids and tokens: one that names nothing is answered as not found (a 404, an empty list, an invalid link), as in a path. */
const isIdField = (field: string) => /^(id|token)$|Id$/.test(field);
/** A %-escape that is not UTF-8 (a lone surrogate's bytes), as a query or path parameter can only carry one. */
const ILL_FORMED_ESCAPE = '%ED%A0%80';

const lastNamed = (path: Array<string | number>) => [...path].reverse().find((step) => typeof step === 'string');
const isNamed = (fieldErrors: Record<string, string> | undefined, input: Input) => {
  const field = input.path.join('.');
  return Object.keys(fieldErrors ?? {}).some((name) => (field === '' ? true : name === field || name.startsWith(`${field}.`)));
};

describe('ill-formed Unicode and line breaks in every text input of the API (issue 20)', () => {
  const counts = { inputs: 0, surrogates: 0, escapes: 0, lineControls: 0, lineControlsRefused: 0, multiLineKept: 0 };

  afterAll(() => {
    console.log(
      `Issue 20 text sweep, ${isPostgresRun() ? 'PostgreSQL' : 'PGlite'}: ${counts.inputs} text inputs; ${counts.surrogates} lone-surrogate bodies and ` +
        `${counts.escapes} ill-formed %-escapes all refused with 400 naming the field; ${counts.lineControls} line-control requests, ` +
        `${counts.lineControlsRefused} refused naming the field, ${counts.multiLineKept} kept in multi-line fields`,
    );
  });

  it('refuses a lone surrogate or an ill-formed escape everywhere, and line breaks in every single-line field, with a 400 naming the field and no row written', async () => {
    const failures: string[] = [];
    const fail = (where: string, what: string) => failures.length < 60 && failures.push(`${where}: ${what}`);
    const inputs = routes.flatMap(inputsOf).filter((input) => input.place !== 'form');
    for (const input of inputs) {
      if (failures.length >= 60) break;
      counts.inputs += 1;
      const where = `${routeKey(input.route)} ${input.place}:${input.path.join('.')}${input.wrap ? `(${input.wrap})` : ''}`;
      const check = (sent: Sent, what: string, mustRefuse: boolean) => {
        const { res, writes } = sent;
        if (res.statusCode >= 500) return fail(where, `${what}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        const isAccepted = res.statusCode < 300;
        if (!isAccepted && writes.length > 0) fail(where, `${what}: refused with ${res.statusCode} but wrote ${writes.map(kindOf).join(', ')}`);
        if (!mustRefuse) return isAccepted;
        if (res.statusCode !== 400) return fail(where, `${what}: answered ${res.statusCode} ${res.body.slice(0, 160)}`);
        const body = res.json() as { code: string; message: string; fieldErrors?: Record<string, string> };
        if (!isNamed(body.fieldErrors, input)) fail(where, `${what}: the 400 does not name the field (${JSON.stringify(body.fieldErrors)})`);
        if (body.message.includes('{{') || /(^|\s)(fields|validation)\./.test(body.message)) fail(where, `${what}: message ${JSON.stringify(body.message)}`);
        return false;
      };
      if (input.place === 'body') {
        for (const text of LONE_SURROGATES) {
          counts.surrogates += 1;
          check(await send(input, await requestFor(input, text)), JSON.stringify(text), true);
        }
      } else {
        // A path or query parameter arrives %-encoded: the bytes of a lone surrogate are not UTF-8.
        counts.escapes += 1;
        const request = await requestFor(input, 'ILLFORMEDMARK');
        request.url = String(request.url).replace('ILLFORMEDMARK', ILL_FORMED_ESCAPE);
        check(await send(input, request), ILL_FORMED_ESCAPE, true);
      }
      // Line breaks: ids in a path answer 404 like any unknown id; numbers and passwords are not text lines.
      if (input.place === 'path') continue;
      const field = String(lastNamed(input.path) ?? '');
      const known = input.place === 'body' ? valueAt(await requestFor(input, undefined), input) : undefined;
      const isNumber = typeof known === 'number' || (typeof known === 'string' && /^[\d.,\s-]+$/.test(known)) || ['page', 'pageSize'].includes(field);
      const isMultiLine = MULTI_LINE_FIELDS.has(field);
      for (const control of LINE_CONTROLS) {
        counts.lineControls += 1;
        const base = typeof known === 'string' && known.length > 1 ? known : 'Honest text';
        const text = `${base.slice(0, 1)}${control}${base.slice(1)}`;
        const request = await requestFor(input, text);
        const mustRefuse = !isMultiLine && !isNumber && !PASSWORD_FIELDS.has(field) && !isIdField(field);
        const isAccepted = check(await send(input, request), JSON.stringify(control), mustRefuse);
        if (mustRefuse) counts.lineControlsRefused += 1;
        if (isMultiLine && isAccepted) counts.multiLineKept += 1;
      }
    }
    expect(failures).toEqual([]);
    expect(counts.inputs, 'text inputs swept').toBeGreaterThan(150);
    expect(counts.lineControlsRefused, 'line controls refused by single-line fields').toBeGreaterThan(300);
  }, 1_200_000);
});

function isTimeBased(payload: SqlPayload) {
  return payload.text.includes('pg_sleep');
}
