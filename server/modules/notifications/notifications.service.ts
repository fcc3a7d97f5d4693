import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { z } from 'zod';
import type { Language } from '../../../core/constants';
import { AppError } from '../../../core/errors';
import { BUYING_STEP_KEYS } from '../../../core/reference-data/buying-steps';
import type { DocumentChecklist } from '../../../core/schemas/documents';
import {
  EMAIL_KINDS,
  type EmailKind,
  type EmailPreferences,
  type EmailPreferencesUpdate,
  type UnsubscribeQuery,
  type UnsubscribeResult,
} from '../../../core/schemas/notifications';
import { QUEUES, uuidFromName, type JobQueue } from '../../jobs/job-queue';
import type { Transaction } from '../../jobs/sql-executor';
import { emailsFailed, emailsSent } from '../../observability/metrics';
import { composeEmail, type Recipient } from './email-content';
import type { EmailContent } from './email-layout';
import type { Mailer } from './mailer';
import type { NotificationsRepository } from './notifications.repository';

/** The reminder about missing documents: this long after the submission (issue 15). */
export const REMINDER_AFTER_SECONDS = 3 * 86_400;
/** Delivery records outlive every job the queue still keeps (14 days queued + 7 archived). */
const DELIVERY_RECORDS_KEPT_MS = 30 * 86_400_000;
const DIGEST_WINDOW_MS = 86_400_000;

/** What an e-mail job carries: ids to read at send time, and the few facts that may change later. */
export const ZEmailJob = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('status_change'), userId: z.uuid(), assessmentId: z.uuid(), eventId: z.number().int() }),
  z.object({
    kind: z.literal('document_review'),
    userId: z.uuid(),
    documentId: z.uuid(),
    status: z.enum(['accepted', 'rejected']),
    reason: z.string().nullable(),
  }),
  z.object({ kind: z.literal('document_reminder'), userId: z.uuid(), assessmentId: z.uuid() }),
  /** A step of a kept buying plan starting soon (ADR 085): its dates and how it is done, as planned when queued. */
  z.object({
    kind: z.literal('plan_reminder'),
    userId: z.uuid(),
    assessmentId: z.uuid(),
    stepKey: z.enum(BUYING_STEP_KEYS),
    start: z.iso.date(),
    due: z.iso.date(),
    mode: z.enum(['inPerson', 'byProxy', 'remote']),
  }),
  z.object({ kind: z.literal('payment_receipt'), userId: z.uuid(), paymentId: z.uuid() }),
  /** Issue 24 (ADR 086): a message on the case, to the other side; a broker's request for a document, to the applicant. */
  z.object({ kind: z.literal('case_message'), userId: z.uuid(), messageId: z.uuid() }),
  z.object({ kind: z.literal('document_request'), userId: z.uuid(), requestId: z.uuid() }),
  z.object({ kind: z.literal('broker_digest'), userId: z.uuid(), since: z.iso.datetime(), until: z.iso.datetime() }),
]);
export type EmailJob = z.infer<typeof ZEmailJob>;

export interface NotificationsOptions {
  /** The product's public origin: every link in an e-mail starts with it. */
  publicUrl: string;
  from: string;
  /** The documents still missing for an assessment's recommended banks (the reminder's condition). */
  checklist: (assessmentId: string) => Promise<DocumentChecklist | null>;
  /** The longest one SMTP exchange may take (well inside the job's expiry). */
  sendTimeoutMs: number;
}

const newToken = () => randomBytes(32).toString('base64url');
const toPreferences = (disabled: readonly EmailKind[]): EmailPreferences =>
  Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, !disabled.includes(kind)])) as EmailPreferences;

export function createNotificationsService(repo: NotificationsRepository, queue: JobQueue, mailer: Mailer, log: FastifyBaseLogger, options: NotificationsOptions) {
  const base = new URL(options.publicUrl);
  const domain = base.hostname || 'acasa.localhost';

  function enqueue(tx: Transaction, job: EmailJob, sendOptions: { id?: string; startAfter?: number } = {}) {
    return queue.sendInTransaction(tx, QUEUES.email, job, sendOptions);
  }

  async function skip(jobId: string, job: EmailJob, reason: 'unsubscribed' | 'no-recipient' | 'nothing-to-send') {
    await repo.recordDelivery({ jobId, kind: job.kind, userId: reason === 'no-recipient' ? null : job.userId, outcome: 'skipped', reason });
    log.info({ jobId, kind: job.kind, reason }, 'e-mail skipped');
  }

  /**
   * One e-mail job, idempotent by its id: a job already delivered (a retry after a crash
   * between the send and pg-boss's completion) sends nothing; the id is the Message-ID.
   * Preferences and content are read now, so an unsubscribe before the send is honoured.
   */
  async function sendEmailJob(job: { id: string; data: unknown }) {
    const parsed = ZEmailJob.safeParse(job.data);
    if (!parsed.success) {
      // Retrying cannot fix a malformed job: logged, and completed.
      log.error({ jobId: job.id }, 'e-mail job with unreadable data dropped');
      return;
    }
    const data = parsed.data;
    if (await repo.isDelivered(job.id)) return;
    const user = await repo.findRecipient(data.userId);
    if (!user || user.deletedAt) return skip(job.id, data, 'no-recipient');
    const preferences = await repo.ensurePreferences(user.id, newToken());
    if (preferences.disabledKinds.includes(data.kind)) return skip(job.id, data, 'unsubscribed');
    const recipient: Recipient = { email: user.email, firstName: user.firstName, language: user.language as Language };
    const content = await composeEmail(data, recipient, {
      repo,
      checklist: options.checklist,
      links: links(preferences.unsubscribeToken, data.kind),
    });
    if (!content) return skip(job.id, data, 'nothing-to-send');

    const messageId = `<${job.id}@${domain}>`;
    try {
      await mailer.send(
        {
          messageId,
          from: options.from,
          to: user.email,
          subject: content.subject,
          text: content.text,
          html: content.html,
          headers: {
            // RFC 8058: one POST to this address turns this kind off, without signing in.
            'List-Unsubscribe': `<${links(preferences.unsubscribeToken, data.kind).oneClick}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            'Auto-Submitted': 'auto-generated',
            'Content-Language': recipient.language,
          },
        },
        AbortSignal.timeout(options.sendTimeoutMs),
      );
    } catch (error) {
      emailsFailed.inc({ kind: data.kind });
      throw error;
    }
    await repo.recordDelivery({ jobId: job.id, kind: data.kind, userId: user.id, outcome: 'sent', messageId });
    emailsSent.inc({ kind: data.kind });
    log.info({ jobId: job.id, kind: data.kind, transport: mailer.kind }, 'e-mail sent');
  }

  function links(token: string, kind: EmailKind) {
    const query = `token=${encodeURIComponent(token)}&kind=${kind}`;
    return {
      base,
      oneClick: new URL(`/api/notifications/unsubscribe?${query}`, base).toString(),
      unsubscribePage: new URL(`/unsubscribe?${query}`, base).toString(),
      settings: new URL('/settings#notifications', base).toString(),
    };
  }

  return {
    /** GET /api/account/notifications */
    async preferences(userId: string): Promise<EmailPreferences> {
      const row = await repo.findPreferences(userId);
      return toPreferences(row?.disabledKinds ?? []);
    },

    /** PUT /api/account/notifications: the kinds named change, the others stay. */
    async updatePreferences(userId: string, update: EmailPreferencesUpdate): Promise<EmailPreferences> {
      const current = toPreferences((await repo.findPreferences(userId))?.disabledKinds ?? []);
      const next = { ...current, ...update };
      const disabled = EMAIL_KINDS.filter((kind) => !next[kind]);
      const row = await repo.savePreferences(userId, disabled, newToken());
      return toPreferences(row.disabledKinds);
    },

    /** POST /api/notifications/unsubscribe: the e-mail's token turns that kind off (404 for an unknown token). */
    async unsubscribe(query: UnsubscribeQuery): Promise<UnsubscribeResult> {
      const row = await repo.disableByToken(query.token, query.kind);
      if (!row) throw new AppError('NOT_FOUND', 'errors.notFound');
      log.info({ kind: query.kind }, 'unsubscribed by link');
      return { kind: query.kind, isSubscribed: false };
    },

    // Called inside the transaction of the change each one follows (the job commits with it).
    statusChanged: (tx: Transaction, change: { userId: string; assessmentId: string; eventId: number }) => enqueue(tx, { kind: 'status_change', ...change }),
    documentReviewed: (tx: Transaction, review: { userId: string; documentId: string; status: 'accepted' | 'rejected'; reason: string | null }) =>
      enqueue(tx, { kind: 'document_review', ...review }),
    assessmentSubmitted: (tx: Transaction, submission: { userId: string; assessmentId: string }) =>
      enqueue(tx, { kind: 'document_reminder', ...submission }, { startAfter: REMINDER_AFTER_SECONDS }),
    // One job per plan and step, whatever scans ran before (the reminder's row is the first guard).
    planStepDue: (tx: Transaction, reminder: Omit<Extract<EmailJob, { kind: 'plan_reminder' }>, 'kind'>) =>
      enqueue(tx, { kind: 'plan_reminder', ...reminder }, { id: uuidFromName(`plan-reminder:${reminder.assessmentId}:${reminder.stepKey}`) }),
    caseMessagePosted: (tx: Transaction, message: { userId: string; messageId: string }) => enqueue(tx, { kind: 'case_message', ...message }),
    documentRequested: (tx: Transaction, request: { userId: string; requestId: string }) => enqueue(tx, { kind: 'document_request', ...request }),
    paymentReceived: (tx: Transaction, payment: { userId: string; paymentId: string; invoiceKey: string }) =>
      enqueue(tx, { kind: 'payment_receipt', userId: payment.userId, paymentId: payment.paymentId }, { id: uuidFromName(`payment-receipt:${payment.invoiceKey}`) }),

    /**
     * A security e-mail (a password-reset link, ADR 068), sent now instead of queued: a queued
     * job's data stays in the database for days, and this one carries a secret. It is not
     * retried; the person asks again. `id` makes the Message-ID.
     */
    async sendSecurityEmail(email: { id: string; kind: string; to: string; language: Language; content: EmailContent }) {
      try {
        await mailer.send(
          {
            messageId: `<${email.id}@${domain}>`,
            from: options.from,
            to: email.to,
            subject: email.content.subject,
            text: email.content.text,
            html: email.content.html,
            headers: { 'Auto-Submitted': 'auto-generated', 'Content-Language': email.language },
          },
          AbortSignal.timeout(options.sendTimeoutMs),
        );
      } catch (error) {
        emailsFailed.inc({ kind: email.kind });
        throw error;
      }
      emailsSent.inc({ kind: email.kind });
      log.info({ kind: email.kind, transport: mailer.kind }, 'e-mail sent');
    },

    /** An absolute link into the product, from its public origin (PUBLIC_URL). */
    absoluteUrl: (path: string) => new URL(path, base).toString(),

    /** Wakes this instance's e-mail worker (after a commit that added e-mail jobs). */
    nudge: () => queue.nudge(QUEUES.email),

    sendEmailJob,

    /**
     * The daily digest job: one e-mail job per broker for the 24 hours before the digest was
     * due. Their ids come from the digest job's id, so a retried digest adds no second e-mail.
     */
    async brokerDigestJob(job: PgBoss.JobWithMetadata<unknown>) {
      const until = new Date(Math.floor(new Date(job.createdOn).getTime() / 60_000) * 60_000);
      const since = new Date(until.getTime() - DIGEST_WINDOW_MS);
      for (const brokerId of await repo.brokerIds()) {
        const data: EmailJob = { kind: 'broker_digest', userId: brokerId, since: since.toISOString(), until: until.toISOString() };
        await queue.send(QUEUES.email, data, { id: uuidFromName(`broker-digest:${job.id}:${brokerId}`) });
      }
      queue.nudge(QUEUES.email);
    },

    async purgeDeliveries(now = new Date()) {
      return repo.purgeDeliveries(new Date(now.getTime() - DELIVERY_RECORDS_KEPT_MS));
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
