import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBank, BankCreate } from '@core/schemas/admin';
import { apiRequest } from '@/lib/api-client';

import { getAdminBanksQueryOptions } from './get-admin-banks';
import { getBankChargesQueryOptions } from './get-bank-charges';
import { getAdminStatsQueryOptions } from './get-admin-stats';
import { invalidatePublicReference } from '../lib/invalidate-public-reference';

/** POST /api/admin/banks */
export function createBank(body: BankCreate): Promise<AdminBank> {
  return apiRequest<AdminBank>('POST', '/api/admin/banks', body);
}

export function useCreateBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBank,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getAdminBanksQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: getAdminStatsQueryOptions().queryKey });
      // The bank's charges are saved with it (issue 19).
      void queryClient.invalidateQueries({ queryKey: getBankChargesQueryOptions().queryKey });
      invalidatePublicReference(queryClient);
    },
  });
}
