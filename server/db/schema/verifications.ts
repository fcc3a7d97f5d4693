import { sql } from 'drizzle-orm';
import { index, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { VerificationKind } from '../../../core/schemas/verifications';
import { assessments } from './assessments';
import { users } from './users';

/**
 * Issue 23: what a broker verified on an assessment (its income, the applicant's identity, the
 * property papers), against which documents, who and when; undone only with a reason, and kept
 * after that (the history a bank may ask about). One live verification per kind.
 */
export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<VerificationKind>().notNull(),
    /** Income only: the monthly amount the documents show, in `currency`. */
    amount: numeric('amount', { precision: 12, scale: 2 }),
    currency: text('currency'),
    /** The documents it rests on (ids of this assessment's documents). */
    documentIds: jsonb('document_ids').$type<string[]>().notNull(),
    verifiedBy: uuid('verified_by').references(() => users.id, { onDelete: 'set null' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
    undoneBy: uuid('undone_by').references(() => users.id, { onDelete: 'set null' }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoReason: text('undo_reason'),
  },
  (t) => [
    index('verifications_assessment_id_idx').on(t.assessmentId, t.verifiedAt),
    uniqueIndex('verifications_live_kind_idx').on(t.assessmentId, t.kind).where(sql`${t.undoneAt} is null`),
    index('verifications_verified_by_idx').on(t.verifiedBy),
    index('verifications_undone_by_idx').on(t.undoneBy),
  ],
);
