import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CaseStage } from '../../../core/case-stages';
import type { Database } from '../../db/client';
import { assessmentEvents, assessments, caseEvents, documentRequests, users } from '../../db/schema';

/** The board's filters, as the service resolved them. */
export interface BoardFilter {
  stage?: CaseStage;
  /** The property's country. */
  country?: string;
  /** A broker's id, or null for the unassigned cases. */
  brokerId?: string | null;
  /** Only cases whose first answer is overdue at `now`. */
  isOverdueOnly?: boolean;
  now: Date;
}

/** Where a column's next page starts: the last card shown (newest first). */
export interface BoardPosition {
  submittedAt: Date | null;
  id: string;
}

export type StageCountRow = { stage: CaseStage; count: number; overdue: number };

const assignee = alias(users, 'assignee');

const overdueAt = (now: Date): SQL =>
  and(isNull(assessments.firstResponseAt), lt(assessments.responseDueAt, now)) as SQL;

function whereOf(filter: BoardFilter): SQL | undefined {
  return and(
    filter.stage ? eq(assessments.caseStage, filter.stage) : isNotNull(assessments.caseStage),
    filter.country ? eq(assessments.originCountry, filter.country) : undefined,
    filter.brokerId === undefined ? undefined : filter.brokerId === null ? isNull(assessments.assignedBrokerId) : eq(assessments.assignedBrokerId, filter.brokerId),
    filter.isOverdueOnly ? overdueAt(filter.now) : undefined,
  );
}

/** After `position` in newest-first order (submitted_at desc puts the rare nulls first). */
function after(position: BoardPosition): SQL {
  if (position.submittedAt === null) return sql`((${assessments.submittedAt} is null and ${assessments.id} < ${position.id}) or ${assessments.submittedAt} is not null)`;
  return sql`(${assessments.submittedAt}, ${assessments.id}) < (${position.submittedAt.toISOString()}::timestamptz, ${position.id}::uuid)`;
}

/** Queries of the broker's pipeline board (issue 24 item 4). */
export function createBoardRepository(db: Database) {
  const cardColumns = {
    id: assessments.id,
    applicantFirstName: users.firstName,
    applicantLastName: users.lastName,
    applicantEmail: users.email,
    propertyCountry: assessments.originCountry,
    residenceCountry: assessments.residenceCountry,
    maxLoanAmount: assessments.maxLoanAmount,
    eligibilityScore: assessments.eligibilityScore,
    stage: assessments.caseStage,
    assigneeId: assessments.assignedBrokerId,
    assigneeFirstName: assignee.firstName,
    assigneeLastName: assignee.lastName,
    assigneeEmail: assignee.email,
    submittedAt: assessments.submittedAt,
    responseDueAt: assessments.responseDueAt,
    firstResponseAt: assessments.firstResponseAt,
    // One probe of document_requests(assessment_id, created_at) per card.
    openDocumentRequests: sql<number>`(select count(*)::int from ${documentRequests} where ${documentRequests.assessmentId} = ${assessments.id} and ${documentRequests.status} = 'open')`,
  };
  const cards = () =>
    db.select(cardColumns).from(assessments).innerJoin(users, eq(users.id, assessments.userId)).leftJoin(assignee, eq(assignee.id, assessments.assignedBrokerId));

  return {
    /**
     * Changes whenever a case is submitted, changes status (both write assessment_events) or
     * moves stage or broker (case_events): the sum of the two newest ids, each only growing.
     */
    async changeMarker(): Promise<number> {
      const result = (await db.execute(
        sql`select (select coalesce(max(id), 0) from ${assessmentEvents}) + (select coalesce(max(id), 0) from ${caseEvents}) as value`,
      )) as unknown as { rows: Array<{ value: string | number | null }> };
      const [row] = result.rows;
      return Number(row?.value ?? 0);
    },

    /** Cases per stage under the filter, and how many of them are overdue: one aggregate. */
    async countByStage(filter: BoardFilter): Promise<StageCountRow[]> {
      const rows = await db
        .select({
          stage: assessments.caseStage,
          count: sql<number>`count(*)::int`,
          overdue: sql<number>`(count(*) filter (where ${overdueAt(filter.now)}))::int`,
        })
        .from(assessments)
        .where(whereOf(filter))
        .groupBy(assessments.caseStage);
      return rows.map((row) => ({ stage: row.stage as CaseStage, count: Number(row.count), overdue: Number(row.overdue) }));
    },

    /** One column's cards, newest first, from the (case_stage, submitted_at, id) index. */
    listStage: (stage: CaseStage, filter: BoardFilter, page: { limit: number; after?: BoardPosition }) =>
      cards()
        .where(and(whereOf({ ...filter, stage }), page.after ? after(page.after) : undefined))
        .orderBy(desc(assessments.submittedAt), desc(assessments.id))
        .limit(page.limit),

    findCard: async (id: string) => (await cards().where(and(eq(assessments.id, id), isNotNull(assessments.caseStage))).limit(1))[0],

    /** Brokers and admins, by name: who may hold a case. */
    listBrokers: () =>
      db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(and(inArray(users.role, ['broker', 'admin']), isNull(users.deletedAt)))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email)),

    async isBroker(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), inArray(users.role, ['broker', 'admin']), isNull(users.deletedAt)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Moves a case to a stage and writes its case_events row in one transaction, under a lock on
     * the case; the first answer is now if there was none. Undefined: no such case (or a draft).
     */
    changeStage(id: string, change: { stage: CaseStage; note: string | null; actorId: string }) {
      return db.transaction(async (tx) => {
        const [current] = await tx.select({ stage: assessments.caseStage }).from(assessments).where(eq(assessments.id, id)).for('update');
        if (!current?.stage) return undefined;
        await tx
          .update(assessments)
          .set({ caseStage: change.stage, firstResponseAt: sql`coalesce(${assessments.firstResponseAt}, now())`, updatedAt: sql`now()` })
          .where(eq(assessments.id, id));
        await tx.insert(caseEvents).values({
          assessmentId: id,
          kind: 'stage',
          fromStage: current.stage,
          toStage: change.stage,
          actorId: change.actorId,
          detail: change.note ? { note: change.note } : null,
        });
        return { fromStage: current.stage };
      });
    },

    /** Gives a case to a broker (or none) and writes its case_events row in one transaction. */
    changeAssignee(id: string, change: { brokerId: string | null; actorId: string }) {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ stage: assessments.caseStage, brokerId: assessments.assignedBrokerId })
          .from(assessments)
          .where(eq(assessments.id, id))
          .for('update');
        if (!current?.stage) return undefined;
        await tx.update(assessments).set({ assignedBrokerId: change.brokerId, updatedAt: sql`now()` }).where(eq(assessments.id, id));
        await tx.insert(caseEvents).values({
          assessmentId: id,
          kind: 'assigned',
          brokerId: change.brokerId,
          actorId: change.actorId,
          detail: { fromBrokerId: current.brokerId },
        });
        return { fromBrokerId: current.brokerId };
      });
    },
  };
}

export type BoardRepository = ReturnType<typeof createBoardRepository>;
export type BoardCardRow = NonNullable<Awaited<ReturnType<BoardRepository['findCard']>>>;
