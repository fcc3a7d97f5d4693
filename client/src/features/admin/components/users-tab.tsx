import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '@core/constants';
import type { AdminUser } from '@core/schemas/admin';
import { DEFAULT_PAGE_SIZE } from '@core/schemas/broker';
import { Badge } from '@/components/ui/badge';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { usePagedFilters } from '@/lib/use-paged-filters';
import { useLanguage } from '@/lib/use-language';
import { useAuth } from '@/lib/auth/use-auth';
import { useAdminStats } from '../api/get-admin-stats';
import { useAdminUsers } from '../api/get-admin-users';
import { useUpdateUserRole } from '../api/update-user-role';
import { DataTable } from './resource-list/data-table';
import { FilterSelect } from './resource-list/filter-select';
import { ListToolbar } from './resource-list/list-toolbar';
import type { ResourceColumn } from './resource-list/resource-column';
import { ResourceSection } from './resource-list/resource-section';
import { useEditor } from './resource-list/use-editor';
import { usePaging } from './resource-list/use-paging';
import { RoleChangeDialog, type RoleChange } from './role-change-dialog';

const ROLE_BADGE = { user: 'muted', broker: 'secondary', admin: 'default' } as const;
const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** docs/product.md §2.19: name, e-mail, role badge, plan, assessment count, created date and a role selector. */
export function UsersTab() {
  const { t } = useTranslation(['admin', 'translation']);
  const language = useLanguage();
  const list = usePagedFilters<{ role: Role | '' }>({ role: '' });
  const query = useAdminUsers({ role: list.filters.role || undefined, search: list.search || undefined, page: list.page, pageSize: DEFAULT_PAGE_SIZE });
  const paging = usePaging(query, list, { label: t('users.pagination'), testIdPrefix: 'admin-users-pagination' });
  const roleMutation = useUpdateUserRole();
  const pendingUserId = roleMutation.isPending ? roleMutation.variables?.userId : undefined;
  // Chosen in a row's selector, waiting for the admin to confirm it (kept while the dialog fades out).
  const proposal = useEditor<RoleChange>();
  const proposed = proposal.isOpen ? proposal.item : null;
  const { user: me } = useAuth();
  const stats = useAdminStats();
  const adminCount = stats.data?.users.admins;

  /**
   * Why a row's role cannot be changed here, said before anyone picks a role (issue 20: the only
   * admin could pick "User" for themselves and was refused only after confirming). Your own
   * role: another admin changes it (and, when you are the only one, there must first be another).
   * The server refuses the last admin's demotion whatever this says.
   */
  const lockReason = (user: AdminUser): string | null => {
    if (user.id === me?.id) return adminCount !== undefined && adminCount <= 1 ? t('users.onlyAdminLocked') : t('users.ownRoleLocked');
    if (user.role === 'admin' && adminCount !== undefined && adminCount <= 1) return t('translation:errors.admin.lastAdmin');
    return null;
  };

  const confirmRole = () => {
    if (!proposed) return;
    roleMutation.mutate(
      { userId: proposed.user.id, role: proposed.role },
      {
        onSuccess: () => {
          proposal.setOpen(false);
          toast({ title: t('users.toasts.updated') });
        },
        onError: (error) => {
          proposal.setOpen(false);
          toast({ variant: 'destructive', title: t('users.toasts.updateFailed'), description: getApiErrorDetails(error).message });
        },
      },
    );
  };

  const columns: ResourceColumn<AdminUser>[] = [
    {
      id: 'user',
      header: t('users.user'),
      isRowHeader: true,
      className: 'max-w-[18rem] min-w-[9rem]',
      cell: (user) => (
        <span className="grid gap-0.5">
          <span className="truncate">{[user.firstName, user.lastName].filter(Boolean).join(' ') || '–'}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </span>
      ),
    },
    {
      id: 'role',
      header: t('users.role'),
      cell: (user) => (
        <Badge variant={ROLE_BADGE[user.role]} data-testid={`user-role-badge-${user.id}`}>
          {t(`roles.${user.role}`)}
        </Badge>
      ),
    },
    { id: 'plan', header: t('users.plan'), cell: (user) => t(`plans.${user.subscriptionPlan}`) },
    { id: 'assessments', header: t('users.assessments'), className: 'tabular-nums', cell: (user) => formatNumber(user.assessmentCount, language) },
    { id: 'created', header: t('users.created'), className: 'whitespace-nowrap', cell: (user) => formatDate(user.createdAt, language) },
    {
      id: 'changeRole',
      header: t('users.changeRole'),
      isPinnedEnd: true,
      cell: (user) => {
        const isPending = pendingUserId === user.id;
        const lock = lockReason(user);
        return (
          <>
            <div className="flex items-center gap-2">
              <NativeSelect
                className="h-10 min-w-[8rem]"
                value={proposed?.user.id === user.id ? proposed.role : isPending && roleMutation.variables ? roleMutation.variables.role : user.role}
                disabled={isPending || lock !== null}
                aria-label={t('users.roleOf', { email: user.email })}
                aria-describedby={lock ? `user-role-lock-${user.id}` : undefined}
                onChange={(event) => {
                  if (isRole(event.target.value) && event.target.value !== user.role) proposal.open({ user, role: event.target.value });
                }}
                data-testid={`user-role-select-${user.id}`}
              >
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`roles.${role}`)}
                  </option>
                ))}
              </NativeSelect>
              {isPending ? <Spinner className="size-4" label={t('users.saving')} /> : null}
            </div>
            {lock ? (
              <p id={`user-role-lock-${user.id}`} className="mt-1 max-w-[16rem] text-xs whitespace-normal text-muted-foreground" data-testid={`user-role-lock-${user.id}`}>
                {lock}
              </p>
            ) : null}
          </>
        );
      },
    },
  ];

  return (
    <>
      <ResourceSection
        titleId="admin-users-title"
        title={t('users.title')}
        toolbar={
          <ListToolbar idPrefix="admin-users" label={t('users.filters')} search={list.searchInput} onSearchChange={list.setSearchInput}>
            <FilterSelect
              id="admin-users-role"
              label={t('users.role')}
              allLabel={t('users.allRoles')}
              value={list.filters.role}
              options={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
              onChange={(value) => list.setFilter('role', isRole(value) ? value : '')}
            />
          </ListToolbar>
        }
        query={query}
        items={query.data?.items}
        empty={{ message: t('users.empty') }}
        filters={list}
        paging={paging}
      >
        {(users) => (
          <DataTable
            caption={t('users.caption', { page: paging.status })}
            captionId="admin-users-caption"
            testId="admin-users-table"
            rows={users}
            columns={columns}
            getRowId={(user) => user.id}
            getRowProps={(user) => ({ 'data-testid': `user-row-${user.id}`, 'data-email': user.email })}
          />
        )}
      </ResourceSection>
      <RoleChangeDialog isOpen={proposal.isOpen} change={proposal.item} isPending={roleMutation.isPending} onConfirm={confirmRole} onCancel={() => proposal.setOpen(false)} />
    </>
  );
}
