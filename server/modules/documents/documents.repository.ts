import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { DocumentStatus } from '../../../core/constants';
import type { DocumentReading } from '../../../core/schemas/documents';
import { ENTITLED_STATUSES, PLAN_DEFINITIONS } from '../../../core/plans';
import type { Database } from '../../db/client';
import { assessments, banks, documents, users } from '../../db/schema';
import type { Transaction } from '../../jobs/sql-executor';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocument = Omit<typeof documents.$inferInsert, 'id' | 'status' | 'uploadedAt' | 'reviewedAt' | 'reviewedBy' | 'rejectionReason'>;

export interface BankDocuments {
  id: number;
  name: string;
  requiredDocuments: string[];
}

/** Plans whose applicants' documents a broker reviews first (core/plans.ts: documentReview). */
const PRIORITY_PLANS = Object.values(PLAN_DEFINITIONS)
  .filter((definition) => definition.features.includes('documentReview'))
  .map((definition) => definition.plan);
const ENTITLED = ENTITLED_STATUSES.filter((status): status is string => status !== null);

export function createDocumentsRepository(db: Database) {
  return {
    async findAssessment(id: string) {
      const [row] = await db
        .select({
          id: assessments.id,
          userId: assessments.userId,
          status: assessments.status,
          residenceCountry: assessments.residenceCountry,
          originCountry: assessments.originCountry,
          bankRecommendations: assessments.bankRecommendations,
        })
        .from(assessments)
        .where(eq(assessments.id, id))
        .limit(1);
      return row;
    },

    async countByAssessment(assessmentId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(documents).where(eq(documents.assessmentId, assessmentId));
      return Number(row?.n ?? 0);
    },

    /**
     * Inserts the document unless its assessment already has `max`: the count and the insert
     * happen under a lock on the assessment row, so uploads at the same time cannot pass the
     * limit together (issue 11). Null when the limit is reached.
     */
    insertWithinLimit(values: NewDocument, max: number, afterInsert?: (tx: Transaction, row: DocumentRow) => Promise<unknown>): Promise<DocumentRow | null> {
      return db.transaction(async (tx) => {
        await tx.select({ id: assessments.id }).from(assessments).where(eq(assessments.id, values.assessmentId)).for('update');
        const [{ n }] = await tx.select({ n: count() }).from(documents).where(eq(documents.assessmentId, values.assessmentId));
        if (Number(n) >= max) return null;
        const [row] = await tx.insert(documents).values(values).returning();
        // The reading's job commits with the row (ADR 024): never a pending document without its job.
        if (afterInsert) await afterInsert(tx, row);
        return row;
      });
    },

    /** What the OCR job needs (issue 23): the stored file, the residence country, the holder's name. */
    async findForReading(id: string) {
      const [row] = await db
        .select({
          id: documents.id,
          fileName: documents.fileName,
          fileType: documents.fileType,
          documentType: documents.documentType,
          readingStatus: documents.readingStatus,
          residenceCountry: assessments.residenceCountry,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(documents)
        .innerJoin(assessments, eq(assessments.id, documents.assessmentId))
        .innerJoin(users, eq(users.id, documents.userId))
        .where(eq(documents.id, id))
        .limit(1);
      return row;
    },

    /** Stores what OCR read, once: a document no longer pending, or deleted meanwhile, is left as it is. */
    async saveReading(id: string, reading: DocumentReading | null): Promise<void> {
      await db
        .update(documents)
        .set({ reading, readingStatus: 'done' })
        .where(and(eq(documents.id, id), eq(documents.readingStatus, 'pending')));
    },

    async findById(id: string): Promise<DocumentRow | undefined> {
      const [row] = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
      return row;
    },

    /** Newest first. */
    listByUser: (userId: string): Promise<DocumentRow[]> =>
      db.select().from(documents).where(eq(documents.userId, userId)).orderBy(desc(documents.uploadedAt), desc(documents.id)),

    listByAssessment: (assessmentId: string): Promise<DocumentRow[]> =>
      db.select().from(documents).where(eq(documents.assessmentId, assessmentId)).orderBy(desc(documents.uploadedAt), desc(documents.id)),

    /** Deletes the owner's document only while it is pending; undefined when nothing matched. */
    async deletePending(id: string, userId: string): Promise<DocumentRow | undefined> {
      const [row] = await db
        .delete(documents)
        .where(and(eq(documents.id, id), eq(documents.userId, userId), eq(documents.status, 'pending')))
        .returning();
      return row;
    },

    /** `afterReview` runs in the review's transaction (the applicant's e-mail job commits with it, ADR 024). */
    review(
      id: string,
      review: { status: Exclude<DocumentStatus, 'pending'>; reason: string | null; reviewerId: string },
      afterReview?: (tx: Transaction, row: DocumentRow) => Promise<unknown>,
    ): Promise<DocumentRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(documents)
          .set({ status: review.status, rejectionReason: review.reason, reviewedBy: review.reviewerId, reviewedAt: sql`now()` })
          // A draft's documents are its owner's alone: not reviewable (issue 11).
          .where(and(eq(documents.id, id), sql`${documents.assessmentId} not in (select ${assessments.id} from ${assessments} where ${assessments.status} = 'draft')`))
          .returning();
        if (row && afterReview) await afterReview(tx, row as DocumentRow);
        return row as DocumentRow | undefined;
      });
    },

    async banksByIds(ids: readonly number[]): Promise<BankDocuments[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: banks.id, name: banks.name, requiredDocuments: banks.requiredDocuments })
        .from(banks)
        .where(inArray(banks.id, [...ids]));
    },

    activeBanksOfCountry: (countryCode: string): Promise<BankDocuments[]> =>
      db
        .select({ id: banks.id, name: banks.name, requiredDocuments: banks.requiredDocuments })
        .from(banks)
        .where(and(eq(banks.countryCode, countryCode), eq(banks.isActive, true)))
        .orderBy(asc(banks.name)),

    /** The brokers' queue: applicants whose plan has priority review first, then oldest first. */
    async reviewQueue(filter: { status?: DocumentStatus; assessmentId?: string }, limit: number) {
      const isPriority = sql<boolean>`(${inArray(users.subscriptionPlan, PRIORITY_PLANS)} and (${users.subscriptionStatus} is null or ${inArray(users.subscriptionStatus, ENTITLED)}))`;
      const conditions: SQL[] = [ne(assessments.status, 'draft')];
      if (filter.status) conditions.push(eq(documents.status, filter.status));
      if (filter.assessmentId) conditions.push(eq(documents.assessmentId, filter.assessmentId));
      return db
        .select({
          document: documents,
          applicantEmail: users.email,
          applicantFirstName: users.firstName,
          applicantLastName: users.lastName,
          isPriority,
        })
        .from(documents)
        .innerJoin(users, eq(users.id, documents.userId))
        .innerJoin(assessments, eq(assessments.id, documents.assessmentId))
        .where(and(...conditions))
        .orderBy(desc(isPriority), asc(documents.uploadedAt), asc(documents.id))
        .limit(limit);
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
