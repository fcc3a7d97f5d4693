import { and, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { BuyingStepKey } from '../../../core/reference-data/buying-steps';
import type { EmailKind } from '../../../core/schemas/notifications';
import type { Database } from '../../db/client';
import { caseMessages, documentRequests } from '../../db/schema/cases';
import { assessmentEvents, assessments, buyingPlans, buyingPlanStepsDone, documents, emailDeliveries, emailPreferences, payments, users } from '../../db/schema';

export type PreferencesRow = typeof emailPreferences.$inferSelect;

export function createNotificationsRepository(db: Database) {
  return {
    async findRecipient(userId: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language, role: users.role, deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    async findPreferences(userId: string): Promise<PreferencesRow | undefined> {
      const [row] = await db.select().from(emailPreferences).where(eq(emailPreferences.userId, userId)).limit(1);
      return row;
    },

    /** The user's row, made with `token` if there was none (two makers at once: one wins, both read it). */
    async ensurePreferences(userId: string, token: string): Promise<PreferencesRow> {
      await db.insert(emailPreferences).values({ userId, unsubscribeToken: token }).onConflictDoNothing({ target: emailPreferences.userId });
      const [row] = await db.select().from(emailPreferences).where(eq(emailPreferences.userId, userId)).limit(1);
      return row;
    },

    async savePreferences(userId: string, disabledKinds: EmailKind[], tokenIfNew: string): Promise<PreferencesRow> {
      const [row] = await db
        .insert(emailPreferences)
        .values({ userId, unsubscribeToken: tokenIfNew, disabledKinds })
        .onConflictDoUpdate({ target: emailPreferences.userId, set: { disabledKinds, updatedAt: sql`now()` } })
        .returning();
      return row;
    },

    /** Turns one kind off for the token's owner; undefined for an unknown token. */
    async disableByToken(token: string, kind: EmailKind): Promise<PreferencesRow | undefined> {
      const [row] = await db
        .update(emailPreferences)
        .set({
          disabledKinds: sql`case when ${kind} = any(${emailPreferences.disabledKinds}) then ${emailPreferences.disabledKinds} else array_append(${emailPreferences.disabledKinds}, ${kind}::text) end`,
          updatedAt: sql`now()`,
        })
        .where(eq(emailPreferences.unsubscribeToken, token))
        .returning();
      return row;
    },

    async isDelivered(jobId: string): Promise<boolean> {
      const [row] = await db.select({ jobId: emailDeliveries.jobId }).from(emailDeliveries).where(eq(emailDeliveries.jobId, jobId)).limit(1);
      return Boolean(row);
    },

    async recordDelivery(values: typeof emailDeliveries.$inferInsert): Promise<void> {
      await db.insert(emailDeliveries).values(values).onConflictDoNothing({ target: emailDeliveries.jobId });
    },

    async purgeDeliveries(before: Date): Promise<number> {
      const rows = await db.delete(emailDeliveries).where(lt(emailDeliveries.createdAt, before)).returning({ jobId: emailDeliveries.jobId });
      return rows.length;
    },

    async statusEvent(eventId: number) {
      const [row] = await db
        .select({
          assessmentId: assessmentEvents.assessmentId,
          toStatus: assessmentEvents.toStatus,
          note: assessmentEvents.note,
          submittedAt: assessments.submittedAt,
          createdAt: assessments.createdAt,
        })
        .from(assessmentEvents)
        .innerJoin(assessments, eq(assessments.id, assessmentEvents.assessmentId))
        .where(eq(assessmentEvents.id, eventId))
        .limit(1);
      return row;
    },

    async document(documentId: string) {
      const [row] = await db
        .select({ documentType: documents.documentType, originalName: documents.originalName })
        .from(documents)
        .where(eq(documents.id, documentId))
        .limit(1);
      return row;
    },

    async assessment(assessmentId: string) {
      const [row] = await db
        .select({ id: assessments.id, userId: assessments.userId, status: assessments.status, submittedAt: assessments.submittedAt })
        .from(assessments)
        .where(eq(assessments.id, assessmentId))
        .limit(1);
      return row;
    },

    /** Whether a buying plan is still kept for the assessment, and the step done on it (undefined: no plan). */
    async planStepState(assessmentId: string, stepKey: string) {
      const [plan] = await db.select({ id: buyingPlans.assessmentId }).from(buyingPlans).where(eq(buyingPlans.assessmentId, assessmentId)).limit(1);
      if (!plan) return undefined;
      const [done] = await db
        .select({ key: buyingPlanStepsDone.stepKey })
        .from(buyingPlanStepsDone)
        .where(and(eq(buyingPlanStepsDone.assessmentId, assessmentId), eq(buyingPlanStepsDone.stepKey, stepKey as BuyingStepKey)))
        .limit(1);
      return { isDone: Boolean(done) };
    },

    async payment(paymentId: string) {
      const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
      return row;
    },

    /** A case message with its author's first name and the assessment's owner (issue 24, ADR 086). */
    async caseMessage(messageId: string) {
      const [row] = await db
        .select({
          assessmentId: caseMessages.assessmentId,
          authorSide: caseMessages.authorSide,
          body: caseMessages.body,
          authorFirstName: users.firstName,
        })
        .from(caseMessages)
        .leftJoin(users, eq(users.id, caseMessages.authorId))
        .where(eq(caseMessages.id, messageId))
        .limit(1);
      return row;
    },

    /** A broker's document request (issue 24, ADR 086). */
    async documentRequest(requestId: string) {
      const [row] = await db.select().from(documentRequests).where(eq(documentRequests.id, requestId)).limit(1);
      return row;
    },

    async brokerIds(): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'broker'), isNull(users.deletedAt)));
      return rows.map((row) => row.id);
    },

    /** Assessments submitted in [since, until): how many, and the newest `limit` of them. */
    async submissionsBetween(since: Date, until: Date, limit: number) {
      const inWindow = and(gte(assessments.submittedAt, since), lt(assessments.submittedAt, until));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            firstName: users.firstName,
            lastName: users.lastName,
            residenceCountry: assessments.residenceCountry,
            originCountry: assessments.originCountry,
            score: assessments.eligibilityScore,
          })
          .from(assessments)
          .innerJoin(users, eq(users.id, assessments.userId))
          .where(inWindow)
          .orderBy(desc(assessments.submittedAt))
          .limit(limit),
        db.select({ n: count() }).from(assessments).where(inWindow),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
