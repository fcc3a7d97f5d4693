import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every admin change (ADR 028): who, when, what, and the entity before and after, written in
 * the same transaction as the change itself. Rows are never updated or deleted by the product.
 * The actor is a reference, not a copy of their e-mail: a deleted admin's row becomes a
 * tombstone (ADR 061) and the trail shows that, with no personal data kept here.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** country | bank | lending_rule | exchange_rate | scoring | verdict_ceilings | user_role */
    entityKind: text('entity_kind').notNull(),
    entityId: text('entity_id').notNull(),
    /** create | update | delete */
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_created_at_idx').on(t.createdAt, t.id),
    index('admin_audit_log_kind_idx').on(t.entityKind, t.createdAt),
    index('admin_audit_log_actor_idx').on(t.actorId, t.createdAt),
  ],
);
