import { z } from 'zod';
import { pageOf, paginationQuery } from './broker';

/**
 * The admin audit trail (issue 15, ADR 028): GET /api/admin/audit. Each row is one admin change
 * with who made it, when, and the entity before and after (null before a creation and after a
 * deletion).
 */
export const AUDIT_ENTITY_KINDS = [
  'country',
  'bank',
  'lending_rule',
  'exchange_rate',
  'scoring',
  'verdict_ceilings',
  'user_role',
  // Issue 14 (ADR 030): a country's costs of buying (entity id: the country code) and a first-home scheme.
  'closing_costs',
  'first_home_scheme',
] as const;
export type AuditEntityKind = (typeof AUDIT_ENTITY_KINDS)[number];
export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const blankToUndefined = (value: unknown) => (isBlank(value) ? undefined : value);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (value: string) => DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
const day = (key: string) => z.preprocess(blankToUndefined, z.string({ error: key }).refine(isRealDay, { error: key }).optional());

/** ?entityKind=&actorId=&from=&to=&page=&pageSize= (days are UTC and inclusive). */
export const ZAuditQuery = z
  .object({
    entityKind: z.preprocess(blankToUndefined, z.enum(AUDIT_ENTITY_KINDS, { error: 'validation.audit.entityKind.invalid' }).optional()),
    actorId: z.preprocess(blankToUndefined, z.uuid({ error: 'validation.audit.actorId.invalid' }).optional()),
    from: day('validation.audit.from.invalid'),
    to: day('validation.audit.to.invalid'),
    ...paginationQuery,
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.from > query.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.audit.to.beforeFrom' });
  });
export type AuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditEntry = z.object({
  id: z.number(),
  createdAt: z.string(),
  /** Null when the admin's account was deleted. */
  actor: z.object({ id: z.string(), email: z.string(), name: z.string().nullable() }).nullable(),
  entityKind: z.enum(AUDIT_ENTITY_KINDS),
  entityId: z.string(),
  /** A human name for the entity (a country's name, a bank's, a user's e-mail...). */
  entityLabel: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditPage = pageOf(ZAuditEntry);
export type AuditPage = z.infer<typeof ZAuditPage>;

export type AuditValue = unknown;
export interface AuditChange {
  field: string;
  before: AuditValue;
  after: AuditValue;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Nested objects (a scoring category's options) become dotted fields: `income.options.high`;
 * lists of objects (a bank's charges, a country's costs) too, numbered from 1: `charges.2.amount`.
 * Lists of plain values (currencies) stay one field.
 */
function flatten(value: Record<string, unknown> | null, prefix = '', into: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [key, inner] of Object.entries(value ?? {})) {
    if (isPlainObject(inner)) flatten(inner, `${prefix}${key}.`, into);
    else if (Array.isArray(inner) && inner.some(isPlainObject)) {
      flatten(Object.fromEntries(inner.map((item, index) => [String(index + 1), item])), `${prefix}${key}.`, into);
    } else into[`${prefix}${key}`] = inner;
  }
  return into;
}

/**
 * The fields that differ between before and after, in a stable order, nested fields by their
 * dotted path (the Audit tab shows these as its diff; a creation lists every field, a deletion too).
 */
export function auditChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditChange[] {
  const flatBefore = flatten(before);
  const flatAfter = flatten(after);
  const fields = [...new Set([...Object.keys(flatBefore), ...Object.keys(flatAfter)])];
  return fields
    .map((field) => ({ field, before: flatBefore[field] ?? null, after: flatAfter[field] ?? null }))
    .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
}
