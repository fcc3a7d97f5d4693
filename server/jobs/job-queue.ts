import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { transactionExecutor, type SqlExecutor, type Transaction } from './sql-executor';

/**
 * The product's one job queue (issue 15, ADR 024): pg-boss 10 on the product's own database,
 * PostgreSQL or PGlite alike. Jobs that must follow a change are inserted in the change's
 * transaction; workers, schedules and maintenance run on every instance that asks for them,
 * and pg-boss's row locks (SKIP LOCKED) hand each job to one of them.
 */
export const QUEUES = {
  email: 'email-send',
  brokerDigest: 'broker-digest',
  ratesFetch: 'ecb-rates',
  purge: 'purge-expired',
  /** Daily: every kind of personal data past its period in core/retention.ts (ADR 070). */
  retention: 'retention-purge',
  /** A photo or scan of an income document read by OCR after its upload (issue 23, ADR 082). */
  documentReading: 'document-reading',
  /** Daily: the e-mails about kept buying plans' steps starting soon, once per step (ADR 085). */
  planReminders: 'plan-reminders',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export interface QueueTimings {
  /** How often an idle worker looks for work (a commit on this instance wakes it at once). */
  pollingSeconds: number;
  /** An e-mail job still active after this long is taken to be lost (a killed process) and retried. */
  emailExpireSeconds: number;
  /** First retry delay of an e-mail; pg-boss doubles it (with jitter) on each retry. */
  emailRetryDelaySeconds: number;
  /** How often expired jobs are released and old ones archived (one instance at a time). */
  maintenanceSeconds: number;
}

export const NORMAL_TIMINGS: QueueTimings = { pollingSeconds: 2, emailExpireSeconds: 300, emailRetryDelaySeconds: 30, maintenanceSeconds: 60 };
/** TEST_QUEUE_FAST (tests only): the crash and retry tests then take seconds, not minutes. */
export const FAST_TIMINGS: QueueTimings = { pollingSeconds: 0.5, emailExpireSeconds: 3, emailRetryDelaySeconds: 1, maintenanceSeconds: 1 };

export type JobHandler = (job: PgBoss.JobWithMetadata<unknown>) => Promise<void>;

export interface SendOptions {
  /** A job id of our own (a UUID): sending the same id twice stores one job. */
  id?: string;
  /** Seconds from now, or a date. */
  startAfter?: number | Date;
}

interface Registration {
  handler: JobHandler;
  /** cron (UTC unless tz) */
  cron?: { expression: string; tz?: string };
  /** Also run once when the workers start (the periodic tasks did so before issue 15). */
  runAtStart?: boolean;
}

function queueOptions(name: QueueName, timings: QueueTimings): PgBoss.Queue {
  switch (name) {
    case QUEUES.email:
      // ~10 retries doubling from 30 s: an SMTP outage of several hours is waited out.
      return { name, policy: 'standard', retryLimit: 10, retryDelay: timings.emailRetryDelaySeconds, retryBackoff: true, expireInSeconds: timings.emailExpireSeconds };
    case QUEUES.brokerDigest:
      return { name, policy: 'stately', retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 300 };
    // The fetch keeps its own daily claim and retry hour (ADR 022): one run, no queue retries.
    case QUEUES.ratesFetch:
      return { name, policy: 'stately', retryLimit: 0, expireInSeconds: 120 };
    case QUEUES.purge:
      return { name, policy: 'stately', retryLimit: 1, retryDelay: 60, expireInSeconds: 300 };
    // A first run on a large backlog deletes in many batches: an hour before it counts as lost.
    case QUEUES.retention:
      return { name, policy: 'stately', retryLimit: 1, retryDelay: 300, expireInSeconds: 3600 };
    // OCR takes seconds a page (three pages at most): five minutes before a job counts as lost (a
    // killed process). A reading that fails is stored as read with nothing found, not retried; only
    // storage that cannot be reached is retried, twice.
    case QUEUES.documentReading:
      return { name, policy: 'standard', retryLimit: 2, retryDelay: 30, expireInSeconds: 300 };
    // A failed scan is retried; a step reminded before is never reminded again (its row).
    case QUEUES.planReminders:
      return { name, policy: 'stately', retryLimit: 2, retryDelay: 300, expireInSeconds: 900 };
  }
}

/** A UUID made from a name: a job derived from another job gets the same id on every run. */
export function uuidFromName(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  // Version 8 (custom), RFC 9562 variant.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/** Deadlock, serialization failure, unique violation: what two instances creating the same queues at once can meet. */
const CONFLICT_CODES = new Set(['40P01', '40001', '23505']);

/**
 * pg-boss creates a queue (its row, then a partition attached to the job table) without a lock
 * of its own: two instances starting together on an empty database can deadlock. The loser
 * tries again and then finds the queues made.
 */
async function retryOnConflict(work: () => Promise<void>, attempts = 5) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= attempts || !code || !CONFLICT_CODES.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}

export function createJobQueue(executor: SqlExecutor, log: FastifyBaseLogger, timings: QueueTimings = NORMAL_TIMINGS) {
  const registrations = new Map<QueueName, Registration>();
  const workerIds = new Map<QueueName, string>();
  let boss: PgBoss | null = null;
  let isRunning = false;
  let isStopping = false;

  // After stop, a worker's last poll may still be on its way: it finds nothing instead of a closed database.
  const guarded: SqlExecutor = {
    async executeSql(text, values) {
      if (isStopping && !isRunning) return { rows: [] };
      try {
        return await executor.executeSql(text, values);
      } catch (error) {
        if (isStopping) return { rows: [] };
        throw error;
      }
    },
  };

  function started(): PgBoss {
    if (!boss) throw new Error('the job queue is not started');
    return boss;
  }

  async function run(name: QueueName, handler: JobHandler, job: PgBoss.JobWithMetadata<unknown>) {
    try {
      await handler(job);
    } catch (error) {
      const willRetry = job.retryCount < job.retryLimit;
      log.warn({ err: error, queue: name, jobId: job.id, attempt: job.retryCount + 1, willRetry }, willRetry ? 'job failed; it will be retried' : 'job failed for good');
      throw error;
    }
  }

  return {
    /** Declares what a queue's worker does (before start). */
    register(name: QueueName, registration: Registration) {
      registrations.set(name, registration);
    },

    /**
     * Installs or upgrades pg-boss's schema (under its advisory lock: instances may start
     * together) and the queues. With `runWorkers`, this instance also works the registered
     * queues, keeps the schedules and does the maintenance; without, it only adds jobs.
     */
    async start({ runWorkers }: { runWorkers: boolean }) {
      boss = new PgBoss({
        db: guarded as PgBoss.Db,
        supervise: runWorkers,
        schedule: runWorkers,
        migrate: true,
        maintenanceIntervalSeconds: timings.maintenanceSeconds,
      });
      boss.on('error', (error) => {
        if (!isStopping) log.warn({ err: error }, 'job queue error');
      });
      await boss.start();
      const queue = boss;
      await retryOnConflict(async () => {
        const existing = new Set((await queue.getQueues()).map((row) => row.name));
        for (const name of Object.values(QUEUES)) {
          const options = queueOptions(name, timings);
          if (!existing.has(name)) await queue.createQueue(name, options);
          await queue.updateQueue(name, options);
        }
      });
      isRunning = true;
      if (!runWorkers) return;
      // Jobs left active by a killed instance are released as soon as their expiry has passed.
      void boss.maintain().catch((error: unknown) => log.warn({ err: error }, 'job queue maintenance failed'));
      for (const [name, registration] of registrations) {
        const id = await boss.work(name, { pollingIntervalSeconds: timings.pollingSeconds, includeMetadata: true }, async (jobs) => {
          for (const job of jobs) await run(name, registration.handler, job);
        });
        workerIds.set(name, id);
        if (registration.cron) await boss.schedule(name, registration.cron.expression, {}, { tz: registration.cron.tz ?? 'UTC' });
        else await boss.unschedule(name);
        if (registration.runAtStart) await boss.send(name, {});
      }
      for (const name of Object.values(QUEUES)) {
        if (!registrations.has(name)) await boss.unschedule(name);
      }
    },

    async stop() {
      if (!boss || isStopping) return;
      isStopping = true;
      try {
        await boss.stop({ graceful: true, timeout: 5000, wait: true, close: false });
      } finally {
        isRunning = false;
      }
    },

    /**
     * Adds a job inside the caller's transaction: it exists if and only if the transaction
     * commits, so a change and the work it calls for are never separated by a crash.
     */
    sendInTransaction(tx: Transaction, name: QueueName, data: object, options: SendOptions = {}): Promise<string | null> {
      return started().send(name, data, { ...options, db: transactionExecutor(tx) as PgBoss.Db });
    },

    send(name: QueueName, data: object, options: SendOptions = {}): Promise<string | null> {
      return started().send(name, data, options);
    },

    /** Wakes this instance's worker of a queue (after a commit that added a job), instead of its next poll. */
    nudge(name: QueueName) {
      const id = workerIds.get(name);
      if (id && boss) boss.notifyWorker(id);
    },

    isRunning: () => isRunning,

    /** Jobs waiting (created or to be retried) per queue, for metrics. */
    async depth(): Promise<Record<QueueName, number>> {
      const queue = started();
      const entries = await Promise.all(Object.values(QUEUES).map(async (name) => [name, (await queue.getQueueSize(name)) ?? 0] as const));
      return Object.fromEntries(entries) as Record<QueueName, number>;
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
