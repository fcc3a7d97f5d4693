import { sql } from 'drizzle-orm';
import type { Transaction } from './sql-executor';

/**
 * Deletes every job that carries a user's id (e-mails queued or retried, reminders due in three
 * days, a broker's digest), queued, active or archived, in the caller's transaction: an erased
 * account leaves no job that would later name it or write a delivery row for it (ADR 070).
 * pg-boss keeps its jobs in its own schema (pgboss.job, pgboss.archive); every job of ours
 * about a person names them as `userId` in its data (notifications.service.ts ZEmailJob).
 */
export async function deleteJobsOfUser(tx: Transaction, userId: string): Promise<number> {
  const found = (await tx.execute(sql`select to_regclass('pgboss.job') is not null as has_job, to_regclass('pgboss.archive') is not null as has_archive`)) as unknown as {
    rows: Array<{ has_job: boolean; has_archive: boolean }>;
  };
  const { has_job: hasJob, has_archive: hasArchive } = found.rows[0] ?? { has_job: false, has_archive: false };
  let deleted = 0;
  if (hasJob) deleted += rowsOf(await tx.execute(sql`delete from pgboss.job where data->>'userId' = ${userId} returning id`));
  if (hasArchive) deleted += rowsOf(await tx.execute(sql`delete from pgboss.archive where data->>'userId' = ${userId} returning id`));
  return deleted;
}

const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows.length;
