import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@core/constants';
import type { AdminUser } from '@core/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { listSearch, type Page } from '@/lib/list-query';

export interface AdminUsersParams {
  role?: Role;
  search?: string;
  page?: number;
  pageSize?: number;
}

const URL = '/api/admin/users';

/** GET /api/admin/users: one page of the users, searchable by e-mail and filterable by role. */
export function getAdminUsers(params: AdminUsersParams, { signal }: { signal?: AbortSignal } = {}): Promise<Page<AdminUser>> {
  return apiRequest<Page<AdminUser>>('GET', `${URL}${listSearch({ ...params })}`, undefined, { signal });
}

/** Without params: the key every page shares, for invalidating them all. */
export const getAdminUsersQueryOptions = (params?: AdminUsersParams) =>
  queryOptions({
    queryKey: params ? [URL, params] : [URL],
    queryFn: ({ signal }) => getAdminUsers(params ?? {}, { signal }),
  });

export function useAdminUsers(params: AdminUsersParams) {
  return useQuery({ ...getAdminUsersQueryOptions(params), placeholderData: keepPreviousData });
}
