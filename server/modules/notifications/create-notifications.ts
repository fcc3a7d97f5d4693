import type { FastifyBaseLogger } from 'fastify';
import type { DocumentChecklist } from '../../../core/schemas/documents';
import type { DatabaseHandle } from '../../db/client';
import type { Env } from '../../env';
import { createJobQueue, FAST_TIMINGS, NORMAL_TIMINGS, QUEUES, type JobQueue } from '../../jobs/job-queue';
import { databaseExecutor } from '../../jobs/sql-executor';
import { createMailer } from './mailer';
import { createNotificationsRepository } from './notifications.repository';
import { createNotificationsService } from './notifications.service';

/** Brokers' digest: every morning, Romanian time (the brokers' working day). */
const DIGEST_CRON = { expression: '0 7 * * *', tz: 'Europe/Bucharest' };
/** One SMTP exchange at most; the e-mail job expires well after it (ADR 025). */
const SEND_TIMEOUT_MS = 60_000;
const FAST_SEND_TIMEOUT_MS = 2_000;

/**
 * The job queue (ADR 024) and the e-mails it sends (ADR 025), built for one app: the queue
 * starts with the app (onReady) and stops before the database closes (onClose).
 */
export function createNotifications(env: Env, database: DatabaseHandle, log: FastifyBaseLogger, deps: { checklist: (assessmentId: string) => Promise<DocumentChecklist | null> }) {
  const queue: JobQueue = createJobQueue(databaseExecutor(database), log, env.JOB_QUEUE_FAST ? FAST_TIMINGS : NORMAL_TIMINGS);
  const mailer = createMailer(env.SMTP_URL, log);
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const from = env.EMAIL_FROM ?? `Acasa <no-reply@${new URL(publicUrl).hostname}>`;
  const notifications = createNotificationsService(createNotificationsRepository(database.db), queue, mailer, log, {
    publicUrl,
    from,
    checklist: deps.checklist,
    sendTimeoutMs: env.JOB_QUEUE_FAST ? FAST_SEND_TIMEOUT_MS : SEND_TIMEOUT_MS,
  });
  queue.register(QUEUES.email, { handler: notifications.sendEmailJob });
  queue.register(QUEUES.brokerDigest, { handler: notifications.brokerDigestJob, cron: DIGEST_CRON });

  return {
    queue,
    notifications,
    async start() {
      await queue.start({ runWorkers: env.JOB_WORKERS === 'on' });
      if (!env.SMTP_URL) log.info('SMTP_URL is not set: e-mails are written to the log, not sent.');
    },
    async stop() {
      await queue.stop();
      mailer.close();
    },
  };
}
