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
  // Issue 24 (ADR 085): a country's buying steps (entity id: the country code).
  'buying_steps',
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
  /**
   * 'order': a list holds the same items in another order; before and after are the items'
   * keys in each order (the Audit tab says "order changed"), rather than every position's
   * fields compared with another item's.
   */
  kind?: 'order';
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The field that names an item of a list (a cost's `key`, a row's `id`, a country's `code`), in this order of preference. */
const ITEM_KEY_FIELDS = ['key', 'id', 'code'] as const;
/** Derived from the item's position: the order change says it once, instead of once per item. */
const POSITION_FIELDS = new Set(['sortOrder']);

/**
 * The field every item of the list names itself by, when each item has one and no two share
 * it; otherwise the list is compared by position.
 */
function itemKeyField(items: unknown[]): (typeof ITEM_KEY_FIELDS)[number] | null {
  if (items.length === 0 || !items.every(isPlainObject)) return null;
  for (const field of ITEM_KEY_FIELDS) {
    const keys = items.map((item) => (item as Record<string, unknown>)[field]);
    if (keys.every((key) => typeof key === 'string' || typeof key === 'number') && new Set(keys.map(String)).size === keys.length) return field;
  }
  return null;
}

/**
 * Nested objects (a scoring category's options) become dotted fields: `income.options.high`.
 * A list of objects that name themselves (a country's costs by `key`) becomes one field group
 * per item, by its name: `items.notary.share`; its position-derived fields (`sortOrder`) are
 * left out. Other lists of objects are numbered from 1: `charges.2.amount`. Lists of plain
 * values (currencies) stay one field.
 */
function flatten(value: Record<string, unknown> | null, keyFields: Map<string, string>, prefix = '', into: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [name, inner] of Object.entries(value ?? {})) {
    const path = `${prefix}${name}`;
    if (isPlainObject(inner)) flatten(inner, keyFields, `${path}.`, into);
    // An emptied named list: its items' fields say what went.
    else if (Array.isArray(inner) && inner.length === 0 && keyFields.has(path)) continue;
    else if (Array.isArray(inner) && inner.some(isPlainObject)) {
      const keyField = keyFields.get(path);
      const entries = keyField
        ? inner.map((item) => {
            const { [keyField]: key, ...rest } = item as Record<string, unknown>;
            const kept = Object.fromEntries(Object.entries(rest).filter(([field]) => !POSITION_FIELDS.has(field)));
            // An item with nothing but its name still shows that it came or went.
            return [String(key), Object.keys(kept).length ? kept : { [keyField]: key }];
          })
        : inner.map((item, index) => [String(index + 1), item]);
      flatten(Object.fromEntries(entries), keyFields, `${path}.`, into);
    } else into[path] = inner;
  }
  return into;
}

/** Every list (by dotted path) found in either version, with its items. */
function listsOf(value: Record<string, unknown> | null, prefix = '', into = new Map<string, unknown[]>()): Map<string, unknown[]> {
  for (const [name, inner] of Object.entries(value ?? {})) {
    const path = `${prefix}${name}`;
    if (isPlainObject(inner)) listsOf(inner, `${path}.`, into);
    else if (Array.isArray(inner) && inner.some(isPlainObject)) into.set(path, inner);
  }
  return into;
}

/**
 * Lists compared by their items' names: a list whose items name themselves the same way before
 * and after (or exists on one side only). A list that does not is compared by position.
 */
function keyedLists(before: Map<string, unknown[]>, after: Map<string, unknown[]>): Map<string, string> {
  const keyFields = new Map<string, string>();
  for (const path of new Set([...before.keys(), ...after.keys()])) {
    const fieldBefore = before.has(path) ? itemKeyField(before.get(path)!) : undefined;
    const fieldAfter = after.has(path) ? itemKeyField(after.get(path)!) : undefined;
    const field = fieldBefore === undefined ? fieldAfter : fieldAfter === undefined || fieldAfter === fieldBefore ? fieldBefore : null;
    if (field) keyFields.set(path, field);
  }
  return keyFields;
}

/**
 * The names of a keyed list's items, in the list's order: by their position field where every
 * item has one (a stored list's rows may have been read back in any order), else as listed.
 */
function itemNames(items: unknown[], keyField: string): string[] {
  const rows = items as Record<string, unknown>[];
  const isPositioned = rows.every((row) => typeof row.sortOrder === 'number');
  const ordered = isPositioned ? [...rows].sort((a, b) => (a.sortOrder as number) - (b.sortOrder as number)) : rows;
  return ordered.map((row) => String(row[keyField]));
}

/**
 * The fields that differ between before and after, in a stable order, nested fields by their
 * dotted path (the Audit tab shows these as its diff; a creation lists every field, a deletion
 * too). Items of a list are matched by their name (`key`, `id` or `code`), so moving an item
 * reads as one "order changed" line and a change as `items.notary.share: 0.010 → 0.012`, not
 * as every position taking its neighbour's values.
 */
export function auditChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditChange[] {
  const listsBefore = listsOf(before);
  const listsAfter = listsOf(after);
  const keyFields = keyedLists(listsBefore, listsAfter);
  const flatBefore = flatten(before, keyFields);
  const flatAfter = flatten(after, keyFields);
  const fields = [...new Set([...Object.keys(flatBefore), ...Object.keys(flatAfter)])];
  const changes: AuditChange[] = fields
    .map((field) => ({ field, before: flatBefore[field] ?? null, after: flatAfter[field] ?? null }))
    .filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
  // The order of the items both versions hold (an added or removed item alone is not a reorder).
  const orderChanges: AuditChange[] = [];
  for (const [path, keyField] of keyFields) {
    if (!listsBefore.has(path) || !listsAfter.has(path)) continue;
    const namesBefore = itemNames(listsBefore.get(path)!, keyField);
    const namesAfter = itemNames(listsAfter.get(path)!, keyField);
    const kept = new Set(namesBefore.filter((name) => namesAfter.includes(name)));
    const orderBefore = namesBefore.filter((name) => kept.has(name));
    const orderAfter = namesAfter.filter((name) => kept.has(name));
    if (JSON.stringify(orderBefore) !== JSON.stringify(orderAfter)) orderChanges.push({ field: path, before: namesBefore, after: namesAfter, kind: 'order' });
  }
  return [...orderChanges, ...changes];
}
