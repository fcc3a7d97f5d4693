import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '@core/constants';
import type { AdminUser } from '@core/schemas/admin';
import { DEFAULT_PAGE_SIZE } from '@core/schemas/broker';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { STICKY_END_CELL, STICKY_END_HEAD, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableRowHead } from '@/components/ui/table';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { useClampPage, usePagedFilters } from '@/lib/use-paged-filters';
import { useLanguage } from '@/lib/use-language';
import { useAuth } from '@/lib/auth/use-auth';
import { useAdminStats } from '../api/get-admin-stats';
import { useAdminUsers } from '../api/get-admin-users';
import { useUpdateUserRole } from '../api/update-user-role';
import { ListToolbar } from './list-toolbar';
import { EmptyState, ErrorState, LoadingState } from './query-states';
import { RoleChangeDialog, type RoleChange } from './role-change-dialog';

const ROLE_BADGE = { user: 'muted', broker: 'secondary', admin: 'default' } as const;
const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** docs/product.md §2.19: name, e-mail, role badge, plan, assessment count, created date and a role selector. */
export function UsersTab() {
  const { t } = useTranslation(['admin', 'translation']);
  const language = useLanguage();
  const list = usePagedFilters<{ role: Role | '' }>({ role: '' });
  const query = useAdminUsers({ role: list.filters.role || undefined, search: list.search || undefined, page: list.page, pageSize: DEFAULT_PAGE_SIZE });
  const pages = useClampPage(query.data, query.isPlaceholderData, list.page, DEFAULT_PAGE_SIZE, list.setPage);
  const pageStatus = t('common.pageStatus', { page: formatNumber(list.page, language), pages: formatNumber(pages, language) });
  const roleMutation = useUpdateUserRole();
  const pendingUserId = roleMutation.isPending ? roleMutation.variables?.userId : undefined;
  // Chosen in a row's selector, waiting for the admin to confirm it.
  const [proposed, setProposed] = useState<RoleChange | null>(null);
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
          setProposed(null);
          toast({ title: t('users.toasts.updated') });
        },
        onError: (error) => {
          setProposed(null);
          toast({ variant: 'destructive', title: t('users.toasts.updateFailed'), description: getApiErrorDetails(error).message });
        },
      },
    );
  };

  return (
    <section aria-labelledby="admin-users-title" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="admin-users-title" className="text-xl font-semibold">
          {t('users.title')}
        </h2>
        {query.data ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('common.resultCount', { total: formatNumber(query.data.total, language) })}
          </p>
        ) : null}
      </div>
      <ListToolbar idPrefix="admin-users" label={t('users.filters')} search={list.searchInput} onSearchChange={list.setSearchInput}>
        <div className="grid gap-2">
          <Label htmlFor="admin-users-role">{t('users.role')}</Label>
          <NativeSelect
            id="admin-users-role"
            data-testid="admin-users-role"
            value={list.filters.role}
            onChange={(event) => list.setFilter('role', isRole(event.target.value) ? event.target.value : '')}
          >
            <option value="">{t('users.allRoles')}</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </ListToolbar>

      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          action={
            list.isFiltered ? (
              <Button variant="outline" onClick={list.clear}>
                {t('common.clearFilters')}
              </Button>
            ) : null
          }
        >
          {t('users.empty')}
        </EmptyState>
      ) : (
        <div className="grid grid-cols-1 gap-4" aria-busy={query.isFetching}>
          <Table caption={t('users.caption', { page: pageStatus })} captionId="admin-users-caption" data-testid="admin-users-table">
            <TableHeader>
              <TableRow>
                <TableHead>{t('users.user')}</TableHead>
                <TableHead>{t('users.role')}</TableHead>
                <TableHead>{t('users.plan')}</TableHead>
                <TableHead>{t('users.assessments')}</TableHead>
                <TableHead>{t('users.created')}</TableHead>
                <TableHead className={STICKY_END_HEAD}>{t('users.changeRole')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {query.data.items.map((user) => {
                const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || '–';
                const isPending = pendingUserId === user.id;
                const lock = lockReason(user);
                return (
                  <TableRow key={user.id} data-testid={`user-row-${user.id}`} data-email={user.email}>
                    <TableRowHead className="max-w-[18rem] min-w-[9rem]">
                      <span className="grid gap-0.5">
                        <span className="truncate">{name}</span>
                        <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
                      </span>
                    </TableRowHead>
                    <TableCell>
                      <Badge variant={ROLE_BADGE[user.role]} data-testid={`user-role-badge-${user.id}`}>
                        {t(`roles.${user.role}`)}
                      </Badge>
                    </TableCell>
                    <TableCell>{t(`plans.${user.subscriptionPlan}`)}</TableCell>
                    <TableCell className="tabular-nums">{formatNumber(user.assessmentCount, language)}</TableCell>
                    <TableCell className="whitespace-nowrap">{formatDate(user.createdAt, language)}</TableCell>
                    <TableCell className={STICKY_END_CELL}>
                      <div className="flex items-center gap-2">
                        <NativeSelect
                          className="h-10 min-w-[8rem]"
                          value={proposed?.user.id === user.id ? proposed.role : isPending && roleMutation.variables ? roleMutation.variables.role : user.role}
                          disabled={isPending || lock !== null}
                          aria-label={t('users.roleOf', { email: user.email })}
                          aria-describedby={lock ? `user-role-lock-${user.id}` : undefined}
                          onChange={(event) => {
                            if (isRole(event.target.value) && event.target.value !== user.role) setProposed({ user, role: event.target.value });
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
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <Pagination
            page={list.page}
            pageCount={pages}
            onPageChange={list.setPage}
            isBusy={query.isPlaceholderData}
            testIdPrefix="admin-users-pagination"
            labels={{ nav: t('users.pagination'), previous: t('common.previous'), next: t('common.next'), status: pageStatus }}
          />
        </div>
      )}
      <RoleChangeDialog change={proposed} isPending={roleMutation.isPending} onConfirm={confirmRole} onCancel={() => setProposed(null)} />
    </section>
  );
}
