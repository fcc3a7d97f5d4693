import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditEntityKind } from '../../../core/schemas/audit';
import type { Database } from '../../db/client';
import { adminAuditLog, users } from '../../db/schema';

export interface AuditRecord {
  actorId: string;
  entityKind: AuditEntityKind;
  entityId: string | number;
  action: AuditAction;
  before: object | null;
  after: object | null;
}

/** Row timestamps say when a row was written, which the audit row already says: left out of before/after. */
const OMITTED = new Set(['createdAt', 'updatedAt']);

/** An entity as the trail keeps it: its own fields, JSON-safe (dates as ISO strings, numerics as their strings). */
export function auditSnapshot(row: object | null | undefined): Record<string, unknown> | null {
  if (!row) return null;
  return Object.fromEntries(
    Object.entries(row)
      .filter(([key]) => !OMITTED.has(key))
      .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

/**
 * Writes one audit row with the executor of the change's own transaction (ADR 028): the change
 * and its record commit together or not at all.
 */
export async function recordAudit(tx: Pick<Database, 'insert'>, record: AuditRecord): Promise<void> {
  await tx.insert(adminAuditLog).values({
    actorId: record.actorId,
    entityKind: record.entityKind,
    entityId: String(record.entityId),
    action: record.action,
    before: auditSnapshot(record.before),
    after: auditSnapshot(record.after),
  });
}

export interface AuditFilter {
  entityKind?: AuditEntityKind;
  actorId?: string;
  /** Inclusive UTC days, YYYY-MM-DD. */
  from?: string;
  to?: string;
}

export interface AuditRow {
  id: number;
  createdAt: Date;
  actorId: string | null;
  actorEmail: string | null;
  actorFirstName: string | null;
  actorLastName: string | null;
  entityKind: string;
  entityId: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** For a role change: the user's e-mail (by reference, so an erased account shows as erased). */
  targetEmail: string | null;
}

const whereOf = (filter: AuditFilter): SQL | undefined =>
  and(
    filter.entityKind ? eq(adminAuditLog.entityKind, filter.entityKind) : undefined,
    filter.actorId ? eq(adminAuditLog.actorId, filter.actorId) : undefined,
    filter.from ? gte(adminAuditLog.createdAt, new Date(`${filter.from}T00:00:00Z`)) : undefined,
    // `to` is inclusive: everything before the next day's midnight.
    filter.to ? lt(adminAuditLog.createdAt, sql`(${filter.to}::date + 1)::timestamptz`) : undefined,
  );

/** The Audit tab's reads (newest first; index admin_audit_log(created_at, id) and per kind and actor). */
export function createAuditRepository(db: Database) {
  const actor = alias(users, 'actor');
  const target = alias(users, 'target');
  return {
    list: (filter: AuditFilter, page: { limit: number; offset: number }): Promise<AuditRow[]> =>
      db
        .select({
          id: adminAuditLog.id,
          createdAt: adminAuditLog.createdAt,
          actorId: adminAuditLog.actorId,
          actorEmail: actor.email,
          actorFirstName: actor.firstName,
          actorLastName: actor.lastName,
          entityKind: adminAuditLog.entityKind,
          entityId: adminAuditLog.entityId,
          action: adminAuditLog.action,
          before: adminAuditLog.before,
          after: adminAuditLog.after,
          targetEmail: target.email,
        })
        .from(adminAuditLog)
        .leftJoin(actor, eq(actor.id, adminAuditLog.actorId))
        .leftJoin(target, and(eq(adminAuditLog.entityKind, 'user_role'), eq(sql`${target.id}::text`, adminAuditLog.entityId)))
        .where(whereOf(filter))
        .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
        .limit(page.limit)
        .offset(page.offset),

    async count(filter: AuditFilter): Promise<number> {
      const [row] = await db.select({ value: sql<number>`count(*)::int` }).from(adminAuditLog).where(whereOf(filter));
      return Number(row.value);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
