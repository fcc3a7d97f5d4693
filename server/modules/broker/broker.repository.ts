import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { ASSESSMENT_STATUSES, type AssessmentStatus } from '../../../core/constants';
import type { Database } from '../../db/client';
import { peopleSearchCondition } from '../../db/people-search';
import type { Transaction } from '../../jobs/sql-executor';
import { assessmentEvents, assessments, certificates, users } from '../../db/schema';

export type AssessmentRow = typeof assessments.$inferSelect;

/**
 * A people search (name or e-mail), resolved: the ids of the few matching users (looked up
 * first, through the trigram index, so the assessments are then read through the user_id
 * index), or, when very many users match, the terms themselves (then walking the newest
 * assessments finds a page quickly).
 */
export type UserSearch = { userIds: readonly string[] } | { terms: readonly string[] };

export interface AssessmentListFilter {
  /** One status, or every status the list covers. */
  status?: AssessmentStatus;
  /** The broker's list never shows drafts; the admin's does. */
  includeDrafts: boolean;
  search?: UserSearch;
}

export type StatusCounts = Record<AssessmentStatus, number>;

function searchCondition(search: UserSearch): SQL {
  if ('userIds' in search) return search.userIds.length ? inArray(assessments.userId, [...search.userIds]) : sql`false`;
  // Qualified by hand: Drizzle leaves columns of a one-table select unqualified.
  return sql`${assessments}.user_id in (select matched.id from ${users} matched where ${peopleSearchCondition(search.terms, sql`matched.search_text`)})`;
}

function whereOf(filter: AssessmentListFilter): SQL | undefined {
  return and(
    filter.status ? eq(assessments.status, filter.status) : filter.includeDrafts ? undefined : ne(assessments.status, 'draft'),
    filter.search ? searchCondition(filter.search) : undefined,
  );
}

/** Queries of the review lists, counters and status changes (brokers; the admin's list too). */
export function createBrokerRepository(db: Database) {
  return {
    /**
     * Resolves a people search (each term a substring of the folded name or e-mail): the
     * matching users' ids when at most `maxIds` match, else the terms.
     */
    async resolveUserSearch(terms: readonly string[], maxIds: number): Promise<UserSearch> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(peopleSearchCondition(terms))
        .limit(maxIds + 1);
      return rows.length > maxIds ? { terms } : { userIds: rows.map((row) => row.id) };
    },

    /** One page, newest first (indexes assessments(created_at) and (status, created_at)). */
    listAssessments: (filter: AssessmentListFilter, page: { limit: number; offset: number }) =>
      db
        .select({
          id: assessments.id,
          userId: assessments.userId,
          userEmail: users.email,
          userFirstName: users.firstName,
          userLastName: users.lastName,
          userPlan: users.subscriptionPlan,
          status: assessments.status,
          residenceCountry: assessments.residenceCountry,
          originCountry: assessments.originCountry,
          monthlyIncome: assessments.monthlyIncome,
          incomeCurrency: assessments.incomeCurrency,
          employmentType: assessments.employmentType,
          desiredLoanAmount: assessments.desiredLoanAmount,
          maxLoanAmount: assessments.maxLoanAmount,
          propertyType: assessments.propertyType,
          propertyValue: assessments.propertyValue,
          eligibilityScore: assessments.eligibilityScore,
          // Issue 19: the one loan offered, read out of the stored result (not the whole result:
          // a list page reads only this). A JSON null (no loan) is still a key; SQL null is none.
          offeredLoan: sql<unknown>`${assessments.explanation} -> 'loan'`,
          hasOfferedLoanKey: sql<boolean>`(${assessments.explanation} -> 'loan') is not null`,
          createdAt: assessments.createdAt,
          submittedAt: assessments.submittedAt,
          updatedAt: assessments.updatedAt,
        })
        .from(assessments)
        .innerJoin(users, eq(users.id, assessments.userId))
        .where(whereOf(filter))
        .orderBy(desc(assessments.createdAt), desc(assessments.id))
        .limit(page.limit)
        .offset(page.offset),

    async countAssessments(filter: AssessmentListFilter): Promise<number> {
      const [row] = await db.select({ value: sql<number>`count(*)::int` }).from(assessments).where(whereOf(filter));
      return Number(row.value);
    },

    /** Assessments per status: one aggregate over the (status, created_at) index. */
    async countByStatus(): Promise<StatusCounts> {
      const rows = await db
        .select({ status: assessments.status, value: sql<number>`count(*)::int` })
        .from(assessments)
        .groupBy(assessments.status);
      const counts = Object.fromEntries(ASSESSMENT_STATUSES.map((status) => [status, 0])) as StatusCounts;
      for (const row of rows) if (row.status in counts) counts[row.status] = Number(row.value);
      return counts;
    },

    /**
     * Changes whenever a non-draft assessment is created or changes status: both write an
     * assessment_events row in the same transaction. One index probe (the primary key).
     */
    async changeMarker(): Promise<number> {
      const [row] = await db.select({ value: sql<number | null>`max(${assessmentEvents.id})` }).from(assessmentEvents);
      return Number(row?.value ?? 0);
    },

    async findApplicant(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          language: users.language,
          subscriptionPlan: users.subscriptionPlan,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    /**
     * Sets the status and writes its history row in one transaction. The row is locked first, so
     * two brokers deciding at once are applied one after the other and each event's `from` is true.
     * `check` sees the locked row and throws to refuse (the transaction then rolls back).
     */
    changeStatus(
      id: string,
      change: { status: AssessmentStatus; note: string | null; actorId: string },
      check: (current: AssessmentRow) => void,
      /** Work that must commit with the change (the applicant's e-mail job, ADR 024). */
      afterChange?: (tx: Transaction, event: { eventId: number; userId: string; assessmentId: string }) => Promise<unknown>,
    ): Promise<AssessmentRow | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(assessments).where(eq(assessments.id, id)).for('update');
        if (!current) return undefined;
        check(current);
        const [updated] = await tx
          .update(assessments)
          // A broker's status change is an answer to the applicant (issue 24: the response clock).
          .set({ status: change.status, firstResponseAt: sql`coalesce(${assessments.firstResponseAt}, now())`, updatedAt: sql`now()` })
          .where(eq(assessments.id, id))
          .returning();
        const [event] = await tx
          .insert(assessmentEvents)
          .values({
            assessmentId: id,
            fromStatus: current.status,
            toStatus: change.status,
            note: change.note,
            actorId: change.actorId,
          })
          .returning({ id: assessmentEvents.id });
        // A rejected assessment's certificate is revoked from that moment; reopening the
        // decision makes it valid again (issue 11).
        if (change.status !== current.status && (change.status === 'rejected' || current.status === 'rejected')) {
          await tx
            .update(certificates)
            .set({ revokedAt: change.status === 'rejected' ? sql`now()` : null })
            .where(eq(certificates.assessmentId, id));
        }
        if (afterChange) await afterChange(tx, { eventId: event.id, userId: current.userId, assessmentId: id });
        return updated;
      });
    },
  };
}

export type BrokerRepository = ReturnType<typeof createBrokerRepository>;
