import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InjectOptions } from 'fastify';
import { countEveryTable, signIn, WORKED_EXAMPLE } from './modules/assessments/assessment-fixtures';
import { MAX_JSON_DEPTH, PUBLIC_BODY_LIMIT } from './plugins/input-guards';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * Issue 20: "deep JSON is parsed before any check: a 1 MiB nested body to the public preview or
 * contact route costs 110–118 ms of CPU before its 400, with no rate limit applied first."
 * What makes a hostile body cheap is held here as behaviour: a public route reads at most
 * PUBLIC_BODY_LIMIT bytes (nothing at all when Content-Length already says more), a JSON body
 * deeper than MAX_JSON_DEPTH never reaches JSON.parse, and a rate-limited caller's body is not
 * read. The CPU it costs (< 5 ms, against 110–118 ms before) is measured by `npm run bench`
 * (bench/body-bounds.ts): a timing is a benchmark's, not a test's.
 */
const MIB = 1024 * 1024;
const CHUNK = 64 * 1024;
const nestedArrays = '['.repeat(MIB / 2) + ']'.repeat(MIB / 2);
const nestedObjects = `${'{"a":'.repeat(MIB / 6)}1${'}'.repeat(MIB / 6)}`.slice(0, MIB);

/** A body handed out in 64 KiB chunks, counting what the server pulled of it. */
function countedBody(text: string) {
  const bytes = Buffer.from(text);
  const counter = { read: 0 };
  let offset = 0;
  const stream = new Readable({
    read() {
      if (offset >= bytes.length) return this.push(null);
      const chunk = bytes.subarray(offset, offset + CHUNK);
      offset += chunk.length;
      counter.read += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, counter, length: bytes.length };
}

const json = (url: string, payload: string | Readable, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'POST',
  url,
  headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
  payload,
});

/** Calls of JSON.parse on a text at least as long as `minLength`, during `run`. */
async function bigParsesDuring(minLength: number, run: () => Promise<unknown>) {
  const parse = vi.spyOn(JSON, 'parse');
  try {
    await run();
    return parse.mock.calls.filter(([text]) => typeof text === 'string' && text.length >= minLength).length;
  } finally {
    parse.mockRestore();
  }
}

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = (await signIn(t.app, t.database.db, 'admin')).cookie;
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('bodies bounded before parsing (issue 20)', () => {
  it.each(['/api/assessments/preview', '/api/contact'])('answers a 1 MiB nested body to %s with a 413 without reading it, and stores nothing', async (url) => {
    const before = await countEveryTable(t.database.db);
    for (const body of [nestedArrays, nestedObjects]) {
      const { stream, counter, length } = countedBody(body);
      expect(length).toBeGreaterThanOrEqual(MIB - 16);
      const res = await t.app.inject(json(url, stream, { 'content-length': String(length) }));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: 'The request is too large', code: 'PAYLOAD_TOO_LARGE' });
      // Content-Length said too much: at most the first chunk was pulled, never the megabyte.
      expect(counter.read).toBeLessThanOrEqual(CHUNK);
    }
    expect(await countEveryTable(t.database.db)).toEqual(before);
  });

  it('answers a streamed body without Content-Length with a 413 once it passes the public limit, without waiting for its end', async () => {
    // Two chunks (128 KiB), then the body stalls and never ends: only a server that stops at the
    // limit answers at all.
    const bytes = Buffer.alloc(CHUNK, '[');
    let pushed = 0;
    const stalled = new Readable({
      read() {
        if (pushed < 2) {
          pushed += 1;
          this.push(bytes);
        }
      },
    });
    const res = await t.app.inject(json('/api/assessments/preview', stalled));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(stalled.readableEnded).toBe(false);
    stalled.destroy();
  });

  it('refuses a 1 MiB body nested deeper than the limit on a signed-in route (1 MiB allowed there) with a 400, before JSON.parse walks it', async () => {
    for (const body of [nestedArrays, nestedObjects]) {
      let answer: Awaited<ReturnType<typeof t.app.inject>> | undefined;
      const parses = await bigParsesDuring(MIB / 2, async () => {
        answer = await t.app.inject(json('/api/admin/countries', body, { cookie: adminCookie }));
      });
      expect(answer!.statusCode).toBe(400);
      expect(answer!.json()).toEqual({ message: `The request is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`, code: 'INVALID_JSON' });
      expect(parses).toBe(0);
    }
    // The spy sees the parser's calls: the same megabyte one level shallower in each place is parsed.
    const flat = JSON.stringify({ name: 'x'.repeat(MIB / 2) });
    expect(await bigParsesDuring(MIB / 2, () => t.app.inject(json('/api/admin/countries', flat, { cookie: adminCookie })))).toBe(1);
  });

  it('still accepts the bodies the public routes are for, and JSON nested to the limit', async () => {
    const preview = await t.app.inject(json('/api/assessments/preview', JSON.stringify(WORKED_EXAMPLE)));
    expect(preview.statusCode).toBe(200);
    const longest = { topic: 'other', name: 'A'.repeat(100), email: 'ana@example.com', message: 'ă'.repeat(5000), website: '' };
    expect(Buffer.byteLength(JSON.stringify(longest))).toBeLessThan(PUBLIC_BODY_LIMIT);
    expect((await t.app.inject(json('/api/contact', JSON.stringify(longest)))).statusCode).toBe(201);
    // At the limit the body is parsed (and refused by the route's schema, not the guard).
    const atLimit = await t.app.inject(json('/api/assessments/preview', `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`));
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().code).toBe('VALIDATION_ERROR');
    const oneDeeper = await t.app.inject(json('/api/assessments/preview', `${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`));
    expect(oneDeeper.json().code).toBe('INVALID_JSON');
  });
});

describe('rate limits before the body is read (issue 20)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMITS: 'on', PREVIEW_RATE_LIMIT_MAX: '2' });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it.each([
    ['/api/assessments/preview', JSON.stringify(WORKED_EXAMPLE)],
    ['/api/contact', JSON.stringify({ topic: 'other', name: 'Ana', email: 'ana@example.com', message: 'A question about the verdict.' })],
  ])('answers %s with a 429 once the per-minute limit is used, before reading a 1 MiB body', async (url, honest) => {
    for (let i = 0; i < 2; i++) expect((await limited.app.inject({ ...json(url, honest), remoteAddress: '203.0.113.7' })).statusCode).toBeLessThan(300);
    const { stream, counter } = countedBody(nestedArrays);
    const res = await limited.app.inject({ ...json(url, stream), remoteAddress: '203.0.113.7' });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect(counter.read).toBeLessThanOrEqual(CHUNK);
    // Another address is not limited by this one's requests.
    expect((await limited.app.inject({ ...json(url, honest), remoteAddress: '203.0.113.8' })).statusCode).toBeLessThan(300);
  });
});
