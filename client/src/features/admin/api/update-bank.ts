import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBank, BankUpdate } from '@core/schemas/admin';
import { apiRequest } from '@/lib/api-client';

import { getAdminBanksQueryOptions } from './get-admin-banks';
import { getBankChargesQueryOptions } from './get-bank-charges';
import { getAdminStatsQueryOptions } from './get-admin-stats';
import { invalidatePublicReference } from '../lib/invalidate-public-reference';

export interface UpdateBankInput {
  id: number;
  /** The whole bank as the form holds it (issue 19: every criterion, the charges included). */
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
      // The bank's charges are saved with it (issue 19).
      void queryClient.invalidateQueries({ queryKey: getBankChargesQueryOptions().queryKey });
      invalidatePublicReference(queryClient);
    },
  });
}
