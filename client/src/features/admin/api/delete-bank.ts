import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getAdminBanksQueryOptions } from './get-admin-banks';
import { getAdminStatsQueryOptions } from './get-admin-stats';
import { invalidatePublicReference } from '../lib/invalidate-public-reference';

/** DELETE /api/admin/banks/:id */
export function deleteBank(id: number): Promise<void> {
  return apiRequest<void>('DELETE', `/api/admin/banks/${id}`);
}

export function useDeleteBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBank,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getAdminBanksQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: getAdminStatsQueryOptions().queryKey });
      invalidatePublicReference(queryClient);
    },
  });
}
