import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminClosingCost, ClosingCostInput } from '@core/schemas/admin-costs';
import { apiRequest } from '@/lib/api-client';
import { invalidatePublicReference } from '../lib/invalidate-public-reference';
import { getClosingCostsQueryOptions } from './get-closing-costs';

export interface UpdateClosingCostsInput {
  countryCode: string;
  /** The country's whole list, in order (numbers as numbers or decimal strings). */
  items: ReadonlyArray<ClosingCostInput | Record<string, unknown>>;
}

/** PUT /api/admin/closing-costs/:countryCode: the list is saved whole. */
export function updateClosingCosts({ countryCode, items }: UpdateClosingCostsInput): Promise<AdminClosingCost[]> {
  return apiRequest<AdminClosingCost[]>('PUT', `/api/admin/closing-costs/${encodeURIComponent(countryCode)}`, { items });
}

export function useUpdateClosingCosts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClosingCosts,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getClosingCostsQueryOptions().queryKey });
      invalidatePublicReference(queryClient);
    },
  });
}
