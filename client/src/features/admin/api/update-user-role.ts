import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@core/constants';
import type { AdminUser } from '@core/schemas/admin';
import { getUserQueryOptions } from '@/lib/auth/get-user';
import { apiRequest } from '@/lib/api-client';
import type { Page } from '@/lib/list-query';
import { getAdminStatsQueryOptions } from './get-admin-stats';
import { getAdminUsersQueryOptions } from './get-admin-users';

export interface UpdateUserRoleInput {
  userId: string;
  role: Role;
}

/** PUT /api/admin/users/:userId/role: answers the updated user (the last admin cannot be demoted). */
export function updateUserRole({ userId, role }: UpdateUserRoleInput): Promise<AdminUser> {
  return apiRequest<AdminUser>('PUT', `/api/admin/users/${encodeURIComponent(userId)}/role`, { role });
}

export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSuccess: (user) => {
      // The row shows the new role at once; the lists are then read again (filters, counts).
      queryClient.setQueriesData<Page<AdminUser>>({ queryKey: getAdminUsersQueryOptions().queryKey }, (page) =>
        page ? { ...page, items: page.items.map((item) => (item.id === user.id ? user : item)) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: getAdminUsersQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: getAdminStatsQueryOptions().queryKey });
      // An admin who changed their own role: the pages they may see change with it.
      if (queryClient.getQueryData(getUserQueryOptions().queryKey)?.id === user.id) {
        void queryClient.invalidateQueries({ queryKey: getUserQueryOptions().queryKey });
      }
    },
  });
}
