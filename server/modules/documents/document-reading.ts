import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { z } from 'zod';
import type { DocumentType } from '../../../core/constants';
import type { DocumentMimeType, DocumentReading } from '../../../core/schemas/documents';
import { QUEUES, uuidFromName, type JobQueue } from '../../jobs/job-queue';
import type { Transaction } from '../../jobs/sql-executor';
import { FileNotFoundError, type FileStorage } from '../../storage/file-storage';
import { readAll } from '../../storage/read-all';
import { createOcrReader, type OcrReader } from '../income-reading/ocr';
import { readIncomeByOcr } from '../income-reading/read-upload';
import type { DocumentsRepository } from './documents.repository';

/** What a reading job carries: ids only. `userId` lets an account's erasure delete its jobs (user-jobs.ts). */
export const ZReadingJob = z.object({ documentId: z.uuid(), userId: z.uuid() });

/** Queues a pending document's reading inside the upload's transaction, and wakes the worker after the commit. */
export interface ReadingQueue {
  queueReading(tx: Transaction, document: { id: string; userId: string }): Promise<unknown>;
  nudge(): void;
}

/**
 * Photos and scans of income documents read by OCR as a job of the queue (issue 23, ADR 082): the
 * upload stores the document at once with its reading `pending`; the job reads the stored file and
 * stores what was read, `done`. A document deleted meanwhile is skipped; a reading that fails is
 * stored as done with nothing read (the document is never failed for it, and the job not retried);
 * storage that cannot be reached is retried twice. The text read is never logged or kept.
 */
export function createDocumentReading(deps: { repo: DocumentsRepository; storage: FileStorage; queue: JobQueue; log: FastifyBaseLogger; ocr?: OcrReader }) {
  const { repo, storage, queue, log } = deps;
  const ocr = deps.ocr ?? createOcrReader();
  let isClosing = false;

  async function loadBytes(fileName: string, job: PgBoss.JobWithMetadata<unknown>): Promise<Uint8Array | null> {
    try {
      return await readAll(await storage.get(fileName));
    } catch (error) {
      // A file gone is nothing to read; storage out of reach is tried again, up to the job's last attempt.
      if (error instanceof FileNotFoundError || job.retryCount >= job.retryLimit) return null;
      throw error;
    }
  }

  async function readJob(job: PgBoss.JobWithMetadata<unknown>) {
    const parsed = ZReadingJob.safeParse(job.data);
    if (!parsed.success) {
      log.error({ jobId: job.id }, 'document-reading job with unreadable data dropped');
      return;
    }
    const { documentId } = parsed.data;
    const document = await repo.findForReading(documentId);
    // Deleted meanwhile (by its owner, or with the account), or already read (a retry after a crash).
    if (!document || document.readingStatus !== 'pending') return;
    const startedAt = performance.now();
    const bytes = await loadBytes(document.fileName, job);
    let reading: DocumentReading | null = null;
    if (bytes) {
      try {
        reading = await readIncomeByOcr(
          {
            documentType: document.documentType as DocumentType,
            mimeType: document.fileType as DocumentMimeType,
            residenceCountry: document.residenceCountry,
            holderName: [document.firstName, document.lastName].filter(Boolean).join(' ') || null,
          },
          bytes,
          ocr,
        );
      } catch (error) {
        // Stopped by the app's shutdown, not by the document: read again after the restart.
        if (isClosing) throw error;
        // Nothing of the error: Tesseract's and pdf.js's messages may quote the document.
        log.warn({ documentId, jobId: job.id }, 'a document could not be read by OCR; it stays unread');
      }
    }
    await repo.saveReading(documentId, reading);
    // Ids, time and whether anything was found: never a figure, a name or the text.
    log.info({ documentId, jobId: job.id, ms: Math.round(performance.now() - startedAt), isRead: reading !== null }, 'document read by OCR');
  }

  queue.register(QUEUES.documentReading, { handler: readJob });

  const readingQueue: ReadingQueue = {
    // One job per document, whatever happens to the transaction around it.
    queueReading: (tx, document) =>
      queue.sendInTransaction(tx, QUEUES.documentReading, { documentId: document.id, userId: document.userId }, { id: uuidFromName(`document-reading:${document.id}`) }),
    nudge: () => queue.nudge(QUEUES.documentReading),
  };

  return {
    readingQueue,
    /** Ends the OCR worker (the app closing): its thread would keep the process alive. */
    close: () => {
      isClosing = true;
      return ocr.close();
    },
    /** Tests and the bench: whether an OCR worker (and its memory) is alive. */
    hasOcrWorker: () => ocr.hasWorker(),
  };
}
