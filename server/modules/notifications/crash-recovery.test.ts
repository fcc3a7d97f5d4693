import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { emailDeliveries } from '../../db/schema';
import { parseEnv } from '../../env';
import { fromRoot } from '../../paths';
import { startSmtpStandIn, type SmtpStandIn } from '../../test/smtp-stand-in';
import { createTestDatabase, isPostgresRun, type TestDatabase } from '../../test/test-database';
import { signIn, WORKED_EXAMPLE } from '../assessments/assessment-fixtures';

/**
 * Issue 15's crash: a real server process (server/main.ts) takes the e-mail job and is killed
 * (SIGKILL) while the SMTP exchange is under way. The next server on the same PostgreSQL sends
 * the e-mail once the lost job's expiry has passed: exactly one e-mail arrives.
 * PostgreSQL only: an in-memory PGlite cannot be shared with another process.
 */
const env = (smtpUrl: string, overrides: Record<string, string> = {}) =>
  parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMITS: 'off', RATES_FETCH: 'off', PUBLIC_URL: 'https://acasa.example', SMTP_URL: smtpUrl, JOB_QUEUE_FAST: '1', ...overrides });

describe.skipIf(!isPostgresRun())('an e-mail survives a server killed in the middle of sending it', () => {
  let database: TestDatabase;
  let smtp: SmtpStandIn;
  let child: ChildProcess | undefined;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    database = await createTestDatabase();
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    for (const app of apps) await app.close();
    await database?.drop();
    await smtp?.close();
  });

  it('is sent exactly once, by the next server', async () => {
    // The change is committed with its job by an instance that only adds jobs.
    const web = await buildApp({ env: env(smtp.url, { JOB_WORKERS: 'off' }), database, clientDir: null });
    apps.push(web);
    await web.ready();
    const broker = await signIn(web, database.db, 'broker');
    const applicant = await signIn(web, database.db, 'user', { firstName: 'Sofia', plan: 'pro' });
    const submitted = await web.inject({ method: 'POST', url: '/api/assessments', headers: { cookie: applicant.cookie }, payload: WORKED_EXAMPLE });
    expect(submitted.statusCode).toBe(201);
    const changed = await web.inject({
      method: 'PUT',
      url: `/api/broker/assessments/${submitted.json().id}/status`,
      headers: { cookie: broker.cookie },
      payload: { status: 'approved', notes: 'Welcome home' },
    });
    expect(changed.statusCode).toBe(200);

    // A worker process takes the job; the SMTP server never answers, and the process is killed mid-send.
    smtp.hangNext(1);
    const dataStarted = smtp.nextData();
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: fromRoot('.'),
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: database.url,
        RATES_FETCH: 'off',
        PUBLIC_URL: 'https://acasa.example',
        SMTP_URL: smtp.url,
        JOB_QUEUE_FAST: '1',
      },
      stdio: 'ignore',
    });
    await dataStarted;
    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    expect(smtp.received).toHaveLength(0);

    // The next server releases the lost job once its expiry has passed, and sends it.
    const next = await buildApp({ env: env(smtp.url), database, clientDir: null });
    apps.push(next);
    await next.ready();
    const [email] = await smtp.waitFor(1, 30_000);
    expect(email.to).toEqual([applicant.email]);
    expect(email.text).toContain('> Welcome home');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(smtp.received).toHaveLength(1);
    const delivered = await database.db
      .select()
      .from(emailDeliveries)
      .where(and(eq(emailDeliveries.userId, applicant.user.id), eq(emailDeliveries.outcome, 'sent')));
    expect(delivered).toHaveLength(1);
  }, 90_000);
});
