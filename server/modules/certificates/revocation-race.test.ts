import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { assessments, certificates } from '../../db/schema';
import { parseEnv } from '../../env';
import { signIn, WORKED_EXAMPLE } from '../assessments/assessment-fixtures';
import { signInPro } from '../broker/review-fixtures';
import { createTestDatabase, isPostgresRun, type TestDatabase } from '../../test/test-database';

/**
 * Issue 11 item 9, the race: a certificate issued at the very moment a broker rejects the
 * assessment must not stay valid. The owner's download and the broker's rejection are sent
 * together, many times (truly concurrent on PostgreSQL's pool; one after the other on PGlite's
 * single connection, where the test still checks the outcome of both orders). Whatever the
 * order, once both have answered: a rejected assessment's every certificate verifies as revoked,
 * with the date, and does not download.
 */
const ROUNDS = isPostgresRun() ? 30 : 10;

let database: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMITS: 'off', RATES_FETCH: 'off', JOB_WORKERS: 'off' }),
    database,
    clientDir: null,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a certificate issued while the broker rejects (issue 11 item 9)', () => {
  it(`is revoked once the rejection has committed, whichever came first (${ROUNDS} rounds)`, async () => {
    const owner = await signInPro(app, database.db);
    const broker = await signIn(app, database.db, 'broker');
    const failures: string[] = [];
    const outcomes = { issuedThenRevoked: 0, refused: 0 };
    const startedAt = performance.now();
    for (let round = 0; round < ROUNDS; round++) {
      const submitted = await app.inject({ method: 'POST', url: '/api/assessments', payload: WORKED_EXAMPLE, headers: { cookie: owner.cookie } });
      expect(submitted.statusCode).toBe(201);
      const id = submitted.json().id as string;
      // Vary which request gets ahead, by up to a few milliseconds either way.
      const lead = (round % 7) - 3;
      const [download, rejection] = await Promise.all([
        wait(Math.max(0, lead)).then(() => app.inject({ url: `/api/assessments/${id}/certificate`, headers: { cookie: owner.cookie, 'accept-language': 'en' } })),
        wait(Math.max(0, -lead)).then(() =>
          app.inject({
            method: 'PUT',
            url: `/api/broker/assessments/${id}/status`,
            headers: { cookie: broker.cookie },
            payload: { status: 'rejected', notes: 'Income could not be verified.' },
          }),
        ),
      ]);
      expect(rejection.statusCode, `round ${round}: rejection`).toBe(200);
      expect([200, 409], `round ${round}: download ${download.statusCode} ${download.statusCode === 200 ? '' : download.body}`).toContain(download.statusCode);
      const [assessment] = await database.db.select({ status: assessments.status }).from(assessments).where(eq(assessments.id, id));
      expect(assessment.status).toBe('rejected');

      const issued = await database.db.select({ code: certificates.code }).from(certificates).where(eq(certificates.assessmentId, id));
      if (download.statusCode === 200) {
        outcomes.issuedThenRevoked += 1;
        const code = /acasa-certificate-([0-9A-Z]+)\.pdf/.exec(String(download.headers['content-disposition']))?.[1];
        if (!issued.some((certificate) => certificate.code === code)) failures.push(`round ${round}: the downloaded certificate ${code} is not stored`);
      } else {
        outcomes.refused += 1;
      }
      for (const { code } of issued) {
        const verification = (await app.inject({ url: `/api/certificates/${code}` })).json();
        if (verification.valid !== false || typeof verification.revokedAt !== 'string') {
          failures.push(`round ${round} (download ${download.statusCode}): certificate ${code} verifies as ${JSON.stringify(verification)}`);
        }
      }
      const again = await app.inject({ url: `/api/assessments/${id}/certificate`, headers: { cookie: owner.cookie, 'accept-language': 'en' } });
      if (again.statusCode !== 409) failures.push(`round ${round}: a later download answers ${again.statusCode}`);
    }
    console.log(
      `certificate/rejection race, ${isPostgresRun() ? 'PostgreSQL' : 'PGlite'}: ${ROUNDS} rounds in ${((performance.now() - startedAt) / 1000).toFixed(1)} s; ` +
        `issued then revoked ${outcomes.issuedThenRevoked}, refused as rejected ${outcomes.refused}; ${failures.length} failures`,
    );
    expect(failures).toEqual([]);
  }, 120_000);
});
