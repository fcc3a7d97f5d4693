import { asc, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { documents } from '../db/schema';
import { FileNotFoundError, type FileStorage } from './file-storage';

export interface CopyReport {
  /** Documents whose file was copied. */
  copied: number;
  /** Already in the target (an earlier, interrupted run): left as they are. */
  alreadyThere: number;
  /** A document row whose file the source does not have (logged with the document id). */
  missing: string[];
  /** Files removed from the source after their copy was in place (with deleteSource). */
  deletedFromSource: number;
}

export interface CopyOptions {
  db: Database;
  from: FileStorage;
  to: FileStorage;
  /** Remove each file from the source once the target holds it. */
  deleteSource?: boolean;
  batchSize?: number;
  onProgress?: (report: CopyReport) => void;
}

async function has(storage: FileStorage, key: string): Promise<boolean> {
  try {
    (await storage.get(key)).destroy();
    return true;
  } catch (error) {
    if (error instanceof FileNotFoundError) return false;
    throw error;
  }
}

/**
 * Copies the file of every document row from one storage to another (ADR 026), one file at a
 * time (at most 10 MiB in memory), in id order, resumable: a file the target already holds is
 * skipped, so a run cut short is simply run again. Only files a document row names are copied;
 * the rows themselves do not change (the key is the same in every driver).
 */
export async function copyDocuments({ db, from, to, deleteSource = false, batchSize = 200, onProgress }: CopyOptions): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, alreadyThere: 0, missing: [], deletedFromSource: 0 };
  let after: string | null = null;
  for (;;) {
    const batch: Array<{ id: string; key: string }> = await db
      .select({ id: documents.id, key: documents.fileName })
      .from(documents)
      .where(after === null ? undefined : gt(documents.id, after))
      .orderBy(asc(documents.id))
      .limit(batchSize);
    if (batch.length === 0) break;
    for (const { id, key } of batch) {
      if (await has(to, key)) {
        report.alreadyThere += 1;
      } else {
        let content;
        try {
          content = await from.get(key);
        } catch (error) {
          if (!(error instanceof FileNotFoundError)) throw error;
          report.missing.push(id);
          continue;
        }
        await to.put(key, content);
        report.copied += 1;
      }
      if (deleteSource) {
        await from.delete(key);
        report.deletedFromSource += 1;
      }
    }
    after = batch[batch.length - 1].id;
    onProgress?.(report);
  }
  return report;
}
