import { and, asc, count, desc, eq, inArray, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  assessmentEvents,
  assessments,
  certificates,
  contactMessages,
  documents,
  payments,
  pinnedScenarios,
  rateLimitHits,
  sessions,
  testPayments,
  testSubscriptions,
  users,
} from '../../db/schema';
import type { UserRow } from '../auth/auth.repository';
import { databaseErrorCode, UNIQUE_VIOLATION } from '../admin/database-errors';

export type AssessmentRow = typeof assessments.$inferSelect;
export type AssessmentEventRow = typeof assessmentEvents.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;
export type CertificateRow = typeof certificates.$inferSelect;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type PinnedScenarioRow = typeof pinnedScenarios.$inferSelect;

export interface ErasureOutcome {
  /** Storage keys of the documents' files, to delete once the transaction has committed. */
  fileKeys: string[];
  erasedAssessments: number;
  anonymisedAssessments: number;
  keptPaymentRecords: number;
}

/** The tombstone e-mail of a deleted account: unique, never deliverable (RFC 2606 .invalid). */
export const deletedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/**
 * The inputs of a kept (broker-reviewed) assessment that describe the person rather than the
 * loan, cleared when the account is deleted (ADR 061). Amounts, countries, employment type and
 * the engine's result stay: they are the decision's basis and, without a name, no one's.
 */
const PERSONAL_INPUTS = { age: null, maritalStatus: null, educationLevel: null, firstHome: null, draftStep: null } as const;

export function createAccountRepository(db: Database) {
  return {
    async updateProfile(userId: string, values: { firstName: string; lastName: string }): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set({ ...values, updatedAt: sql`now()` }).where(eq(users.id, userId)).returning();
      return row;
    },

    /** Changes the e-mail; 'taken' when another account has it (the unique index decides, race-free). */
    async updateEmail(userId: string, email: string): Promise<UserRow | 'taken' | undefined> {
      try {
        const [row] = await db.update(users).set({ email, updatedAt: sql`now()` }).where(eq(users.id, userId)).returning();
        return row;
      } catch (error) {
        if (databaseErrorCode(error) === UNIQUE_VIOLATION) return 'taken';
        throw error;
      }
    },

    async updatePasswordHash(userId: string, passwordHash: string) {
      await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
    },

    async countAdmins(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
      return Number(row?.n ?? 0);
    },

    // ----- the data export (everything we hold about the user) -----

    listAssessments: (userId: string): Promise<AssessmentRow[]> =>
      db.select().from(assessments).where(eq(assessments.userId, userId)).orderBy(asc(assessments.createdAt)),

    /** The status history of the user's assessments, oldest first. */
    listAssessmentEvents: (userId: string): Promise<AssessmentEventRow[]> =>
      db
        .select({ event: assessmentEvents })
        .from(assessmentEvents)
        .innerJoin(assessments, eq(assessments.id, assessmentEvents.assessmentId))
        .where(eq(assessments.userId, userId))
        .orderBy(asc(assessmentEvents.createdAt), asc(assessmentEvents.id))
        .then((rows) => rows.map((row) => row.event)),

    listDocuments: (userId: string): Promise<DocumentRow[]> =>
      db.select().from(documents).where(eq(documents.userId, userId)).orderBy(asc(documents.uploadedAt)),

    listCertificates: (userId: string): Promise<CertificateRow[]> =>
      db.select().from(certificates).where(eq(certificates.userId, userId)).orderBy(asc(certificates.issuedAt)),

    listContactMessages: (userId: string): Promise<ContactMessageRow[]> =>
      db.select().from(contactMessages).where(eq(contactMessages.userId, userId)).orderBy(desc(contactMessages.createdAt)),

    listPinnedScenarios: (userId: string): Promise<PinnedScenarioRow[]> =>
      db.select().from(pinnedScenarios).where(eq(pinnedScenarios.userId, userId)).orderBy(asc(pinnedScenarios.createdAt)),

    // ----- erasure -----

    /**
     * Deletes the account in one transaction (ADR 061): sessions, documents' rows, certificates,
     * contact messages, the test provider's records and the assessments no broker reviewed are
     * deleted; assessments a broker reviewed stay without personal inputs or reviewers' notes;
     * payment records stay (accounting law); the user row stays as a tombstone with no name,
     * e-mail or password, so nothing left points to a person. Answers the files to delete.
     */
    eraseAccount(user: Pick<UserRow, 'id' | 'email'>): Promise<ErasureOutcome> {
      return db.transaction(async (tx) => {
        // The row first, locked: a login, a payment event or a second deletion waits for this one.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
        await tx.delete(sessions).where(eq(sessions.userId, user.id));

        const files = await tx.delete(documents).where(eq(documents.userId, user.id)).returning({ key: documents.fileName });
        await tx.delete(certificates).where(eq(certificates.userId, user.id));
        await tx.delete(contactMessages).where(eq(contactMessages.userId, user.id));
        // Pinned scenarios hold incomes and savings: the user row stays as a tombstone, so no cascade removes them.
        await tx.delete(pinnedScenarios).where(eq(pinnedScenarios.userId, user.id));
        await tx.delete(testPayments).where(eq(testPayments.userId, user.id));
        await tx.delete(testSubscriptions).where(eq(testSubscriptions.userId, user.id));
        await tx.delete(rateLimitHits).where(inArray(rateLimitHits.key, [`login:email:${user.email}`, `register:email:${user.email}`]));

        // Reviewed: someone other than the applicant wrote a status event on it.
        const reviewed = await tx
          .selectDistinct({ id: assessments.id })
          .from(assessments)
          .innerJoin(assessmentEvents, eq(assessmentEvents.assessmentId, assessments.id))
          .where(and(eq(assessments.userId, user.id), isNotNull(assessmentEvents.actorId), ne(assessmentEvents.actorId, user.id)));
        const reviewedIds = reviewed.map((row) => row.id);
        const erased = await tx
          .delete(assessments)
          .where(and(eq(assessments.userId, user.id), reviewedIds.length ? notInArray(assessments.id, reviewedIds) : undefined))
          .returning({ id: assessments.id });
        if (reviewedIds.length) {
          await tx.update(assessments).set({ ...PERSONAL_INPUTS, updatedAt: sql`now()` }).where(inArray(assessments.id, reviewedIds));
          // Reviewers' free text may name or describe the person: removed, the decisions stay.
          await tx.update(assessmentEvents).set({ note: null }).where(inArray(assessmentEvents.assessmentId, reviewedIds));
        }

        await tx
          .update(users)
          .set({
            email: deletedEmail(user.id),
            passwordHash: null,
            firstName: null,
            lastName: null,
            profileImageUrl: null,
            role: 'user',
            subscriptionPlan: 'free',
            subscriptionPeriodEnd: null,
            subscriptionCancelAtPeriodEnd: false,
            subscriptionTrialEnd: null,
            deletedAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, user.id));
        const [kept] = await tx.select({ n: count() }).from(payments).where(eq(payments.userId, user.id));
        return {
          fileKeys: files.map((file) => file.key),
          erasedAssessments: erased.length,
          anonymisedAssessments: reviewedIds.length,
          keptPaymentRecords: Number(kept?.n ?? 0),
        };
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
