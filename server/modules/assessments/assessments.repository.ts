import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AssessmentStatus } from '../../../core/constants';
import type { Database } from '../../db/client';
import { assessmentEvents, assessments, users } from '../../db/schema';
import type { Transaction } from '../../jobs/sql-executor';
import { countSubmittedInMonth } from '../plans/plans.repository';

export type AssessmentRow = typeof assessments.$inferSelect;
/** The columns a service may write: inputs and results; never id, owner, status or timestamps. */
export type AssessmentValues = Omit<typeof assessments.$inferInsert, 'id' | 'userId' | 'status' | 'createdAt' | 'updatedAt' | 'submittedAt'>;

export interface AssessmentEventRow {
  id: number;
  assessmentId: string;
  fromStatus: AssessmentStatus | null;
  toStatus: AssessmentStatus;
  note: string | null;
  actorFirstName: string | null;
  actorLastName: string | null;
  createdAt: Date;
}

const isDraftOf = (userId: string) => and(eq(assessments.userId, userId), eq(assessments.status, 'draft'));

export function createAssessmentsRepository(db: Database) {
  return {
    async findById(id: string): Promise<AssessmentRow | undefined> {
      const [row] = await db.select().from(assessments).where(eq(assessments.id, id)).limit(1);
      return row;
    },

    async findDraft(userId: string): Promise<AssessmentRow | undefined> {
      const [row] = await db.select().from(assessments).where(isDraftOf(userId)).limit(1);
      return row;
    },

    /** Newest first; the draft (if any) is included. */
    listByUser: (userId: string): Promise<AssessmentRow[]> =>
      db.select().from(assessments).where(eq(assessments.userId, userId)).orderBy(desc(assessments.createdAt), desc(assessments.id)),

    /** The status history of all the given assessments in one query, oldest first. */
    async listEvents(assessmentIds: readonly string[]): Promise<AssessmentEventRow[]> {
      if (assessmentIds.length === 0) return [];
      return db
        .select({
          id: assessmentEvents.id,
          assessmentId: assessmentEvents.assessmentId,
          fromStatus: assessmentEvents.fromStatus,
          toStatus: assessmentEvents.toStatus,
          note: assessmentEvents.note,
          actorFirstName: users.firstName,
          actorLastName: users.lastName,
          createdAt: assessmentEvents.createdAt,
        })
        .from(assessmentEvents)
        .leftJoin(users, eq(users.id, assessmentEvents.actorId))
        .where(inArray(assessmentEvents.assessmentId, [...assessmentIds]))
        .orderBy(asc(assessmentEvents.createdAt), asc(assessmentEvents.id));
    },

    /**
     * Creates or replaces the user's one draft. Race-safe: two concurrent first saves meet
     * the partial unique index (one draft per user) and the second updates the first's row.
     */
    async upsertDraft(userId: string, values: AssessmentValues): Promise<AssessmentRow> {
      const [row] = await db
        .insert(assessments)
        .values({ ...values, userId, status: 'draft' })
        .onConflictDoUpdate({
          target: assessments.userId,
          targetWhere: sql`${assessments.status} = 'draft'`,
          set: { ...values, updatedAt: sql`now()` },
        })
        .returning();
      return row;
    },

    async deleteDraft(userId: string): Promise<void> {
      await db.delete(assessments).where(isDraftOf(userId));
    },

    /**
     * Stores a submitted assessment in one transaction: the user's draft, if any, becomes it
     * (same id, same createdAt); otherwise a new row. Either way the history gets its first
     * event, by the applicant. `assertAllowed` sees how many the user submitted this month,
     * counted under a lock on the user's row, so two simultaneous submits cannot both slip
     * under a plan's limit; it throws to refuse, and nothing is written.
     */
    submit(
      userId: string,
      values: AssessmentValues,
      /** When it is submitted and the case it opens (issue 24: stage `new`, first answer due). */
      caseClock: { submittedAt: Date; caseStage: 'new'; responseDueAt: Date },
      assertAllowed: (submittedThisMonth: number) => void,
      /** Work that must commit with the submission (the reminder job, ADR 024). */
      afterSubmit?: (tx: Transaction, row: AssessmentRow) => Promise<unknown>,
    ): Promise<AssessmentRow> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        assertAllowed(await countSubmittedInMonth(tx as unknown as Database, userId));
        const submitted = { ...values, ...caseClock, status: 'submitted' as const, updatedAt: sql`now()` };
        const [fromDraft] = await tx.update(assessments).set(submitted).where(isDraftOf(userId)).returning();
        const row = fromDraft ?? (await tx.insert(assessments).values({ ...submitted, userId }).returning())[0];
        await tx.insert(assessmentEvents).values({
          assessmentId: row.id,
          fromStatus: fromDraft ? 'draft' : null,
          toStatus: 'submitted',
          actorId: userId,
        });
        if (afterSubmit) await afterSubmit(tx, row);
        return row;
      });
    },
  };
}

export type AssessmentsRepository = ReturnType<typeof createAssessmentsRepository>;
