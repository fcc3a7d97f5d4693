import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { exchangeRates, scheduledTaskRuns } from '../../db/schema';
import { parseEnv } from '../../env';
import { createTestDatabase, isPostgresRun, type TestDatabase } from '../../test/test-database';
import { signIn, WORKED_EXAMPLE } from '../assessments/assessment-fixtures';
import { ecbDailyXml, startEcbStandIn, type EcbStandIn } from './ecb-stand-in';

/**
 * The daily ECB fetch (issue 10) against a local stand-in of eurofxref-daily.xml: new rates are
 * stored with their history, a failed or malformed fetch keeps the old rates and logs a warning,
 * and several instances on one database fetch once.
 */
let database: TestDatabase;
let ecb: EcbStandIn;
let app: FastifyInstance;
const logLines: string[] = [];

const TABLE = { USD: 1.1665, GBP: 0.8712, CHF: 0.9321, CAD: 1.6284, AUD: 1.7803, RON: 5.0912, PLN: 4.2318, HUF: 384.1, CZK: 24.218, JPY: 178.2 };

function appOn(db: TestDatabase | Awaited<ReturnType<typeof openDatabase>>) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  return buildApp({
    env: parseEnv({ NODE_ENV: 'test', RATE_LIMITS: 'off', ECB_RATES_URL: ecb.url }),
    database: db,
    clientDir: null,
    logger: { level: 'warn', stream },
  });
}

const rateOn = async (currency: string, date: string) =>
  (await database.db.select().from(exchangeRates).where(and(eq(exchangeRates.currency, currency), eq(exchangeRates.rateDate, date))))[0];
/** Lets the next fetch run: the last attempt and success are moved a day back. */
const dayLater = () => database.db.update(scheduledTaskRuns).set({ lastAttemptAt: new Date(Date.now() - 86_400_000), lastSuccessAt: new Date(Date.now() - 86_400_000) });

beforeAll(async () => {
  ecb = await startEcbStandIn();
  database = await createTestDatabase();
  app = await appOn(database);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await ecb.close();
});
afterEach(() => {
  logLines.length = 0;
});

describe('daily ECB rates', () => {
  it('stores a new table next to the history, for the currencies the product keeps, with their haircuts', async () => {
    ecb.serve({ body: ecbDailyXml('2026-11-20', TABLE) });
    const outcome = await app.services.exchangeRates.fetchDaily();
    expect(outcome).toEqual({ status: 'stored', date: '2026-11-20', stored: 9 });
    expect(await rateOn('USD', '2026-11-20')).toMatchObject({ rate: '1.166500', fxHaircut: '0.150' });
    expect(await rateOn('USD', '2025-02-28')).toMatchObject({ rate: '1.041100' });
    // A currency the product does not keep is not added.
    expect(await database.db.select().from(exchangeRates).where(eq(exchangeRates.currency, 'JPY'))).toEqual([]);

    // The engine uses the new rate at once: a preview in USD carries the new date.
    const preview = await app.inject({ method: 'POST', url: '/api/assessments/preview', payload: { ...WORKED_EXAMPLE, incomeCurrency: 'USD' } });
    expect(preview.json()).toMatchObject({ fxRateDate: '2026-11-20' });
  });

  it('fetches once a day: a second call the same day asks the ECB nothing', async () => {
    const before = ecb.requests;
    expect(await app.services.exchangeRates.fetchDaily()).toEqual({ status: 'skipped' });
    expect(ecb.requests).toBe(before);
  });

  it('keeps the old rates and logs a warning when the ECB answers an error', async () => {
    await dayLater();
    ecb.serve({ status: 503, body: 'Service Unavailable' });
    const outcome = await app.services.exchangeRates.fetchDaily();
    expect(outcome).toMatchObject({ status: 'failed', error: expect.stringContaining('HTTP 503') });
    expect(await rateOn('USD', '2026-11-20')).toMatchObject({ rate: '1.166500' });
    expect(logLines.join('')).toMatch(/"level":40.*ECB rates: fetch failed/);
    // The log says why, not "[not an Error]".
    expect(logLines.join('')).not.toContain('[not an Error]');
    expect(logLines.find((line) => line.includes('ECB rates: fetch failed'))).toMatch(/"reason":"\w/);
    const [run] = await database.db.select().from(scheduledTaskRuns);
    expect(run.lastError).toContain('HTTP 503');

    // Assessments go on with the last good rates.
    const preview = await app.inject({ method: 'POST', url: '/api/assessments/preview', payload: { ...WORKED_EXAMPLE, incomeCurrency: 'USD' } });
    expect(preview.statusCode).toBe(200);
  });

  it('keeps the old rates and logs a warning when the document is malformed', async () => {
    await dayLater();
    ecb.serve({ body: '<html><body>Maintenance</body></html>' });
    expect(await app.services.exchangeRates.fetchDaily()).toMatchObject({ status: 'failed', error: expect.stringContaining('EcbFeedError') });
    ecb.serve({ body: ecbDailyXml('2026-11-21', { USD: Number.NaN }) });
    await dayLater();
    expect(await app.services.exchangeRates.fetchDaily()).toMatchObject({ status: 'failed' });
    expect(await rateOn('USD', '2026-11-21')).toBeUndefined();
    expect(logLines.filter((line) => line.includes('ECB rates: fetch failed'))).toHaveLength(2);
  });

  it('tries again an hour after a failure, and a success clears the error', async () => {
    ecb.serve({ body: ecbDailyXml('2026-11-23', TABLE) });
    // The failure above was just now: not yet.
    expect(await app.services.exchangeRates.fetchDaily()).toEqual({ status: 'skipped' });
    await database.db.update(scheduledTaskRuns).set({ lastAttemptAt: new Date(Date.now() - 2 * 3_600_000) });
    expect(await app.services.exchangeRates.fetchDaily()).toMatchObject({ status: 'stored', date: '2026-11-23' });
    const [run] = await database.db.select().from(scheduledTaskRuns);
    expect(run.lastError).toBeNull();
  });

  it('keeps a rate an admin entered for the same day', async () => {
    await dayLater();
    const admin = await signIn(app, database.db, 'admin');
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/exchange-rates',
      headers: { cookie: admin.cookie },
      payload: { currency: 'GBP', rate: '0.87', rateDate: '2026-11-24' },
    });
    expect(created.statusCode).toBe(201);
    ecb.serve({ body: ecbDailyXml('2026-11-24', TABLE) });
    expect(await app.services.exchangeRates.fetchDaily()).toMatchObject({ status: 'stored', stored: 8 });
    expect(await rateOn('GBP', '2026-11-24')).toMatchObject({ rate: '0.870000' });
  });

  it('two calls at once on one instance fetch once', async () => {
    await dayLater();
    ecb.serve({ body: ecbDailyXml('2026-11-25', TABLE), delayMs: 50 });
    const before = ecb.requests;
    const outcomes = await Promise.all([app.services.exchangeRates.fetchDaily(), app.services.exchangeRates.fetchDaily()]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['skipped', 'stored']);
    expect(ecb.requests).toBe(before + 1);
  });

  it.runIf(isPostgresRun())('two instances on one PostgreSQL fetch once', async () => {
    await dayLater();
    ecb.serve({ body: ecbDailyXml('2026-11-26', TABLE), delayMs: 50 });
    const second = await openDatabase({ databaseUrl: database.url });
    const other = await appOn(second);
    try {
      const before = ecb.requests;
      const outcomes = await Promise.all([app.services.exchangeRates.fetchDaily(), other.services.exchangeRates.fetchDaily()]);
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['skipped', 'stored']);
      expect(ecb.requests).toBe(before + 1);
    } finally {
      await other.close();
      await second.close();
    }
  });

  it('tells admins how old the rates are, and no one else', async () => {
    const admin = await signIn(app, database.db, 'admin');
    const status = await app.inject({ url: '/api/admin/exchange-rates/status', headers: { cookie: admin.cookie } });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ fetchEnabled: true, lastError: null, staleAfterDays: 7 });
    const user = await signIn(app, database.db, 'user');
    expect((await app.inject({ url: '/api/admin/exchange-rates/status', headers: { cookie: user.cookie } })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/admin/exchange-rates/status' })).statusCode).toBe(401);
  });
});
