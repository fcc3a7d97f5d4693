import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBuyingStep, BuyingStepInput } from '@core/schemas/admin-buying-steps';
import { apiRequest } from '@/lib/api-client';
import { getBuyingStepsQueryOptions } from './get-buying-steps';

export interface UpdateBuyingStepsInput {
  countryCode: string;
  /** The country's whole list, in order. */
  items: readonly BuyingStepInput[];
}

/** PUT /api/admin/buying-steps/:countryCode: the list is saved whole; plans read afterwards use it. */
export function updateBuyingSteps({ countryCode, items }: UpdateBuyingStepsInput): Promise<AdminBuyingStep[]> {
  return apiRequest<AdminBuyingStep[]>('PUT', `/api/admin/buying-steps/${encodeURIComponent(countryCode)}`, { items });
}

export function useUpdateBuyingSteps() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBuyingSteps,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: getBuyingStepsQueryOptions().queryKey }),
  });
}
