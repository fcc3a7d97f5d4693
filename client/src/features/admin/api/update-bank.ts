import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBank, BankUpdate } from '@core/schemas/admin';
import { apiRequest } from '@/lib/api-client';

import { getAdminBanksQueryOptions } from './get-admin-banks';
import { getAdminStatsQueryOptions } from './get-admin-stats';
import { invalidatePublicReference } from '../lib/invalidate-public-reference';

export interface UpdateBankInput {
  id: number;
  /** Only the form's fields: the bank's other fields (currencies, documents...) stay as they are. */
  body: BankUpdate;
}

/** PUT /api/admin/banks/:id */
export function updateBank({ id, body }: UpdateBankInput): Promise<AdminBank> {
  return apiRequest<AdminBank>('PUT', `/api/admin/banks/${id}`, body);
}

export function useUpdateBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBank,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getAdminBanksQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: getAdminStatsQueryOptions().queryKey });
      invalidatePublicReference(queryClient);
    },
  });
}
