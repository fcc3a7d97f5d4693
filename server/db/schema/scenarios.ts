import { index, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AssessmentInput } from '../../../core/schemas/assessment-input';
import type { ScenarioSummary } from '../../../core/schemas/scenarios';
import { assessments } from './assessments';
import { users } from './users';

/**
 * What-if scenarios a signed-in user pinned to compare side by side (issue 14 item 8, ADR 033).
 * The input is re-validated and the summary recomputed on the server when pinned; at most three
 * per user (checked in the service, under a row lock on the user). Erased with the account; a
 * scenario outlives the assessment it came from (the link is only set null).
 */
export const pinnedScenarios = pgTable(
  'pinned_scenarios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assessmentId: uuid('assessment_id').references(() => assessments.id, { onDelete: 'set null' }),
    input: jsonb('input').$type<AssessmentInput>().notNull(),
    summary: jsonb('summary').$type<ScenarioSummary>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pinned_scenarios_user_id_idx').on(t.userId, t.createdAt)],
);
