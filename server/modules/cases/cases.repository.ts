import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { assessmentEvents, assessments, caseEvents, caseMessages, documentRequests, documents, users, verifications } from '../../db/schema';
import type { Transaction } from '../../jobs/sql-executor';

export type CaseMessageRow = typeof caseMessages.$inferSelect;
export type DocumentRequestRow = typeof documentRequests.$inferSelect;
/** A user's name and address, as a timeline row carries its actor (null when the account is gone). */
export interface Person {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

const actors = alias(users, 'case_actor');
const assignees = alias(users, 'case_assignee');
const userPerson = { firstName: users.firstName, lastName: users.lastName, email: users.email };
const actorPerson = { firstName: actors.firstName, lastName: actors.lastName, email: actors.email };
const assigneePerson = { firstName: assignees.firstName, lastName: assignees.lastName, email: assignees.email };

/** Sets the case's first answer by a broker, once (issue 24 item 5), in the writing transaction. */
async function markFirstResponse(tx: Transaction, assessmentId: string) {
  await tx
    .update(assessments)
    .set({ firstResponseAt: sql`now()` })
    .where(and(eq(assessments.id, assessmentId), isNull(assessments.firstResponseAt)));
}

export function createCasesRepository(db: Database) {
  return {
    async findAssessment(id: string) {
      const [row] = await db
        .select({
          id: assessments.id,
          userId: assessments.userId,
          status: assessments.status,
          submittedAt: assessments.submittedAt,
          createdAt: assessments.createdAt,
          assignedBrokerId: assessments.assignedBrokerId,
        })
        .from(assessments)
        .where(eq(assessments.id, id))
        .limit(1);
      return row;
    },

    async findPerson(userId: string | null): Promise<Person | undefined> {
      if (!userId) return undefined;
      const [row] = await db.select(userPerson).from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },

    /** The message and, for a broker's, the case's first response; `afterInsert` (its e-mail job) commits with them. */
    insertMessage(
      values: { assessmentId: string; authorId: string; authorSide: 'applicant' | 'broker'; body: string },
      afterInsert?: (tx: Transaction, row: CaseMessageRow) => Promise<unknown>,
    ): Promise<CaseMessageRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(caseMessages).values(values).returning();
        if (values.authorSide === 'broker') await markFirstResponse(tx, values.assessmentId);
        if (afterInsert) await afterInsert(tx, row);
        return row;
      });
    },

    /** A broker's request and the case's first response; `afterInsert` (the applicant's e-mail job) commits with them. */
    insertRequest(
      values: { assessmentId: string; requestedBy: string; documentType: string; note: string | null; dueDate: string },
      afterInsert?: (tx: Transaction, row: DocumentRequestRow) => Promise<unknown>,
    ): Promise<DocumentRequestRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(documentRequests).values(values).returning();
        await markFirstResponse(tx, values.assessmentId);
        if (afterInsert) await afterInsert(tx, row);
        return row;
      });
    },

    findRequest: async (id: string): Promise<DocumentRequestRow | undefined> => (await db.select().from(documentRequests).where(eq(documentRequests.id, id)).limit(1))[0],

    /** Cancels an open request; undefined when it is not open (fulfilled or cancelled meanwhile). */
    async cancelRequest(id: string): Promise<DocumentRequestRow | undefined> {
      const [row] = await db
        .update(documentRequests)
        .set({ status: 'cancelled', closedAt: sql`now()` })
        .where(and(eq(documentRequests.id, id), eq(documentRequests.status, 'open')))
        .returning();
      return row;
    },

    /**
     * In the upload's transaction: the oldest open request of the document's type on its
     * assessment becomes fulfilled by it. Locked first, so two uploads at once fulfil two requests
     * (or one, when only one is open), never the same one twice.
     */
    async fulfilOldestOpen(tx: Transaction, document: { id: string; assessmentId: string; documentType: string }): Promise<DocumentRequestRow | undefined> {
      const [oldest] = await tx
        .select({ id: documentRequests.id })
        .from(documentRequests)
        .where(and(eq(documentRequests.assessmentId, document.assessmentId), eq(documentRequests.documentType, document.documentType), eq(documentRequests.status, 'open')))
        .orderBy(asc(documentRequests.createdAt), asc(documentRequests.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!oldest) return undefined;
      const [row] = await tx
        .update(documentRequests)
        .set({ status: 'fulfilled', fulfilledDocumentId: document.id, closedAt: sql`now()` })
        .where(eq(documentRequests.id, oldest.id))
        .returning();
      return row;
    },

    /** Everything the timeline shows, each with the person who did it. */
    async timelineRows(assessmentId: string) {
      const [statusRows, caseRows, verificationRows, documentRows, requestRows, messageRows] = await Promise.all([
        db
          .select({ event: assessmentEvents, actor: userPerson })
          .from(assessmentEvents)
          .leftJoin(users, eq(users.id, assessmentEvents.actorId))
          .where(eq(assessmentEvents.assessmentId, assessmentId)),
        db
          .select({ event: caseEvents, actor: actorPerson, broker: assigneePerson })
          .from(caseEvents)
          .leftJoin(actors, eq(actors.id, caseEvents.actorId))
          .leftJoin(assignees, eq(assignees.id, caseEvents.brokerId))
          .where(eq(caseEvents.assessmentId, assessmentId)),
        db
          .select({ verification: verifications, actor: userPerson })
          .from(verifications)
          .leftJoin(users, eq(users.id, verifications.verifiedBy))
          .where(eq(verifications.assessmentId, assessmentId)),
        db
          .select({
            document: {
              id: documents.id,
              documentType: documents.documentType,
              originalName: documents.originalName,
              status: documents.status,
              rejectionReason: documents.rejectionReason,
              uploadedAt: documents.uploadedAt,
              reviewedAt: documents.reviewedAt,
            },
            actor: userPerson,
          })
          .from(documents)
          .leftJoin(users, eq(users.id, documents.reviewedBy))
          .where(eq(documents.assessmentId, assessmentId)),
        db
          .select({ request: documentRequests, actor: userPerson })
          .from(documentRequests)
          .leftJoin(users, eq(users.id, documentRequests.requestedBy))
          .where(eq(documentRequests.assessmentId, assessmentId)),
        db
          .select({ message: caseMessages, actor: userPerson })
          .from(caseMessages)
          .leftJoin(users, eq(users.id, caseMessages.authorId))
          .where(eq(caseMessages.assessmentId, assessmentId)),
      ]);
      return { statusRows, caseRows, verificationRows, documentRows, requestRows, messageRows };
    },
  };
}

export type CasesRepository = ReturnType<typeof createCasesRepository>;
export type TimelineRows = Awaited<ReturnType<CasesRepository['timelineRows']>>;
