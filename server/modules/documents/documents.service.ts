import type { FastifyBaseLogger } from 'fastify';
import type { Readable } from 'node:stream';
import type { Role } from '../../../core/constants';
import { AppError } from '../../../core/errors';
import {
  MAX_DOCUMENTS_PER_ASSESSMENT,
  ZDocumentUploadFields,
  type BrokerDocumentDto,
  type DocumentChecklist,
  type DocumentDto,
  type DocumentMimeType,
  type DocumentReviewRequest,
} from '../../../core/schemas/documents';
import type { PlanHolder } from '../../../core/plans';
import { assertHasFeature } from '../plans/plan-enforcement';
import { FileNotFoundError, newStorageKey, type FileStorage } from '../../storage/file-storage';
import { buildChecklist, recommendedBankIds } from './checklist';
import type { DocumentRow, DocumentsRepository } from './documents.repository';
import { sanitiseFileName } from './file-name';
import { multipartError, receiveFile, type UploadPart } from './upload';
import { readIncomeUpload } from '../income-reading/read-upload';
import { readAll } from '../../storage/read-all';
import type { Transaction } from '../../jobs/sql-executor';
import type { ReadingQueue } from './document-reading';

export interface Actor {
  id: string;
  role: Role;
}

/** The uploader's name, looked for on an income document (issue 23). */
export interface DocumentHolder {
  firstName?: string | null;
  lastName?: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CAN_READ_ANY: readonly Role[] = ['broker', 'admin'];
/** The upload's text fields, each with its message when the value cannot be one. */
const UPLOAD_FIELDS = new Map([
  ['assessmentId', 'validation.assessmentId.invalid'],
  ['documentType', 'validation.documentType.invalid'],
]);
const BROKER_QUEUE_LIMIT = 500;

const notFound = () => new AppError('NOT_FOUND', 'errors.notFound');

export function toDocument(row: DocumentRow): DocumentDto {
  return {
    id: row.id,
    assessmentId: row.assessmentId,
    documentType: row.documentType as DocumentDto['documentType'],
    status: row.status,
    originalName: row.originalName,
    fileType: row.fileType,
    fileSize: row.fileSize,
    uploadedAt: row.uploadedAt.toISOString(),
    rejectionReason: row.rejectionReason,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reading: row.reading ?? null,
    readingStatus: row.readingStatus ?? null,
  };
}

/** The applicant's e-mail about a review, queued in the review's transaction (ADR 025). */
export interface DocumentReviewNotifier {
  documentReviewed(tx: Transaction, review: { userId: string; documentId: string; status: 'accepted' | 'rejected'; reason: string | null }): Promise<unknown>;
  nudge(): void;
}

export function createDocumentsService(
  repo: DocumentsRepository,
  storage: FileStorage,
  log: FastifyBaseLogger,
  notifier?: DocumentReviewNotifier,
  /** Photos and scans of income documents, read by OCR after the upload (document-reading.ts). */
  readingQueue?: ReadingQueue,
  /** Issue 24 (ADR 086): the case's hook, in the upload's transaction: the upload fulfils the oldest open request of its type. */
  afterUpload?: (tx: Transaction, document: DocumentRow) => Promise<unknown>,
) {
  /** The caller's own assessment, or 404 (also for a malformed id or someone else's). */
  async function ownAssessment(actor: Actor, assessmentId: string) {
    if (!UUID.test(assessmentId)) throw notFound();
    const assessment = await repo.findAssessment(assessmentId);
    if (!assessment || assessment.userId !== actor.id) throw notFound();
    return assessment;
  }

  /** Owner, broker or admin may read; anyone else gets 404, never 403. */
  async function readableAssessment(actor: Actor, assessmentId: string) {
    if (!UUID.test(assessmentId)) throw notFound();
    const assessment = await repo.findAssessment(assessmentId);
    if (!assessment) throw notFound();
    const isOwner = assessment.userId === actor.id;
    // A draft is its owner's alone (issue 11): to anyone else it does not exist.
    if (!isOwner && (assessment.status === 'draft' || !CAN_READ_ANY.includes(actor.role))) throw notFound();
    return assessment;
  }

  /**
   * The documents the recommended banks (else the country's banks) ask for, and which are in;
   * only `bankId`'s when one is given (a buying plan's chosen bank, ADR 085).
   */
  async function checklistOf(assessment: NonNullable<Awaited<ReturnType<DocumentsRepository['findAssessment']>>>, bankId: number | null = null): Promise<DocumentChecklist> {
    const ids = bankId === null ? recommendedBankIds(assessment.bankRecommendations) : [bankId];
    // In the order the engine recommended them.
    const recommended = (await repo.banksByIds(ids)).sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
    const countryBanks = recommended.length === 0 && assessment.originCountry ? await repo.activeBanksOfCountry(assessment.originCountry) : [];
    const banks = recommended.length > 0 ? recommended : countryBanks;
    const basis = recommended.length > 0 ? 'recommendedBanks' : countryBanks.length > 0 ? 'countryBanks' : 'none';
    const documents = (await repo.listByAssessment(assessment.id)).map(toDocument);
    return buildChecklist({ assessmentId: assessment.id, basis, banks, documents });
  }

  function tooManyDocuments() {
    return new AppError('CONFLICT', 'errors.document.tooMany', { values: { max: MAX_DOCUMENTS_PER_ASSESSMENT } });
  }

  async function readableDocument(actor: Actor, id: string): Promise<DocumentRow> {
    if (!UUID.test(id)) throw notFound();
    const row = await repo.findById(id);
    if (!row) throw notFound();
    if (row.userId !== actor.id) {
      if (!CAN_READ_ANY.includes(actor.role)) throw notFound();
      // A draft's documents are its owner's alone (issue 11).
      if ((await repo.findAssessment(row.assessmentId))?.status === 'draft') throw notFound();
    }
    return row;
  }

  /** Checks the text fields; the first failure is the message, every failure a field error. */
  async function checkFields(actor: Actor, fields: Record<string, string>) {
    const parsed = ZDocumentUploadFields.safeParse(fields);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
      throw new AppError('VALIDATION_ERROR', Object.values(fieldErrors)[0], { fieldErrors });
    }
    const assessment = await ownAssessment(actor, parsed.data.assessmentId);
    // Checked early to refuse before the file streams; the insert checks again under a lock.
    if ((await repo.countByAssessment(assessment.id)) >= MAX_DOCUMENTS_PER_ASSESSMENT) throw tooManyDocuments();
    return { ...parsed.data, residenceCountry: assessment.residenceCountry };
  }

  async function removeStored(key: string) {
    try {
      await storage.delete(key);
    } catch (error) {
      log.error({ err: error, key }, 'could not delete a stored upload');
    }
  }

  return {
    /**
     * POST /api/documents. The text fields are checked as soon as both have arrived (before
     * the file when the client sends them first); the file is checked by content while it
     * streams to storage. Any refusal, at any point, leaves no row and no stored file.
     */
    async upload(actor: Actor & PlanHolder & DocumentHolder, parts: AsyncIterable<UploadPart>): Promise<DocumentDto> {
      // Every plan includes it today (core/plans.ts); checked so that moving it is a data change.
      assertHasFeature(actor, 'documentUpload');
      const fields: Record<string, string> = {};
      let checked: Awaited<ReturnType<typeof checkFields>> | null = null;
      let stored: { key: string; type: DocumentMimeType; size: number; originalName: string } | null = null;
      const iterator = parts[Symbol.asyncIterator]();
      try {
        for (;;) {
          let next: IteratorResult<UploadPart>;
          try {
            next = await iterator.next();
          } catch (error) {
            throw multipartError(error);
          }
          if (next.done) break;
          const part = next.value;
          if (part.type === 'field') {
            const invalid = UPLOAD_FIELDS.get(part.fieldname);
            if (invalid === undefined || typeof part.value !== 'string') continue;
            // The parser keeps a field's first bytes only (fieldSize): a longer value is refused, never read cut short.
            if (part.valueTruncated) throw new AppError('VALIDATION_ERROR', invalid, { fieldErrors: { [part.fieldname]: invalid } });
            fields[part.fieldname] = part.value;
            continue;
          }
          if (part.fieldname !== 'file') {
            part.file.destroy();
            throw new AppError('VALIDATION_ERROR', 'validation.document.fileRequired', { fieldErrors: { file: 'validation.document.fileRequired' } });
          }
          if (fields.assessmentId !== undefined && fields.documentType !== undefined) {
            try {
              checked = await checkFields(actor, fields);
            } catch (error) {
              part.file.destroy();
              throw error;
            }
          }
          const key = newStorageKey();
          const { type, size } = await receiveFile(part.file, storage, key);
          stored = { key, type, size, originalName: sanitiseFileName(part.filename, type) };
        }
        if (!stored) {
          throw new AppError('VALIDATION_ERROR', 'validation.document.fileRequired', { fieldErrors: { file: 'validation.document.fileRequired' } });
        }
        checked ??= await checkFields(actor, fields);
        // Issue 23: a payslip or tax statement in a text PDF is read before its row is written, so
        // the row holds what was read from the start (never logged; deleted with the document); a
        // photo or scan is stored `pending`, and its OCR job is queued with the row.
        const { key } = stored;
        const { reading, readingStatus } = await readIncomeUpload(
          {
            documentType: checked.documentType,
            mimeType: stored.type,
            residenceCountry: checked.residenceCountry,
            holderName: [actor.firstName, actor.lastName].filter(Boolean).join(' ') || null,
          },
          async () => readAll(await storage.get(key)),
        );
        const row = await repo.insertWithinLimit(
          {
            userId: actor.id,
            assessmentId: checked.assessmentId,
            documentType: checked.documentType,
            fileName: stored.key,
            originalName: stored.originalName,
            fileType: stored.type,
            fileSize: stored.size,
            reading,
            // Without a queue (a service built for a test) nothing would ever read it: not read.
            readingStatus: readingStatus === 'pending' && !readingQueue ? null : readingStatus,
          },
          MAX_DOCUMENTS_PER_ASSESSMENT,
          async (tx, inserted) => {
            if (readingStatus === 'pending' && readingQueue) await readingQueue.queueReading(tx, inserted);
            if (afterUpload) await afterUpload(tx, inserted);
          },
        );
        if (!row) throw tooManyDocuments();
        if (row.readingStatus === 'pending') readingQueue?.nudge();
        return toDocument(row);
      } catch (error) {
        if (stored) await removeStored(stored.key);
        await iterator.return?.().catch(() => {});
        throw error;
      }
    },

    /** GET /api/documents: the caller's own documents, newest first. */
    async listOwn(actor: Actor): Promise<DocumentDto[]> {
      return (await repo.listByUser(actor.id)).map(toDocument);
    },

    /** GET /api/documents/:id/file: the stored file with its name and type, for owner, broker or admin. */
    async openFile(actor: Actor, id: string): Promise<{ stream: Readable; document: DocumentRow }> {
      const document = await readableDocument(actor, id);
      try {
        return { stream: await storage.get(document.fileName), document };
      } catch (error) {
        if (error instanceof FileNotFoundError) {
          log.error({ documentId: id }, 'document row without its stored file');
          throw notFound();
        }
        throw error;
      }
    },

    /** DELETE /api/documents/:id: the owner, while the document is pending. */
    async deleteOwn(actor: Actor, id: string): Promise<void> {
      if (!UUID.test(id)) throw notFound();
      const row = await repo.findById(id);
      if (!row || row.userId !== actor.id) throw notFound();
      const deleted = await repo.deletePending(id, actor.id);
      if (!deleted) throw new AppError('CONFLICT', 'errors.document.notPending');
      await removeStored(deleted.fileName);
    },

    /** PUT /api/broker/documents/:id/status */
    async review(actor: Actor, id: string, body: DocumentReviewRequest): Promise<DocumentDto> {
      if (!UUID.test(id)) throw notFound();
      const reason = body.status === 'rejected' ? (body.reason ?? null) : null;
      const row = await repo.review(
        id,
        { status: body.status, reason, reviewerId: actor.id },
        notifier && ((tx, reviewed) => notifier.documentReviewed(tx, { userId: reviewed.userId, documentId: reviewed.id, status: body.status, reason })),
      );
      if (!row) throw notFound();
      notifier?.nudge();
      return toDocument(row);
    },

    /** GET /api/broker/documents: Premium applicants first, then oldest first. */
    async reviewQueue(filter: { status?: DocumentRow['status']; assessmentId?: string }): Promise<BrokerDocumentDto[]> {
      if (filter.assessmentId !== undefined && !UUID.test(filter.assessmentId)) return [];
      const rows = await repo.reviewQueue(filter, BROKER_QUEUE_LIMIT);
      return rows.map((row) => ({
        ...toDocument(row.document),
        applicantEmail: row.applicantEmail,
        applicantFirstName: row.applicantFirstName,
        applicantLastName: row.applicantLastName,
        isPriority: Boolean(row.isPriority),
      }));
    },

    /** GET /api/assessments/:id/document-checklist */
    async checklist(actor: Actor, assessmentId: string): Promise<DocumentChecklist> {
      return checklistOf(await readableAssessment(actor, assessmentId));
    },

    /**
     * The checklist with no caller (the reminder job, ADR 025; a buying plan, for its chosen bank
     * when `bankId` is set); null when the assessment is gone.
     */
    async systemChecklist(assessmentId: string, bankId: number | null = null): Promise<DocumentChecklist | null> {
      const assessment = UUID.test(assessmentId) ? await repo.findAssessment(assessmentId) : undefined;
      return assessment ? checklistOf(assessment, bankId) : null;
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
