import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { ADMIN_LIST_FIELDS } from '../../../core/assessment-fields';
import type { Language, Plan, Role } from '../../../core/constants';
import type { Database } from '../../db/client';
import { peopleSearchCondition, searchTerms } from '../../db/people-search';
import { assessments, banks, countries, users } from '../../db/schema';
import { answerSelection } from '../assessments/answer-selection';
import { recordAudit } from '../audit/audit.repository';

export interface UserListFilter {
  /** Words of the name or e-mail (any case, accents optional). */
  search?: string;
  role?: Role;
}

/** The columns of a user an admin sees: never the password hash or payment-provider ids. */
const adminUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  subscriptionPlan: users.subscriptionPlan,
  subscriptionStatus: users.subscriptionStatus,
  language: users.language,
  createdAt: users.createdAt,
  // Aggregated in the same statement, per user of the page (index assessments(user_id, created_at)).
  // (Qualified by hand: Drizzle leaves columns of a one-table select unqualified.)
  assessmentCount: sql<number>`(select count(*)::int from ${assessments} counted where counted.user_id = ${users}.id)`,
};
export interface AdminUserRow {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  subscriptionPlan: Plan;
  subscriptionStatus: string | null;
  language: Language;
  createdAt: Date;
  assessmentCount: number;
}

/** Deleted accounts (anonymised rows kept for the records, ADR 061) are nobody's to manage. */
const whereOf = (filter: UserListFilter): SQL | undefined =>
  and(
    isNull(users.deletedAt),
    filter.search ? peopleSearchCondition(searchTerms(filter.search)) : undefined,
    filter.role ? eq(users.role, filter.role) : undefined,
  );

interface StatsRow {
  users_total: number;
  users_admins: number;
  users_brokers: number;
  assessments_by_status: Record<string, number> | null;
  countries_total: number;
  countries_active: number;
  banks_total: number;
  banks_active: number;
}

export function createAdminUsersRepository(db: Database) {
  return {
    /** The Overview counters in one statement of aggregates. */
    async stats(): Promise<StatsRow> {
      const result = (await db.execute(sql`select
        (select count(*)::int from ${users} where ${users.deletedAt} is null) as users_total,
        (select count(*)::int from ${users} where ${users.role} = 'admin') as users_admins,
        (select count(*)::int from ${users} where ${users.role} = 'broker') as users_brokers,
        (select json_object_agg(s.status, s.n) from (
          select ${assessments.status} as status, count(*)::int as n from ${assessments} group by ${assessments.status}
        ) s) as assessments_by_status,
        (select count(*)::int from ${countries}) as countries_total,
        (select count(*)::int from ${countries} where ${countries.isActive}) as countries_active,
        (select count(*)::int from ${banks}) as banks_total,
        (select count(*)::int from ${banks} where ${banks.isActive}) as banks_active`)) as unknown as { rows: StatsRow[] };
      return result.rows[0];
    },

    listUsers: (filter: UserListFilter, page: { limit: number; offset: number }): Promise<AdminUserRow[]> =>
      db
        .select(adminUserColumns)
        .from(users)
        .where(whereOf(filter))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(page.limit)
        .offset(page.offset),

    async countUsers(filter: UserListFilter): Promise<number> {
      const [row] = await db.select({ value: sql<number>`count(*)::int` }).from(users).where(whereOf(filter));
      return Number(row.value);
    },

    /**
     * For the Assessments tab's page: each assessment's answers its table shows (ADMIN_LIST_FIELDS,
     * the household of issue 19 among them), its verdict and the loan its stored result offers
     * (only the explanation's `loan`, not the whole explanation).
     */
    answersOf: (ids: readonly string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({
              id: assessments.id,
              ...answerSelection(ADMIN_LIST_FIELDS),
              verdict: assessments.verdict,
              loan: sql<unknown>`${assessments.explanation} -> 'loan'`,
            })
            .from(assessments)
            .where(inArray(assessments.id, [...ids])),

    async findUser(id: string): Promise<AdminUserRow | undefined> {
      const [row] = await db.select(adminUserColumns).from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /**
     * Sets a user's role in one transaction. Every admin row is locked first (in id order, so two
     * admins demoting each other at once queue instead of deadlocking); `check` then sees the
     * target's current role and the number of admins that remain true until commit, and throws
     * to refuse. Answers whether the role changed, or undefined for an unknown user. A change is
     * recorded in the audit trail in the same transaction.
     */
    setRole(
      id: string,
      role: Role,
      actorId: string,
      check: (current: { role: Role }, adminCount: number) => void,
    ): Promise<{ changed: boolean } | undefined> {
      return db.transaction(async (tx) => {
        const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id)).for('update');
        const [current] = await tx.select({ role: users.role }).from(users).where(eq(users.id, id)).for('update');
        if (!current) return undefined;
        check(current, admins.length);
        if (current.role === role) return { changed: false };
        await tx.update(users).set({ role, updatedAt: sql`now()` }).where(eq(users.id, id));
        // Only the role: the trail keeps no personal data (the e-mail is joined when listed).
        await recordAudit(tx, { actorId, entityKind: 'user_role', entityId: id, action: 'update', before: { role: current.role }, after: { role } });
        return { changed: true };
      });
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
