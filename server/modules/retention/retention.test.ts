import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RETENTION, retentionCutoff, type RetentionKind } from '../../../core/retention';
import {
  adminAuditLog,
  assessmentEvents,
  assessments,
  contactMessages,
  documents,
  emailDeliveries,
  passwordResetTokens,
  rateLimitHits,
  sessions,
  trustedDevices,
  users,
} from '../../db/schema';
import { createJobQueue, FAST_TIMINGS, QUEUES } from '../../jobs/job-queue';
import { HOURLY_RETENTION_KINDS, registerPeriodicJobs, RETENTION_CRON } from '../../jobs/periodic-jobs';
import { databaseExecutor } from '../../jobs/sql-executor';
import { metricsRegistry } from '../../observability/metrics';
import { FileNotFoundError, newStorageKey } from '../../storage/file-storage';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createRetentionRepository } from './retention.repository';
import { createRetentionService } from './retention.service';

/**
 * Issue 20: the retention job deletes exactly what is past its period in core/retention.ts,
 * files included, in batches, idempotently; and it is registered to run daily.
 */
let t: TestApp;
let uploadDir: string;
beforeAll(async () => {
  uploadDir = mkdtempSync(join(tmpdir(), 'acasa-retention-'));
  t = await createTestApp({ UPLOAD_DIR: uploadDir });
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const NOW = new Date();
const MINUTE = 60_000;
/** A moment a minute on either side of a kind's cutoff: just outside (due) or just inside (kept) its period. */
const outside = (kind: RetentionKind) => new Date(retentionCutoff(kind, NOW)!.getTime() - MINUTE);
const inside = (kind: RetentionKind) => new Date(retentionCutoff(kind, NOW)!.getTime() + MINUTE);

const service = (batchSize = 2) => createRetentionService(createRetentionRepository(t.database.db), { storage: t.app.services.storage, log: t.app.log, batchSize });

let counter = 0;
async function newUser(): Promise<string> {
  counter += 1;
  const [row] = await t.database.db.insert(users).values({ email: `retention-${Date.now().toString(36)}-${counter}@example.com` }).returning({ id: users.id });
  return row.id;
}

/** A document with its file in storage, on an assessment. */
async function storedDocument(userId: string, assessmentId: string) {
  const key = newStorageKey();
  await t.app.services.storage.put(key, Buffer.from('%PDF-1.4 payslip'));
  const [row] = await t.database.db
    .insert(documents)
    .values({ userId, assessmentId, fileName: key, originalName: 'payslip.pdf', fileType: 'application/pdf', fileSize: 16, documentType: 'payslip' })
    .returning({ id: documents.id });
  return { id: row.id, key };
}

/** An assessment in a status, last changed at `updatedAt`; decided (approved/rejected) at `decidedAt` by an event. */
async function assessment(status: 'draft' | 'submitted' | 'approved' | 'rejected', updatedAt: Date, decidedAt?: Date) {
  const userId = await newUser();
  const [row] = await t.database.db.insert(assessments).values({ userId, status, updatedAt, createdAt: updatedAt }).returning({ id: assessments.id });
  if (decidedAt) {
    await t.database.db.insert(assessmentEvents).values([
      { assessmentId: row.id, fromStatus: 'draft', toStatus: 'submitted', actorId: userId, createdAt: new Date(decidedAt.getTime() - 86_400_000) },
      { assessmentId: row.id, fromStatus: 'submitted', toStatus: status, createdAt: decidedAt },
    ]);
  }
  return { id: row.id, userId };
}

const fileIsGone = (key: string) => expect(t.app.services.storage.get(key)).rejects.toBeInstanceOf(FileNotFoundError);
const fileIsThere = async (key: string) => expect((await t.app.services.storage.get(key)).destroy()).toBeDefined();

describe('the retention purge (core/retention.ts)', () => {
  it('deletes exactly the rows past each period, and the documents\' files, in batches; a second run finds nothing', async () => {
    const db = t.database.db;
    // Drafts untouched for 90 days; a submitted assessment as old is not a draft and stays.
    const oldDraft = await assessment('draft', outside('drafts'));
    const oldDraftFile = await storedDocument(oldDraft.userId, oldDraft.id);
    const oldDraft2 = await assessment('draft', outside('drafts'));
    const oldDraft3 = await assessment('draft', outside('drafts'));
    const recentDraft = await assessment('draft', inside('drafts'));
    const oldSubmitted = await assessment('submitted', outside('drafts'));
    const oldSubmittedFile = await storedDocument(oldSubmitted.userId, oldSubmitted.id);

    // Documents 180 days after the decision (the decision event, not the upload or the last change).
    const approvedLongAgo = await assessment('approved', inside('documentsAfterDecision'), outside('documentsAfterDecision'));
    const dueFiles = [await storedDocument(approvedLongAgo.userId, approvedLongAgo.id), await storedDocument(approvedLongAgo.userId, approvedLongAgo.id)];
    const rejectedLongAgo = await assessment('rejected', outside('documentsAfterDecision'), outside('documentsAfterDecision'));
    dueFiles.push(await storedDocument(rejectedLongAgo.userId, rejectedLongAgo.id));
    const approvedRecently = await assessment('approved', outside('documentsAfterDecision'), inside('documentsAfterDecision'));
    const keptFile = await storedDocument(approvedRecently.userId, approvedRecently.id);

    // Sessions: expired a minute ago, or in a minute (five expired: more than two batches of two).
    const sessionUser = await newUser();
    const session = (sid: string, expire: Date) => ({ sid, sess: { userId: sessionUser, createdAt: NOW.toISOString() }, expire, userId: sessionUser });
    await db.insert(sessions).values([...[1, 2, 3, 4, 5].map((n) => session(`expired-${n}-${sessionUser}`, outside('sessions'))), session(`live-${sessionUser}`, inside('sessions'))]);

    // Reset links: a day after expiry or use.
    const resetUser = await newUser();
    await db.insert(passwordResetTokens).values([
      { userId: resetUser, tokenHash: `expired-${resetUser}`, expiresAt: outside('passwordResetTokens') },
      { userId: resetUser, tokenHash: `used-${resetUser}`, expiresAt: new Date(NOW.getTime() + 3_600_000), usedAt: outside('passwordResetTokens') },
      { userId: resetUser, tokenHash: `recent-${resetUser}`, expiresAt: inside('passwordResetTokens'), usedAt: inside('passwordResetTokens') },
    ]);

    const deviceUser = await newUser();
    await db.insert(trustedDevices).values([
      { tokenHash: `stale-${deviceUser}`, userId: deviceUser, lastUsedAt: outside('trustedDevices') },
      { tokenHash: `used-${deviceUser}`, userId: deviceUser, lastUsedAt: inside('trustedDevices') },
    ]);
    const [oldDelivery, recentDelivery] = [crypto.randomUUID(), crypto.randomUUID()];
    await db.insert(emailDeliveries).values([
      { jobId: oldDelivery, kind: 'status_change', outcome: 'sent', createdAt: outside('emailDeliveries') },
      { jobId: recentDelivery, kind: 'status_change', outcome: 'sent', createdAt: inside('emailDeliveries') },
    ]);
    const message = (name: string, createdAt: Date) => ({ name, email: 'guest@example.com', topic: 'other', message: 'Hello', language: 'ro' as const, createdAt });
    await db.insert(contactMessages).values([message('old guest', outside('contactMessages')), message('recent guest', inside('contactMessages'))]);
    await db.insert(rateLimitHits).values([
      { key: `preview:ip:old-${sessionUser}`, windowStart: outside('rateLimitAttempts'), count: 3 },
      { key: `login:ip:recent-${sessionUser}`, windowStart: inside('rateLimitAttempts'), count: 3 },
    ]);
    await db.insert(adminAuditLog).values([
      { entityKind: 'bank', entityId: 'old', action: 'update', createdAt: outside('auditTrail') },
      { entityKind: 'bank', entityId: 'recent', action: 'update', createdAt: inside('auditTrail') },
    ]);

    const report = await service(2).purge(undefined, NOW);
    expect(report).toEqual({
      drafts: 3,
      documentsAfterDecision: 3,
      sessions: 5,
      passwordResetTokens: 2,
      trustedDevices: 1,
      emailDeliveries: 1,
      contactMessages: 1,
      rateLimitAttempts: 1,
      auditTrail: 1,
      assessments: null,
    });

    const ids = async (table: typeof assessments, list: string[]) => (await db.select({ id: table.id }).from(table).where(inArray(table.id, list))).map((row) => row.id);
    expect((await ids(assessments, [oldDraft.id, oldDraft2.id, oldDraft3.id, recentDraft.id, oldSubmitted.id])).sort()).toEqual([recentDraft.id, oldSubmitted.id].sort());
    await fileIsGone(oldDraftFile.key);
    await fileIsThere(oldSubmittedFile.key);
    for (const file of dueFiles) await fileIsGone(file.key);
    await fileIsThere(keptFile.key);
    const docs = await db.select({ id: documents.id }).from(documents).where(inArray(documents.id, [...dueFiles, keptFile, oldSubmittedFile].map((file) => file.id)));
    expect(docs.map((row) => row.id).sort()).toEqual([keptFile.id, oldSubmittedFile.id].sort());
    // The decided assessments themselves stay (kept while the account exists).
    expect(await ids(assessments, [approvedLongAgo.id, rejectedLongAgo.id])).toHaveLength(2);

    expect((await db.select({ sid: sessions.sid }).from(sessions).where(eq(sessions.userId, sessionUser))).map((row) => row.sid)).toEqual([`live-${sessionUser}`]);
    expect((await db.select({ hash: passwordResetTokens.tokenHash }).from(passwordResetTokens).where(eq(passwordResetTokens.userId, resetUser))).map((row) => row.hash)).toEqual([`recent-${resetUser}`]);
    expect((await db.select({ hash: trustedDevices.tokenHash }).from(trustedDevices).where(eq(trustedDevices.userId, deviceUser))).map((row) => row.hash)).toEqual([`used-${deviceUser}`]);
    expect((await db.select({ id: emailDeliveries.jobId }).from(emailDeliveries).where(inArray(emailDeliveries.jobId, [oldDelivery, recentDelivery]))).map((row) => row.id)).toEqual([recentDelivery]);
    expect((await db.select({ name: contactMessages.name }).from(contactMessages).where(inArray(contactMessages.name, ['old guest', 'recent guest']))).map((row) => row.name)).toEqual(['recent guest']);
    expect((await db.select({ key: rateLimitHits.key }).from(rateLimitHits).where(sql`${rateLimitHits.key} like ${`%${sessionUser}`}`)).map((row) => row.key)).toEqual([`login:ip:recent-${sessionUser}`]);
    expect((await db.select({ id: adminAuditLog.entityId }).from(adminAuditLog).where(inArray(adminAuditLog.entityId, ['old', 'recent']))).map((row) => row.id)).toEqual(['recent']);

    // Idempotent: nothing more is due.
    const again = await service(500).purge(undefined, NOW);
    expect(Object.values(again).filter((count) => typeof count === 'number' && count > 0)).toEqual([]);

    // The operator sees the counts per kind in /metrics.
    const metrics = await metricsRegistry.getSingleMetricAsString('acasa_retention_purged_total');
    expect(metrics).toMatch(/acasa_retention_purged_total\{kind="sessions"\} [5-9]/);
    expect(metrics).toMatch(/acasa_retention_purged_total\{kind="documentsAfterDecision"\} [3-9]/);
  });

  it('skips a kind whose table is not in the database, and purges the others', async () => {
    const db = t.database.db;
    const user = await newUser();
    await db.insert(trustedDevices).values({ tokenHash: `stale-skip-${user}`, userId: user, lastUsedAt: outside('trustedDevices') });
    await db.execute(sql`alter table password_reset_tokens rename to password_reset_tokens_away`);
    try {
      expect(await service().purge(['passwordResetTokens', 'trustedDevices'], NOW)).toEqual({ passwordResetTokens: 'skipped', trustedDevices: 1 });
    } finally {
      await db.execute(sql`alter table password_reset_tokens_away rename to password_reset_tokens`);
    }
  });

  it('states a period for every kind the purge enforces, in whole days', () => {
    for (const [kind, rule] of Object.entries(RETENTION)) {
      expect(rule.days === null || Number.isInteger(rule.days), kind).toBe(true);
    }
  });
});

describe('the retention job', () => {
  it('is registered on the queue to run daily (and at start), and purges through it; the hourly purge takes the short-lived kinds', async () => {
    const calls: Array<readonly RetentionKind[] | undefined> = [];
    const retention = service();
    const queue = createJobQueue(databaseExecutor(t.database), t.app.log, FAST_TIMINGS);
    const spy = {
      exchangeRates: { fetchDaily: async () => undefined },
      planReminders: { remindDueSteps: async () => ({ queued: 0 }) },
      retention: {
        purge: async (kinds?: readonly RetentionKind[]) => {
          calls.push(kinds);
          return retention.purge(kinds);
        },
      },
    };
    registerPeriodicJobs(queue, spy, { isRatesFetchOn: false });
    const user = await newUser();
    await t.database.db.insert(trustedDevices).values({ tokenHash: `stale-job-${user}`, userId: user, lastUsedAt: outside('trustedDevices') });
    await queue.start({ runWorkers: true });
    try {
      const schedules = (await t.database.db.execute(sql`select name, cron, timezone as tz from pgboss.schedule where name in (${QUEUES.retention}, ${QUEUES.purge}) order by name`)) as unknown as {
        rows: Array<{ name: string; cron: string; tz: string }>;
      };
      expect(schedules.rows).toEqual([
        { name: QUEUES.purge, cron: '5 * * * *', tz: 'UTC' },
        { name: QUEUES.retention, cron: RETENTION_CRON, tz: 'UTC' },
      ]);
      // Once a day: a fixed minute and hour, every day of every month.
      expect(RETENTION_CRON).toMatch(/^\d{1,2} \d{1,2} \* \* \*$/);
      // The run at start purges what is due, through the queue's worker.
      await expect.poll(async () => (await t.database.db.select().from(trustedDevices).where(eq(trustedDevices.userId, user))).length, { timeout: 15_000 }).toBe(0);
      await expect.poll(() => calls.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
      expect(calls).toEqual(expect.arrayContaining([undefined, HOURLY_RETENTION_KINDS]));
    } finally {
      await queue.stop();
    }
  });
});
