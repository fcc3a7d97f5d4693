import { z } from 'zod';
import { multiLine } from './text';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES } from '../constants';

/**
 * Document contracts. Messages are translation keys (namespace `translation`).
 *
 * Upload (POST /api/documents) is multipart/form-data, so it has no JSON body schema; its
 * fields are `assessmentId`, `documentType` and `file` (send the two text fields BEFORE the
 * file: the server then refuses a wrong assessment or type without reading the file).
 */

/** The document types that carry an income: read on upload and checked against the declared income (issue 23). */
export const INCOME_DOCUMENT_TYPES = ['payslip', 'tax_certificate'] as const satisfies readonly (typeof DOCUMENT_TYPES)[number][];

/** Accepted file types, recognised from the file's content (never its name or declared type). */
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];
/** The `accept` attribute of the file input (a hint for the picker; the server decides). */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_DOCUMENT_MEGABYTES = MAX_DOCUMENT_BYTES / (1024 * 1024);
/** Longest original file name kept (characters, extension included). */
export const MAX_DOCUMENT_NAME_LENGTH = 120;
/** Documents one assessment may hold. */
export const MAX_DOCUMENTS_PER_ASSESSMENT = 30;
export const MAX_REJECTION_REASON_LENGTH = 500;

export const ZDocumentType = z.enum(DOCUMENT_TYPES, { error: 'validation.documentType.invalid' });

/** The text fields of the upload form, as the server validates them. */
export const ZDocumentUploadFields = z.object({
  assessmentId: z.string({ error: 'validation.document.assessmentRequired' }).trim().min(1, { error: 'validation.document.assessmentRequired' }),
  documentType: ZDocumentType,
});
export type DocumentUploadFields = z.infer<typeof ZDocumentUploadFields>;

/**
 * What the server read on an income document (issue 23, ADR 082): each figure as the document
 * prints it, or null when the reading was not sure. Shown to the applicant, who decides; it never
 * changes a declared answer by itself. Kept with the document and deleted with it.
 */
export const ZDocumentReading = z.object({
  /** How it was read: the PDF's text layer, or OCR of a photo or scan. */
  method: z.enum(['text', 'ocr']),
  kind: z.enum(['payslip', 'annualStatement']).nullable(),
  employer: z.string().nullable(),
  /** The printed line that names the applicant; null when their name was not found on it. */
  nameLine: z.string().nullable(),
  /** A payslip's month; an annual statement's year with month 12. */
  period: z.object({ year: z.number().int(), month: z.number().int().min(1).max(12) }).nullable(),
  gross: z.number().nullable(),
  net: z.number().nullable(),
  currency: z.string().nullable(),
});
export type DocumentReading = z.infer<typeof ZDocumentReading>;

/**
 * Where the reading of an income document stands (issue 23, ADR 082): `pending` while a photo or
 * scan waits for OCR (a queued job: the upload does not wait for it), `done` once read (its
 * `reading` may still be null: nothing could be read), null for a document that is not read (not
 * an income document, or no layout for its residence country).
 */
export const READING_STATUSES = ['pending', 'done'] as const;
export type ReadingStatus = (typeof READING_STATUSES)[number];

/** A document as every answer gives it. Never the storage key or the owner's other data. */
export const ZDocument = z.object({
  id: z.string(),
  assessmentId: z.string(),
  documentType: z.enum(DOCUMENT_TYPES),
  status: z.enum(DOCUMENT_STATUSES),
  /** The uploader's file name, sanitised (no path, no control characters, at most 120 characters). */
  originalName: z.string(),
  /** The type detected from the content: one of DOCUMENT_MIME_TYPES. */
  fileType: z.string(),
  /** Bytes. */
  fileSize: z.number().int(),
  uploadedAt: z.string(),
  /** Set when a broker rejected the document. */
  rejectionReason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** Payslips and tax statements: what was read (on upload, or by OCR soon after); null for other types, while pending, or when nothing could be read. */
  reading: ZDocumentReading.nullable(),
  /** Whether the reading is still to come: the client asks again while any document is `pending`. */
  readingStatus: z.enum(READING_STATUSES).nullable(),
});
export type DocumentDto = z.infer<typeof ZDocument>;
export const ZDocumentList = z.array(ZDocument);

/** PUT /api/broker/documents/:id/status */
export const ZDocumentReviewRequest = z
  .object({
    status: z.enum(['accepted', 'rejected'], { error: 'validation.documentStatus.invalid' }),
    reason: z
      .string({ error: 'validation.document.reasonRequired' })
      .check(multiLine('reason'))
      .trim()
      .max(MAX_REJECTION_REASON_LENGTH, { error: 'validation.document.reasonMax' })
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'rejected' && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.document.reasonRequired' });
    }
  });
export type DocumentReviewRequest = z.infer<typeof ZDocumentReviewRequest>;

/** GET /api/broker/documents: the review queue (Premium applicants first, then oldest first). */
export const ZBrokerDocumentQuery = z.object({
  status: z.enum(DOCUMENT_STATUSES, { error: 'validation.documentStatus.invalid' }).optional(),
  assessmentId: z.string().optional(),
});
export const ZBrokerDocument = ZDocument.extend({
  applicantEmail: z.string(),
  applicantFirstName: z.string().nullable(),
  applicantLastName: z.string().nullable(),
  /** The applicant's plan includes priority document review (Premium). */
  isPriority: z.boolean(),
});
export type BrokerDocumentDto = z.infer<typeof ZBrokerDocument>;
export const ZBrokerDocumentList = z.array(ZBrokerDocument);

/** GET /api/assessments/:id/document-checklist */
export const ZChecklistItem = z.object({
  documentType: z.enum(DOCUMENT_TYPES),
  /** At least one of the banks the checklist is based on usually asks for this type. */
  isRequested: z.boolean(),
  /** Names of the banks that ask for it. */
  requestedBy: z.array(z.string()),
  /** Uploaded documents of this type, newest first. */
  documents: z.array(ZDocument),
  /** Requested and no pending or accepted document of this type yet (a rejected one does not count). */
  isMissing: z.boolean(),
});
export const ZDocumentChecklist = z.object({
  assessmentId: z.string(),
  /**
   * Which banks the list comes from: the assessment's recommended banks; when it has none
   * (a draft, or no match), the active banks of its property country; `none` when neither exists.
   */
  basis: z.enum(['recommendedBanks', 'countryBanks', 'none']),
  banks: z.array(z.object({ id: z.number(), name: z.string() })),
  /** Requested types first (in DOCUMENT_TYPES order), then other types that have uploads. */
  items: z.array(ZChecklistItem),
  requestedCount: z.number().int(),
  missingCount: z.number().int(),
});
export type DocumentChecklist = z.infer<typeof ZDocumentChecklist>;
