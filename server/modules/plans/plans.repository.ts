import { and, count, eq, gte, lt, ne } from 'drizzle-orm';
import { monthWindowUtc } from '../../../core/plans';
import type { Database } from '../../db/client';
import { assessments } from '../../db/schema';

/**
 * Assessments the user submitted in the calendar month (UTC) of `now`: the count that
 * assertCanSubmitAssessment takes. Drafts are not counted; a submitted assessment keeps
 * counting whatever its later review status. Takes the database or a transaction, so the
 * submit transaction can count under its lock.
 */
export async function countSubmittedInMonth(executor: Database, userId: string, now: Date = new Date()): Promise<number> {
  const { start, end } = monthWindowUtc(now);
  const [row] = await executor
    .select({ n: count() })
    .from(assessments)
    .where(and(eq(assessments.userId, userId), ne(assessments.status, 'draft'), gte(assessments.submittedAt, start), lt(assessments.submittedAt, end)));
  return Number(row?.n ?? 0);
}

export function createPlansRepository(db: Database) {
  return {
    countSubmittedInMonth: (userId: string, now: Date = new Date()) => countSubmittedInMonth(db, userId, now),
  };
}

export type PlansRepository = ReturnType<typeof createPlansRepository>;
