import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CaseStage } from '../../../core/case-stages';
import type { AssessmentStatus, DocumentStatus, Verdict } from '../../../core/constants';
import type { DocumentReading, ReadingStatus } from '../../../core/schemas/documents';
import { answerColumns } from './answer-columns';
import { users } from './users';

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/**
 * An assessment keeps its inputs, the engine's result, the scoring-config version and the
 * FX date it used, so a score can be explained later. Inputs are nullable because a draft
 * holds partial input; a submitted assessment has them all (validated in core/schemas).
 */
export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<AssessmentStatus>().notNull().default('draft'),
    /** Every answer, one column per field of core/assessment-fields (answer-columns.ts). */
    ...answerColumns(),
    /** Wizard step the draft was left at (1..7). */
    draftStep: integer('draft_step'),
    // Result, set by the server only.
    /** eligible | partial | not_eligible (issue 10); null for drafts and results from before it. */
    verdict: text('verdict').$type<Verdict>(),
    eligibilityScore: integer('eligibility_score'),
    maxLoanAmount: money('max_loan_amount'),
    monthlyPayment: money('monthly_payment'),
    monthlyPaymentStressed: money('monthly_payment_stressed'),
    scoreBreakdown: jsonb('score_breakdown'),
    /** reasons, improvements, flags, metrics (DSTI, LTV, term, route) of the engine result. */
    explanation: jsonb('explanation'),
    bankRecommendations: jsonb('bank_recommendations'),
    scoringConfigVersion: integer('scoring_config_version'),
    fxRateDate: date('fx_rate_date'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    // Issue 24 item 4: the case on the broker's pipeline (null for drafts).
    caseStage: text('case_stage').$type<CaseStage>(),
    assignedBrokerId: uuid('assigned_broker_id').references(() => users.id, { onDelete: 'set null' }),
    /** The first answer is due by then: one working day after submission in the applicant's time zone. */
    responseDueAt: timestamp('response_due_at', { withTimezone: true }),
    /** A broker's first answer (a message, a document request, a status or stage change). */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assessments_user_id_created_at_idx').on(t.userId, t.createdAt),
    // Lists page by (created_at, id) newest first, filtered by status or not: index-only order.
    index('assessments_status_created_at_id_idx').on(t.status, t.createdAt, t.id),
    index('assessments_created_at_id_idx').on(t.createdAt, t.id),
    // The pipeline board: a stage's cards newest first, and one broker's.
    index('assessments_case_stage_submitted_at_idx').on(t.caseStage, t.submittedAt, t.id),
    index('assessments_assigned_broker_idx').on(t.assignedBrokerId, t.caseStage),
    /** One draft per user. */
    uniqueIndex('assessments_one_draft_per_user').on(t.userId).where(sql`${t.status} = 'draft'`),
  ],
);

/** Status history: every change a broker or admin makes, with its note. */
export const assessmentEvents = pgTable(
  'assessment_events',
  {
    id: serial('id').primaryKey(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<AssessmentStatus>(),
    toStatus: text('to_status').$type<AssessmentStatus>().notNull(),
    note: text('note'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assessment_events_assessment_id_idx').on(t.assessmentId, t.createdAt),
    index('assessment_events_actor_id_idx').on(t.actorId),
  ],
);

export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    /** Storage key, never shown to clients. */
    fileName: text('file_name').notNull(),
    originalName: text('original_name').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    documentType: text('document_type').notNull(),
    status: text('status').$type<DocumentStatus>().notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    /** Issue 23: what was read on the document (core/schemas/documents.ts ZDocumentReading); never its text. */
    reading: jsonb('reading').$type<DocumentReading>(),
    /** Issue 23: `pending` while OCR is queued, `done` once read; null when the document is not read (ZDocument.readingStatus). */
    readingStatus: text('reading_status').$type<ReadingStatus>(),
  },
  (t) => [
    index('documents_user_id_idx').on(t.userId, t.uploadedAt),
    index('documents_assessment_id_idx').on(t.assessmentId),
    index('documents_reviewed_by_idx').on(t.reviewedBy),
    index('documents_status_idx').on(t.status),
  ],
);
