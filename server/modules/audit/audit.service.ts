import { AUDIT_ACTIONS, AUDIT_ENTITY_KINDS, type AuditEntry, type AuditPage, type AuditQuery } from '../../../core/schemas/audit';
import type { AuditRepository, AuditRow } from './audit.repository';

const str = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** A name a person recognises for the entity, from what the row kept (after, else before). */
function entityLabel(row: AuditRow): string {
  const entity = row.after ?? row.before ?? {};
  switch (row.entityKind) {
    case 'country':
      return `${str(entity.name)} (${str(entity.code)})`;
    case 'bank':
      return str(entity.name);
    case 'lending_rule':
      return `${str(entity.countryCode)} · ${str(entity.loanCurrency)}`;
    case 'exchange_rate':
      return `${str(entity.currency)} · ${str(entity.rateDate)}`;
    case 'user_role':
      return row.targetEmail ?? row.entityId;
    case 'first_home_scheme':
      return `${str(entity.name)} (${str(entity.countryCode)})`;
    case 'closing_costs':
      // The entity id is the country code: the country's whole list is one entity.
      return row.entityId;
    default:
      // scoring and verdict ceilings: the configuration version the change made
      return row.entityId;
  }
}

function toAuditEntry(row: AuditRow): AuditEntry {
  const name = [row.actorFirstName, row.actorLastName].filter(Boolean).join(' ');
  return {
    id: Number(row.id),
    createdAt: row.createdAt.toISOString(),
    actor: row.actorId && row.actorEmail ? { id: row.actorId, email: row.actorEmail, name: name || null } : null,
    entityKind: AUDIT_ENTITY_KINDS.find((kind) => kind === row.entityKind) ?? 'country',
    entityId: row.entityId,
    entityLabel: entityLabel(row) || row.entityId,
    action: AUDIT_ACTIONS.find((action) => action === row.action) ?? 'update',
    before: row.before,
    after: row.after,
  };
}

/** GET /api/admin/audit: the admin audit trail, newest first, filtered and paginated (ADR 028). */
export function createAuditService(repo: AuditRepository) {
  return {
    async list(query: AuditQuery): Promise<AuditPage> {
      const filter = { entityKind: query.entityKind, actorId: query.actorId, from: query.from, to: query.to };
      const [rows, total] = await Promise.all([repo.list(filter, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }), repo.count(filter)]);
      return { items: rows.map(toAuditEntry), total, page: query.page, pageSize: query.pageSize };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
