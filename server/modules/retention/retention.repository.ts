import { sql, type SQL } from 'drizzle-orm';
import type { RetentionKind } from '../../../core/retention';
import type { Database } from '../../db/client';

/**
 * The rows each retention kind deletes once they are past their cutoff (core/retention.ts).
 * Written as SQL by table name, not through the Drizzle tables, so that a kind whose table is
 * not there (an older database, a table not yet migrated) is skipped instead of failing the run.
 */
interface RowKind {
  table: string;
  /** The primary key, to delete a batch by. */
  key: string;
  due: (cutoff: Date) => SQL;
}

const at = (cutoff: Date) => sql`${cutoff.toISOString()}::timestamptz`;

export const ROW_KINDS = {
  sessions: { table: 'sessions', key: 'sid', due: (cutoff) => sql`expire < ${at(cutoff)}` },
  // Used or expired, whichever came first (least() ignores a null used_at).
  passwordResetTokens: { table: 'password_reset_tokens', key: 'id', due: (cutoff) => sql`least(used_at, expires_at) < ${at(cutoff)}` },
  trustedDevices: { table: 'trusted_devices', key: 'token_hash', due: (cutoff) => sql`last_used_at < ${at(cutoff)}` },
  emailDeliveries: { table: 'email_deliveries', key: 'job_id', due: (cutoff) => sql`created_at < ${at(cutoff)}` },
  contactMessages: { table: 'contact_messages', key: 'id', due: (cutoff) => sql`created_at < ${at(cutoff)}` },
  rateLimitAttempts: { table: 'rate_limit_hits', key: 'key', due: (cutoff) => sql`window_start < ${at(cutoff)}` },
  auditTrail: { table: 'admin_audit_log', key: 'id', due: (cutoff) => sql`created_at < ${at(cutoff)}` },
} as const satisfies Partial<Record<RetentionKind, RowKind>>;
export type RowKindName = keyof typeof ROW_KINDS;

/** When an approved or rejected assessment was decided: its last event into that status (else its last change). */
const decidedAt = sql`coalesce(
  (select max(e.created_at) from assessment_events e where e.assessment_id = a.id and e.to_status = a.status),
  a.updated_at)`;

export function createRetentionRepository(db: Database) {
  async function rows<T>(query: SQL): Promise<T[]> {
    return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  }

  return {
    async tableExists(table: string): Promise<boolean> {
      const [row] = await rows<{ found: boolean }>(sql`select to_regclass(${`public.${table}`}) is not null as found`);
      return Boolean(row?.found);
    },

    /**
     * Deletes at most `limit` due rows of a kind, in one short statement of its own, and
     * answers how many: a backlog goes in many small transactions, never one long lock.
     */
    async deleteDueBatch(kind: RowKindName, cutoff: Date, limit: number): Promise<number> {
      const { table, key, due } = ROW_KINDS[kind] as RowKind;
      const t = sql.identifier(table);
      const k = sql.identifier(key);
      const deleted = await rows<{ k: unknown }>(
        sql`delete from ${t} where ${k} in (select ${k} from ${t} where ${due(cutoff)} limit ${limit}) and ${due(cutoff)} returning ${k} as k`,
      );
      return deleted.length;
    },

    /** Drafts nobody changed since `cutoff`, at most `limit`. */
    async dueDrafts(cutoff: Date, limit: number): Promise<string[]> {
      const found = await rows<{ id: string }>(
        sql`select id from assessments where status = 'draft' and updated_at < ${at(cutoff)} order by updated_at limit ${limit}`,
      );
      return found.map((row) => row.id);
    },

    /** The storage keys of the documents of these assessments (a draft rarely has any; deleting it cascades to their rows). */
    async fileKeysOfAssessments(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const found = await rows<{ key: string }>(sql`select file_name as key from documents where assessment_id in ${sql`(${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`}`);
      return found.map((row) => row.key);
    },

    /** Deletes these drafts if they are still untouched drafts (the owner may have typed meanwhile). */
    async deleteDrafts(ids: string[], cutoff: Date): Promise<number> {
      if (ids.length === 0) return 0;
      const deleted = await rows<{ id: string }>(
        sql`delete from assessments where id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) and status = 'draft' and updated_at < ${at(cutoff)} returning id`,
      );
      return deleted.length;
    },

    /** Documents of assessments approved or rejected before `cutoff`, at most `limit`, with their storage keys. */
    dueDocuments: (cutoff: Date, limit: number): Promise<Array<{ id: string; key: string }>> =>
      rows<{ id: string; key: string }>(sql`select d.id, d.file_name as key
        from documents d join assessments a on a.id = d.assessment_id
        where a.status in ('approved', 'rejected') and ${decidedAt} < ${at(cutoff)}
        order by d.uploaded_at limit ${limit}`),

    async deleteDocuments(ids: string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const deleted = await rows<{ id: string }>(
        sql`delete from documents where id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) returning id`,
      );
      return deleted.length;
    },
  };
}

export type RetentionRepository = ReturnType<typeof createRetentionRepository>;
