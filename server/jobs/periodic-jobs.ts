import { QUEUES, type JobQueue } from './job-queue';

interface PeriodicServices {
  auth: { purgeExpired(): Promise<void> };
  exchangeRates: { fetchDaily(): Promise<unknown> };
  notifications: { purgeDeliveries(): Promise<number> };
}

/**
 * The periodic tasks as jobs of the one queue (ADR 024), registered by main.ts only (tests'
 * apps never reach the ECB). Each runs once at start and then on its cron; the stately queues
 * keep one waiting run however many instances start, and one instance works it.
 */
export function registerPeriodicJobs(queue: JobQueue, services: PeriodicServices, options: { isRatesFetchOn: boolean }) {
  // Expired sessions, old rate-limit rows and e-mail delivery records, hourly.
  queue.register(QUEUES.purge, {
    cron: { expression: '5 * * * *' },
    runAtStart: true,
    handler: async () => {
      await services.auth.purgeExpired();
      await services.notifications.purgeDeliveries();
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
