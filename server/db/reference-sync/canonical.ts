import { createHash } from 'node:crypto';

/**
 * One form for a reference value however it travels: a numeric column answers "0.850" where the
 * default says 0.85, jsonb keeps its own key order, a missing field and a null mean the same. The
 * sync compares and remembers rows in this form, so "unedited" means equal in value, not in
 * spelling.
 */
export type Canonical = string | boolean | null | Canonical[] | { [key: string]: Canonical };

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

export function canonical(value: unknown): Canonical {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return NUMBER_TEXT.test(value) ? String(Number(value)) : value;
  if (typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, field]) => [key, canonical(field)]));
  }
  throw new TypeError(`a reference value cannot be a ${typeof value}`);
}

/** The row's fields named in `fields` only (the ones the default sets), canonical. */
export function canonicalFields(row: Record<string, unknown>, fields: readonly string[]): Record<string, Canonical> {
  return Object.fromEntries(fields.map((field) => [field, canonical(row[field])]));
}

/** JSON with sorted keys: equal canonical values give equal text. */
export function canonicalText(value: unknown): string {
  return JSON.stringify(canonical(value));
}

export function sameValues(a: unknown, b: unknown): boolean {
  return canonicalText(a) === canonicalText(b);
}

export function versionOf(value: unknown): string {
  return createHash('sha256').update(canonicalText(value)).digest('hex');
}
