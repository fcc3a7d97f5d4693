import { ADMIN_LIST_FIELDS, type AdminListField } from '../../../core/assessment-fields';
import type { Role } from '../../../core/constants';
import { AppError } from '../../../core/errors';
import { ZAdminOfferedLoan, type AdminAssessment, type AdminAssessmentItem, type AdminStats, type AdminUser, type AdminUsersQuery } from '../../../core/schemas/admin';
import type { AuthService } from '../auth/auth.service';
import type { AdminUserRow, AdminUsersRepository } from './admin-users.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError('NOT_FOUND', 'errors.notFound');

const NO_ANSWERS = Object.fromEntries(ADMIN_LIST_FIELDS.map((name) => [name, null])) as Record<AdminListField, null>;

function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    subscriptionPlan: row.subscriptionPlan,
    subscriptionStatus: row.subscriptionStatus,
    language: row.language,
    assessmentCount: Number(row.assessmentCount),
    createdAt: row.createdAt.toISOString(),
  };
}

export function createAdminUsersService(repo: AdminUsersRepository, deps: { auth: Pick<AuthService, 'endAllSessions'> }) {
  return {
    /** GET /api/admin/stats */
    async stats(): Promise<AdminStats> {
      const row = await repo.stats();
      const byStatus = row.assessments_by_status ?? {};
      const n = (status: string) => Number(byStatus[status] ?? 0);
      return {
        users: { total: Number(row.users_total), admins: Number(row.users_admins), brokers: Number(row.users_brokers) },
        assessments: {
          total: Object.values(byStatus).reduce((sum, value) => sum + Number(value), 0),
          submitted: n('submitted'),
          inReview: n('in_review'),
          approved: n('approved'),
          rejected: n('rejected'),
          drafts: n('draft'),
        },
        countries: { total: Number(row.countries_total), active: Number(row.countries_active) },
        banks: { total: Number(row.banks_total), active: Number(row.banks_active) },
      };
    },

    /**
     * GET /api/admin/assessments: the review list's page with each assessment's answers the
     * admin's table shows (core/assessment-fields: ADMIN_LIST_FIELDS), its verdict and offered
     * loan (issue 19). A stored result without a readable loan (none can be made, or a result from
     * before issue 19) has loan null.
     */
    async withAnswers<T extends { items: AdminAssessment[] }>(page: T): Promise<Omit<T, 'items'> & { items: AdminAssessmentItem[] }> {
      const rows = new Map((await repo.answersOf(page.items.map((item) => item.id))).map((row) => [row.id, row]));
      return {
        ...page,
        items: page.items.map((item) => {
          // Deleted between the two reads: listed without its answers.
          const { id: _id, verdict, loan, ...answers } = rows.get(item.id) ?? { id: item.id, ...NO_ANSWERS, verdict: null, loan: null };
          const offered = ZAdminOfferedLoan.safeParse(loan);
          return { ...item, ...answers, verdict, loan: offered.success ? offered.data : null };
        }),
      };
    },

    /** GET /api/admin/users: newest first, searchable by e-mail, filterable by role. */
    async list(query: AdminUsersQuery) {
      const filter = { search: query.search, role: query.role };
      const [rows, total] = await Promise.all([
        repo.listUsers(filter, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
        repo.countUsers(filter),
      ]);
      return { items: rows.map(toAdminUser), total, page: query.page, pageSize: query.pageSize };
    },

    /**
     * PUT /api/admin/users/:userId/role. The last admin cannot lose the role (whoever asks,
     * themselves included), so the back office always has someone to run it. A change ends all
     * of that user's sessions: they sign in again with the new role's rights, and nothing
     * cached under the old role survives. Setting the role the user already has changes nothing.
     */
    async setRole(actorId: string, userId: string, role: Role): Promise<AdminUser> {
      if (!UUID.test(userId)) throw notFound();
      const result = await repo.setRole(userId, role, actorId, (current, adminCount) => {
        if (current.role === 'admin' && role !== 'admin' && adminCount <= 1) {
          throw new AppError('CONFLICT', 'errors.admin.lastAdmin', { fieldErrors: { role: 'errors.admin.lastAdmin' } });
        }
      });
      if (!result) throw notFound();
      if (result.changed) await deps.auth.endAllSessions(userId);
      const user = await repo.findUser(userId);
      if (!user) throw notFound();
      return toAdminUser(user);
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
