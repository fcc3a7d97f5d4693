import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { parseEnv, type Env } from '../env';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * The real app (real routes, plugins and database) for app.inject() tests. `beforeStart` runs on
 * the database where main.ts syncs the reference data, before the app is built.
 */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  options: {
    beforeStart?: (database: TestDatabase) => Promise<unknown>;
    /** Every log line, at trace level and up, for a test of what is (never) logged. */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const env: Env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMITS: 'off', ...envOverrides });
  const database = await createTestDatabase();
  await options.beforeStart?.(database);
  const logger = options.logStream ? { level: 'trace', stream: options.logStream } : undefined;
  const app = await buildApp({ env, database, clientDir: null, logger });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

export const STRONG_PASSWORD = 'Cluj-Napoca-2026!';

let counter = 0;
/** A unique e-mail per call, so tests in one file never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** The session cookie of a response, as a Cookie header value. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'acasa_session');
  if (!cookie) throw new Error(`no session cookie in answer ${response.statusCode}: ${response.body}`);
  return `acasa_session=${cookie.value}`;
}

/** Registers a new user and returns its cookie and id. */
export async function registerUser(app: FastifyInstance, overrides: Partial<{ email: string; firstName: string; lastName: string }> = {}) {
  const email = overrides.email ?? uniqueEmail();
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: STRONG_PASSWORD, firstName: overrides.firstName ?? 'Ana', lastName: overrides.lastName ?? 'Pop' },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { email, cookie: sessionCookie(response), user: response.json() as { id: string; email: string } };
}
