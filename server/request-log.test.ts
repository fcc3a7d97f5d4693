import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { parseEnv } from './env';
import { createTestDatabase, type TestDatabase } from './test/test-database';

/**
 * The one line each request writes (ADR 027) is built without pino's redaction (issue 22: its
 * wildcard paths ran on each field of it): it must still say which request it was, and carry
 * nothing but the path, so a token in a query string never reaches the log. Every other line
 * keeps the redaction.
 */
let database: TestDatabase;
let app: FastifyInstance;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  app = await buildApp({ env: parseEnv({ NODE_ENV: 'test', RATE_LIMITS: 'off', RATES_FETCH: 'off' }), database, clientDir: null, logger: { level: 'info', stream } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('the request line', () => {
  it('names the request, its path without the query, the status and the time, once', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/countries?token=secret-in-query' });
    expect(response.statusCode).toBe(200);
    const requestLines = lines.filter((line) => line.msg === 'request' && line.url === '/api/countries');
    expect(requestLines).toHaveLength(1);
    const [line] = requestLines;
    expect(line).toMatchObject({ level: 30, method: 'GET', url: '/api/countries', statusCode: 200 });
    expect(typeof line.reqId).toBe('string');
    expect(typeof line.ms).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret-in-query');
  });

  it('leaves the redaction of every other line in place', () => {
    app.log.info({ user: { password: 'hunter2-not-logged' } }, 'probe');
    const probe = lines.find((line) => line.msg === 'probe');
    expect(probe).toMatchObject({ user: { password: '[Redacted]' } });
  });
});
