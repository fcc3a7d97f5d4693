import { and, asc, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { PERSONAL_FIELDS } from '../../../core/assessment-fields';
import type { Database } from '../../db/client';
import {
  adminAuditLog,
  assessmentEvents,
  assessments,
  buyingPlans,
  buyingPlanStepsDone,
  caseEvents,
  caseMessages,
  certificates,
  contactMessages,
  documentRequests,
  documents,
  emailDeliveries,
  emailPreferences,
  passwordResetTokens,
  payments,
  pinnedScenarios,
  rateLimitHits,
  scoringConfigVersions,
  sessions,
  testPayments,
  testSubscriptions,
  trustedDevices,
  users,
  verifications,
} from '../../db/schema';
import { deleteJobsOfUser } from '../../jobs/user-jobs';
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
  /** Queued or archived jobs that carried the user's id (reminders, e-mails, a broker's digest). */
  erasedJobs: number;
}

/** What an admin-audit entry about a deleted account's role names instead of its id (ADR 070). */
export const DELETED_ACCOUNT_ENTITY = 'deleted-account';

/** The tombstone e-mail of a deleted account: unique, never deliverable (RFC 2606 .invalid). */
export const deletedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/**
 * The inputs of a kept (broker-reviewed) assessment that describe the person rather than the
 * loan (core/assessment-fields: isPersonal), cleared when the account is deleted (ADR 061). Amounts, countries, employment type and
 * the engine's result stay: they are the decision's basis and, without a name, no one's.
 */
const PERSONAL_INPUTS = { ...Object.fromEntries(PERSONAL_FIELDS.map((name) => [name, null])), draftStep: null };

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

    /** Issue 24: the buying plans kept on the user's assessments, each with the steps marked done. */
    async listBuyingPlans(userId: string) {
      const plans = await db
        .select({ plan: buyingPlans })
        .from(buyingPlans)
        .innerJoin(assessments, eq(assessments.id, buyingPlans.assessmentId))
        .where(eq(assessments.userId, userId))
        .orderBy(asc(buyingPlans.createdAt));
      const done = plans.length
        ? await db.select().from(buyingPlanStepsDone).where(inArray(buyingPlanStepsDone.assessmentId, plans.map((row) => row.plan.assessmentId)))
        : [];
      return plans.map(({ plan }) => ({ ...plan, stepsDone: done.filter((step) => step.assessmentId === plan.assessmentId).map(({ stepKey, doneAt }) => ({ stepKey, doneAt })) }));
    },

    /** Issue 24: the case's messages (both sides) and the brokers' document requests on the user's assessments. */
    listCaseMessages: (userId: string) =>
      db
        .select({ assessmentId: caseMessages.assessmentId, authorSide: caseMessages.authorSide, body: caseMessages.body, createdAt: caseMessages.createdAt })
        .from(caseMessages)
        .innerJoin(assessments, eq(assessments.id, caseMessages.assessmentId))
        .where(eq(assessments.userId, userId))
        .orderBy(asc(caseMessages.createdAt), asc(caseMessages.id)),

    listDocumentRequests: (userId: string) =>
      db
        .select({
          assessmentId: documentRequests.assessmentId,
          documentType: documentRequests.documentType,
          note: documentRequests.note,
          dueDate: documentRequests.dueDate,
          status: documentRequests.status,
          createdAt: documentRequests.createdAt,
          closedAt: documentRequests.closedAt,
        })
        .from(documentRequests)
        .innerJoin(assessments, eq(assessments.id, documentRequests.assessmentId))
        .where(eq(assessments.userId, userId))
        .orderBy(asc(documentRequests.createdAt)),

    listPinnedScenarios: (userId: string): Promise<PinnedScenarioRow[]> =>
      db.select().from(pinnedScenarios).where(eq(pinnedScenarios.userId, userId)).orderBy(asc(pinnedScenarios.createdAt)),

    // ----- erasure -----

    /**
     * Deletes the account in one transaction (ADR 061, ADR 070): sessions, documents' rows, certificates,
     * contact messages, the test provider's records, trusted browsers, e-mail preferences and
     * delivery records, reset links, attempt counters, queued jobs and the assessments no broker
     * reviewed are deleted; what the person did as a broker or admin no longer names them; assessments a broker reviewed stay without personal inputs or reviewers' notes;
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
        // Every attempt counter keyed by the address or the id (login:email:…, password:user:…, contact:user:…).
        await tx.delete(rateLimitHits).where(sql`right(${rateLimitHits.key}, ${user.email.length + 1}) = ${`:${user.email}`} or right(${rateLimitHits.key}, ${user.id.length + 1}) = ${`:${user.id}`}`);
        // The user row stays as a tombstone, so none of these go by cascade (issue 20).
        await tx.delete(trustedDevices).where(eq(trustedDevices.userId, user.id));
        await tx.delete(emailPreferences).where(eq(emailPreferences.userId, user.id));
        await tx.delete(emailDeliveries).where(eq(emailDeliveries.userId, user.id));
        await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
        const erasedJobs = await deleteJobsOfUser(tx, user.id);
        // What they did as a broker or admin stays (others' records), no longer naming them.
        await tx.update(documents).set({ reviewedBy: null }).where(eq(documents.reviewedBy, user.id));
        // Issue 23: the verifications they made or undid stay, without them.
        await tx.update(verifications).set({ verifiedBy: null }).where(eq(verifications.verifiedBy, user.id));
        await tx.update(verifications).set({ undoneBy: null }).where(eq(verifications.undoneBy, user.id));
        // Issue 24: the cases they worked on as a broker stay, without them.
        await tx.update(assessments).set({ assignedBrokerId: null }).where(eq(assessments.assignedBrokerId, user.id));
        await tx.update(caseEvents).set({ actorId: null }).where(eq(caseEvents.actorId, user.id));
        await tx.update(caseEvents).set({ brokerId: null }).where(eq(caseEvents.brokerId, user.id));
        await tx.update(caseMessages).set({ authorId: null }).where(eq(caseMessages.authorId, user.id));
        await tx.update(documentRequests).set({ requestedBy: null }).where(eq(documentRequests.requestedBy, user.id));
        await tx.update(adminAuditLog).set({ actorId: null }).where(eq(adminAuditLog.actorId, user.id));
        await tx
          .update(adminAuditLog)
          .set({ entityId: DELETED_ACCOUNT_ENTITY })
          .where(and(eq(adminAuditLog.entityKind, 'user_role'), eq(adminAuditLog.entityId, user.id)));
        await tx.update(scoringConfigVersions).set({ createdBy: null }).where(eq(scoringConfigVersions.createdBy, user.id));

        // Reviewed: someone other than the applicant wrote a status event on it (a null actor is
        // a broker whose account was deleted since: their decision still counts).
        const reviewed = await tx
          .selectDistinct({ id: assessments.id })
          .from(assessments)
          .innerJoin(assessmentEvents, eq(assessmentEvents.assessmentId, assessments.id))
          .where(and(eq(assessments.userId, user.id), sql`${assessmentEvents.actorId} is distinct from ${user.id}`));
        const reviewedIds = reviewed.map((row) => row.id);
        const erased = await tx
          .delete(assessments)
          .where(and(eq(assessments.userId, user.id), reviewedIds.length ? notInArray(assessments.id, reviewedIds) : undefined))
          .returning({ id: assessments.id });
        if (reviewedIds.length) {
          await tx.update(assessments).set({ ...PERSONAL_INPUTS, updatedAt: sql`now()` }).where(inArray(assessments.id, reviewedIds));
          // Reviewers' free text may name or describe the person: removed, the decisions stay.
          await tx.update(assessmentEvents).set({ note: null }).where(inArray(assessmentEvents.assessmentId, reviewedIds));
          // Issue 24: the case's messages and the person's plan are theirs; the requests stay, without their notes.
          await tx.delete(caseMessages).where(inArray(caseMessages.assessmentId, reviewedIds));
          await tx.update(documentRequests).set({ note: null }).where(inArray(documentRequests.assessmentId, reviewedIds));
          await tx.delete(buyingPlans).where(inArray(buyingPlans.assessmentId, reviewedIds));
        }
        // Their own steps on a kept assessment (the submission), and any status they set as a broker.
        await tx.update(assessmentEvents).set({ actorId: null }).where(eq(assessmentEvents.actorId, user.id));

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
          erasedJobs,
        };
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
