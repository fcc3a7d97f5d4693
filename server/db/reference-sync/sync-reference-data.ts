import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { shippedReferenceData, type ReferenceData } from '../../../core/reference-data';
import { recordScoringVersion } from '../../modules/admin/admin-engine.repository';
import type { Database } from '../client';
import { referenceDataVersion, referenceDefaultsApplied, scoringConfigVersions } from '../schema';
import { canonical, canonicalFields, sameValues, versionOf, type Canonical } from './canonical';
import { keyOf, REFERENCE_KINDS, type ReferenceKind } from './reference-kinds';

/**
 * Brings a database's reference data up to the shipped defaults at every start (ADR 080), so a
 * change of a default is a change of core/reference-data and nothing else:
 * - a default never written is inserted;
 * - a row still equal to the default last written follows the new default;
 * - a row an admin changed is kept (reported), and one an admin deleted stays deleted;
 * - a row that already equals the new default is only recorded.
 * One transaction under an advisory lock, so two processes starting at once write once; an
 * unchanged version costs one query. Rows the defaults do not name (an admin's own country,
 * bank or rule; the daily exchange rates) are never touched.
 */
export interface ReferenceSyncReport {
  /** Nothing to do: the database already holds this version. */
  upToDate: boolean;
  inserted: number;
  updated: number;
  /** "lending_rules RO/RON": rows an admin changed, kept as the admin left them. */
  keptEdited: string[];
  /** Rows an admin deleted, left deleted. */
  keptDeleted: string[];
  /** The scoring version this sync recorded, when the scoring or its ceilings changed. */
  scoringVersion: number | null;
}

/** Any fixed number: one lock for every process syncing the same database. */
const SYNC_LOCK = 2_110_021;
/** Part of the version: a change of how the sync writes makes every database sync once more. */
const SYNC_FORMAT = 1;

type Row = Record<string, unknown>;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function syncReferenceData(db: Database, data: ReferenceData = shippedReferenceData): Promise<ReferenceSyncReport> {
  const version = versionOf({ format: SYNC_FORMAT, data });
  const report: ReferenceSyncReport = { upToDate: false, inserted: 0, updated: 0, keptEdited: [], keptDeleted: [], scoringVersion: null };
  if ((await storedVersion(db)) === version) return { ...report, upToDate: true };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SYNC_LOCK})`);
    if ((await storedVersion(tx)) === version) return { ...report, upToDate: true };
    let scoringChanged = false;
    for (const kind of REFERENCE_KINDS) {
      const written = await syncKind(tx, kind, kind.rows(data) as readonly Row[], report);
      if (written.some((key) => affectsScoring(kind, key))) scoringChanged = true;
    }
    const [anyVersion] = await tx.select({ version: scoringConfigVersions.version }).from(scoringConfigVersions).limit(1);
    if (scoringChanged || !anyVersion) report.scoringVersion = await recordScoringVersion(tx, null);
    await tx
      .insert(referenceDataVersion)
      .values({ id: 1, version })
      .onConflictDoUpdate({ target: referenceDataVersion.id, set: { version, syncedAt: sql`now()` } });
    return report;
  });
}

async function storedVersion(db: Pick<Database, 'select'>): Promise<string | null> {
  const [row] = await db.select({ version: referenceDataVersion.version }).from(referenceDataVersion).where(eq(referenceDataVersion.id, 1));
  return row?.version ?? null;
}

/** A scoring category, or an engine parameter that caps a verdict's score, changes what a score is. */
function affectsScoring(kind: ReferenceKind, key: string): boolean {
  return kind.name === 'scoring_config' || (kind.name === 'engine_parameters' && key.startsWith('verdictMaxScore.'));
}

/** Syncs one kind; answers the keys of the rows it inserted or updated. */
async function syncKind(tx: Tx, kind: ReferenceKind, defaults: readonly Row[], report: ReferenceSyncReport): Promise<string[]> {
  const columns = getTableColumns(kind.table) as Record<string, PgColumn>;
  const rowsByKey = groupByKey(kind, (await tx.select().from(kind.table)) as Row[]);
  const applied = new Map(
    (await tx.select().from(referenceDefaultsApplied).where(eq(referenceDefaultsApplied.kind, kind.name))).map((record) => [record.rowKey, record.applied]),
  );
  const toInsert: Row[] = [];
  const toRecord = new Map<string, Record<string, Canonical>>();
  /** The defaults written (inserted or followed), by key. */
  const written = new Map<string, Row>();

  for (const values of withoutIds(kind, defaults)) {
    const key = keyOf(kind, values);
    const wanted = canonicalFields(values, Object.keys(values));
    const lastApplied = applied.get(key);
    const rows = rowsByKey.get(key) ?? [];
    if (rows.length === 0) {
      if (lastApplied) report.keptDeleted.push(`${kind.name} ${key}`);
      else {
        toInsert.push(values);
        toRecord.set(key, wanted);
      }
      continue;
    }
    const [row] = rows;
    if (rows.length === 1 && sameValues(canonicalFields(row, Object.keys(values)), wanted)) {
      if (!lastApplied || !sameValues(lastApplied, wanted)) toRecord.set(key, wanted);
      continue;
    }
    const unedited = rows.length === 1 && lastApplied !== undefined && sameValues(canonicalFields(row, Object.keys(lastApplied)), lastApplied);
    if (!unedited) {
      report.keptEdited.push(`${kind.name} ${key}`);
      continue;
    }
    await tx
      .update(kind.table)
      .set({ ...values, ...(kind.hasUpdatedAt ? { updatedAt: sql`now()` } : {}) } as never)
      .where(matchKey(kind, columns, values));
    toRecord.set(key, wanted);
    written.set(key, values);
    report.updated += 1;
  }

  if (toInsert.length) {
    await tx.insert(kind.table).values(toInsert as never);
    for (const values of toInsert) written.set(keyOf(kind, values), values);
    report.inserted += toInsert.length;
  }
  if (written.size) await checkStoredAsGiven(tx, kind, written);
  if (toRecord.size) {
    await tx
      .insert(referenceDefaultsApplied)
      .values([...toRecord].map(([rowKey, values]) => ({ kind: kind.name, rowKey, applied: values })))
      .onConflictDoUpdate({
        target: [referenceDefaultsApplied.kind, referenceDefaultsApplied.rowKey],
        set: { applied: sql`excluded.applied`, appliedAt: sql`now()` },
      });
  }
  return [...written.keys()];
}

/** Seed rows carry no id (a database assigns it); a default that names one is a mistake in the data. */
function withoutIds(kind: ReferenceKind, defaults: readonly Row[]): Row[] {
  const seen = new Set<string>();
  return defaults.map(({ id: _id, ...values }) => {
    const key = keyOf(kind, values);
    if (seen.has(key)) throw new Error(`reference data: two ${kind.name} defaults are both ${key} (${kind.keyFields.join(', ')} must be unique)`);
    seen.add(key);
    return values;
  });
}

function groupByKey(kind: ReferenceKind, rows: Row[]): Map<string, Row[]> {
  const byKey = new Map<string, Row[]>();
  for (const row of rows) {
    const key = keyOf(kind, row);
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  return byKey;
}

function matchKey(kind: ReferenceKind, columns: Record<string, PgColumn>, values: Row): SQL {
  return and(...kind.keyFields.map((field) => eq(columns[field], values[field])))!;
}

/**
 * Reads back what was written: a default its column cannot hold as given (0.8555 in a numeric(4,3))
 * would otherwise look like an admin's edit at every later start. The start fails, naming it.
 */
async function checkStoredAsGiven(tx: Tx, kind: ReferenceKind, written: ReadonlyMap<string, Row>) {
  const stored = groupByKey(kind, (await tx.select().from(kind.table)) as Row[]);
  for (const [key, values] of written) {
    const [row] = stored.get(key) ?? [];
    for (const [field, value] of Object.entries(values)) {
      if (!row || !sameValues(row[field], value)) {
        throw new Error(`reference data: ${kind.name} ${key}: ${field} ${JSON.stringify(canonical(value))} is stored as ${JSON.stringify(canonical(row?.[field]))}`);
      }
    }
  }
}
