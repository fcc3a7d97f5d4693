import { date, index, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CaseStage } from '../../../core/case-stages';
import { assessments, documents } from './assessments';
import { users } from './users';

/**
 * Issue 24 item 3: one case, followed by both sides. Messages between the applicant and the
 * brokers on an assessment, stored in the product; each side is told by e-mail.
 */
export const caseMessages = pgTable(
  'case_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Which side wrote it (kept when the author's account goes). */
    authorSide: text('author_side').$type<'applicant' | 'broker'>().notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('case_messages_assessment_id_idx').on(t.assessmentId, t.createdAt), index('case_messages_author_id_idx').on(t.authorId)],
);

/** A broker's request for a document ("please upload your 2025 tax statement"), with a due day. */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    documentType: text('document_type').notNull(),
    note: text('note'),
    dueDate: date('due_date').notNull(),
    /** open → fulfilled (a document uploaded for it) or cancelled (by a broker). */
    status: text('status').$type<'open' | 'fulfilled' | 'cancelled'>().notNull().default('open'),
    fulfilledDocumentId: uuid('fulfilled_document_id').references(() => documents.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('document_requests_assessment_id_idx').on(t.assessmentId, t.createdAt),
    index('document_requests_requested_by_idx').on(t.requestedBy),
    index('document_requests_fulfilled_document_id_idx').on(t.fulfilledDocumentId),
  ],
);

/** The case's own changes for the timeline: its stage moved, a broker assigned. */
export const caseEvents = pgTable(
  'case_events',
  {
    id: serial('id').primaryKey(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'stage' | 'assigned'>().notNull(),
    fromStage: text('from_stage').$type<CaseStage>(),
    toStage: text('to_stage').$type<CaseStage>(),
    /** `assigned`: the broker now holding the case (null: unassigned). */
    brokerId: uuid('broker_id').references(() => users.id, { onDelete: 'set null' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    detail: jsonb('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('case_events_assessment_id_idx').on(t.assessmentId, t.createdAt),
    index('case_events_broker_id_idx').on(t.brokerId),
    index('case_events_actor_id_idx').on(t.actorId),
  ],
);
