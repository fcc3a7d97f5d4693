import { fromRoot } from './paths';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { describeReferenceSync } from './db/reference-sync/describe-report';
import { syncReferenceData } from './db/reference-sync/sync-reference-data';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './db/seed';
import { seedDemoAssessments } from './db/seed-demo-assessments';
import { parseEnv } from './env';
import { registerPeriodicJobs } from './jobs/periodic-jobs';
import { createRetentionRepository } from './modules/retention/retention.repository';
import { createRetentionService } from './modules/retention/retention.service';
import { startMetricsServer } from './observability/metrics-server';

/** Entry: env -> database -> migrate -> reference data sync -> app -> listen. */
async function main() {
  const startedAt = performance.now();
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.migrate();
  const referenceSync = await syncReferenceData(database.db);

  const app = await buildApp({ env, database, clientDir: fromRoot('dist/client') });
  const log = app.log;
  if (database.kind === 'pglite') {
    log.warn(`Embedded PGlite database in ${env.DATA_DIR}: for one process on one machine; use DATABASE_URL (PostgreSQL) in production.`);
  }
  const referenceNews = describeReferenceSync(referenceSync);
  if (referenceNews.info) log.info(referenceNews.info);
  if (referenceNews.warn) log.warn(referenceNews.warn);
  if (env.RATE_LIMITS === 'off') {
    log.warn('!!! RATE_LIMITS=off: login, register and preview are NOT rate-limited. Use this for load benchmarks only. !!!');
  }

  const wantsDemoAccounts = database.kind === 'pglite' || env.SEED_DEMO_ACCOUNTS;
  if (wantsDemoAccounts) {
    await seedDemoAccounts(database.db, env.DEMO_PASSWORD);
    const demoAssessments = await seedDemoAssessments(database.db, 'user@acasa.test', 'broker@acasa.test');
    if (demoAssessments) log.info(`Loaded ${demoAssessments} demo assessments.`);
    const list = DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(6)} ${a.email}`).join('\n');
    console.log(`\nDemo accounts (password: ${env.DEMO_PASSWORD === 'Acasa-demo-2026!' ? env.DEMO_PASSWORD : 'from DEMO_PASSWORD'}):\n${list}\n`);
  }

  // /metrics on its own port (ADR 027): only there, never on PORT.
  const metricsServer = env.METRICS_PORT === undefined ? null : await startMetricsServer({ port: env.METRICS_PORT, host: env.HOST, token: env.METRICS_TOKEN });
  if (metricsServer) log.info(`Metrics on http://${env.HOST}:${metricsServer.port}/metrics${env.METRICS_TOKEN ? ' (bearer METRICS_TOKEN)' : ''}.`);
  else if (!env.METRICS_TOKEN) log.info('/metrics is off: set METRICS_TOKEN (bearer on PORT) or METRICS_PORT to serve it.');

  let isShuttingDown = false;
  const shutdown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    log.info(`${signal} received: finishing requests in flight, then closing the database.`);
    const timer = setTimeout(() => {
      log.error('Shutdown took longer than 10 s; exiting.');
      process.exit(1);
    }, 10_000);
    try {
      await metricsServer?.close();
      await app.close();
      await database.close();
    } finally {
      clearTimeout(timer);
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // The retention purge (ADR 070) and the ECB's daily rates are jobs of the queue (ADR 024), which starts with listen().
  const retention = createRetentionService(createRetentionRepository(database.db), { storage: app.services.storage, log });
  registerPeriodicJobs(app.jobs, { ...app.services, retention }, { isRatesFetchOn: env.RATES_FETCH === 'on' });
  // GET /readyz waits for the queue too (ADR 027): an instance whose pg-boss is not running is not ready.
  app.readiness.add('queue', () => app.jobs.isRunning());
  if (env.RATES_FETCH === 'off') log.info('RATES_FETCH=off: exchange rates are not fetched; the rates in the database are used as they are.');
  // The offline test provider's clock (renewals, ends after a cancel), every minute; nothing with Stripe.
  const tick = () => app.services.subscriptions.runClock().catch((error) => log.warn({ err: error }, 'the test payment clock failed'));
  void tick();
  setInterval(tick, 60_000).unref();

  await app.listen({ port: env.PORT, host: env.HOST });
  console.log(`Acasa is running on http://localhost:${env.PORT} (ready in ${Math.round(performance.now() - startedAt)} ms)`);
}

main().catch((error) => {
  if (error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
