import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBankCharges, BankChargeInput } from '@core/schemas/admin-costs';
import { apiRequest } from '@/lib/api-client';
import { invalidatePublicReference } from '../lib/invalidate-public-reference';
import { getAdminBanksQueryOptions } from './get-admin-banks';
import { getBankChargesQueryOptions } from './get-bank-charges';

export interface UpdateBankChargesInput {
  bankId: number;
  items: ReadonlyArray<BankChargeInput | Record<string, unknown>>;
}

/** PUT /api/admin/banks/:id/charges: the bank's list is saved whole. */
export function updateBankCharges({ bankId, items }: UpdateBankChargesInput): Promise<AdminBankCharges> {
  return apiRequest<AdminBankCharges>('PUT', `/api/admin/banks/${bankId}/charges`, { items });
}

export function useUpdateBankCharges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBankCharges,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getBankChargesQueryOptions().queryKey });
      // The bank dialog shows the charges too.
      void queryClient.invalidateQueries({ queryKey: getAdminBanksQueryOptions().queryKey });
      invalidatePublicReference(queryClient);
    },
  });
}
