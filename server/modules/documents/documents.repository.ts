import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DocumentStatus } from '../../../core/constants';
import { ENTITLED_STATUSES, PLAN_DEFINITIONS } from '../../../core/plans';
import type { Database } from '../../db/client';
import { assessments, banks, documents, users } from '../../db/schema';

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

    async insert(values: NewDocument): Promise<DocumentRow> {
      const [row] = await db.insert(documents).values(values).returning();
      return row;
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

    async review(id: string, review: { status: Exclude<DocumentStatus, 'pending'>; reason: string | null; reviewerId: string }) {
      const [row] = await db
        .update(documents)
        .set({ status: review.status, rejectionReason: review.reason, reviewedBy: review.reviewerId, reviewedAt: sql`now()` })
        .where(eq(documents.id, id))
        .returning();
      return row as DocumentRow | undefined;
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
      const conditions: SQL[] = [];
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
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(isPriority), asc(documents.uploadedAt), asc(documents.id))
        .limit(limit);
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
