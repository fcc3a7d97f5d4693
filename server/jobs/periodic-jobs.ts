import type { RetentionKind } from '../../core/retention';
import { QUEUES, type JobQueue } from './job-queue';

interface PeriodicServices {
  exchangeRates: { fetchDaily(): Promise<unknown> };
  retention: { purge(kinds?: readonly RetentionKind[]): Promise<unknown> };
  planReminders: { remindDueSteps(): Promise<unknown> };
}

/** The retention purge's daily run (UTC): at night in Europe, when the product is least used. */
export const RETENTION_CRON = '30 2 * * *';
/** The buying plans' reminders (ADR 085): each morning, Romanian time, as the brokers' digest. */
export const PLAN_REMINDERS_CRON = { expression: '0 8 * * *', tz: 'Europe/Bucharest' };
/** Kinds with a short period and high churn (a guessing attack writes a counter per address), also purged hourly. */
export const HOURLY_RETENTION_KINDS: RetentionKind[] = ['sessions', 'passwordResetTokens', 'rateLimitAttempts'];

/**
 * The periodic tasks as jobs of the one queue (ADR 024), registered by main.ts only (tests'
 * apps never reach the ECB). Each runs once at start and then on its cron; the stately queues
 * keep one waiting run however many instances start, and one instance works it.
 */
export function registerPeriodicJobs(queue: JobQueue, services: PeriodicServices, options: { isRatesFetchOn: boolean }) {
  // Every kind of personal data past its period in core/retention.ts (ADR 070), daily.
  queue.register(QUEUES.retention, {
    cron: { expression: RETENTION_CRON },
    runAtStart: true,
    handler: async () => {
      await services.retention.purge();
    },
  });
  // Expired sessions, reset links and rate-limit counters, hourly, by the same periods.
  queue.register(QUEUES.purge, {
    cron: { expression: '5 * * * *' },
    runAtStart: true,
    handler: async () => {
      await services.retention.purge(HOURLY_RETENTION_KINDS);
    },
  });
  // Steps of kept buying plans starting within 3 days, each reminded once (its row commits with
  // its e-mail job): a run at start after downtime catches up, and a second run queues nothing.
  queue.register(QUEUES.planReminders, {
    cron: PLAN_REMINDERS_CRON,
    runAtStart: true,
    handler: async () => {
      await services.planReminders.remindDueSteps();
    },
  });
  // The ECB's daily rates (ADR 022): asked hourly, the service's own claim decides whether a
  // fetch is due and keeps the last rates on failure (so the job itself never fails for it).
  if (options.isRatesFetchOn) {
    queue.register(QUEUES.ratesFetch, {
      cron: { expression: '20 * * * *' },
      runAtStart: true,
      handler: async () => {
        await services.exchangeRates.fetchDaily();
      },
    });
  }
}
