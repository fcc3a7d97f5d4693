import type { FastifyBaseLogger } from 'fastify';
import { RETENTION_KINDS, retentionCutoff, type RetentionKind } from '../../../core/retention';
import type { FileStorage } from '../../storage/file-storage';
import { retentionPurged } from './retention-metrics';
import { ROW_KINDS, type RetentionRepository, type RowKindName } from './retention.repository';

/** Rows per statement: small enough that no batch holds its locks for long, large enough for a backlog of millions. */
export const RETENTION_BATCH = 500;

/** Rows deleted per kind; 'skipped' when the kind's table is not in this database, null for kinds kept while the account exists. */
export type PurgeReport = Partial<Record<RetentionKind, number | 'skipped' | null>>;

export interface RetentionDeps {
  storage: FileStorage;
  log: FastifyBaseLogger;
  batchSize?: number;
}

const isRowKind = (kind: RetentionKind): kind is RowKindName => kind in ROW_KINDS;

/**
 * Enforces core/retention.ts (issue 20, ADR 070): each kind's rows past their period are
 * deleted, a batch at a time. Idempotent (a second run finds nothing due) and safe to stop at
 * any point: every batch is its own short transaction, and a document's file is deleted before
 * its row, so an interrupted run leaves at worst a row whose file is gone, which the next run deletes.
 */
export function createRetentionService(repo: RetentionRepository, deps: RetentionDeps) {
  const limit = deps.batchSize ?? RETENTION_BATCH;

  /** Deletes files; false when one could not be deleted (its row is then kept, for the next run). */
  async function deleteFiles(keys: string[]): Promise<boolean> {
    for (const key of keys) {
      try {
        await deps.storage.delete(key);
      } catch (error) {
        deps.log.error({ err: error, key }, 'retention: could not delete a stored document; the next run tries again');
        return false;
      }
    }
    return true;
  }

  async function purgeRows(kind: RowKindName, cutoff: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const deleted = await repo.deleteDueBatch(kind, cutoff, limit);
      total += deleted;
      if (deleted < limit) return total;
    }
  }

  async function purgeDrafts(cutoff: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const ids = await repo.dueDrafts(cutoff, limit);
      if (!(await deleteFiles(await repo.fileKeysOfAssessments(ids)))) return total;
      total += await repo.deleteDrafts(ids, cutoff);
      if (ids.length < limit) return total;
    }
  }

  async function purgeDocuments(cutoff: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const due = await repo.dueDocuments(cutoff, limit);
      if (!(await deleteFiles(due.map((document) => document.key)))) return total;
      total += await repo.deleteDocuments(due.map((document) => document.id));
      if (due.length < limit) return total;
    }
  }

  async function purgeKind(kind: RetentionKind, now: Date): Promise<number | 'skipped' | null> {
    const cutoff = retentionCutoff(kind, now);
    if (!cutoff) return null;
    if (kind === 'drafts') return purgeDrafts(cutoff);
    if (kind === 'documentsAfterDecision') return purgeDocuments(cutoff);
    if (!isRowKind(kind)) {
      // A kind with a period but no purge written for it: loud, so the privacy page never promises what nothing does.
      deps.log.error({ kind }, 'retention: no purge for this kind');
      return 'skipped';
    }
    if (!(await repo.tableExists(ROW_KINDS[kind].table))) return 'skipped';
    return purgeRows(kind, cutoff);
  }

  return {
    /**
     * Deletes what is past its period, kind by kind; a kind that fails is logged and the
     * others still run, then the run fails (the queue retries it once).
     */
    async purge(kinds: readonly RetentionKind[] = RETENTION_KINDS, now: Date = new Date()): Promise<PurgeReport> {
      const report: PurgeReport = {};
      const failed: RetentionKind[] = [];
      const startedAt = performance.now();
      for (const kind of kinds) {
        try {
          const result = await purgeKind(kind, now);
          report[kind] = result;
          if (typeof result === 'number' && result > 0) retentionPurged.inc({ kind }, result);
        } catch (error) {
          failed.push(kind);
          deps.log.error({ err: error, kind }, 'retention: purging a kind failed');
        }
      }
      deps.log.info({ purged: report, failed, ms: Math.round(performance.now() - startedAt) }, 'retention purge');
      if (failed.length > 0) throw new Error(`retention purge failed for: ${failed.join(', ')}`);
      return report;
    },
  };
}

export type RetentionService = ReturnType<typeof createRetentionService>;
