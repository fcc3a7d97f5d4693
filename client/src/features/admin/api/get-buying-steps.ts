import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBuyingStep } from '@core/schemas/admin-buying-steps';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/buying-steps: every property country's steps of buying from abroad, in order. */
export function getBuyingSteps({ signal }: { signal?: AbortSignal } = {}): Promise<AdminBuyingStep[]> {
  return apiRequest<AdminBuyingStep[]>('GET', '/api/admin/buying-steps', undefined, { signal });
}

export const getBuyingStepsQueryOptions = () => queryOptions({ queryKey: ['/api/admin/buying-steps'], queryFn: getBuyingSteps });

export function useBuyingSteps() {
  return useQuery(getBuyingStepsQueryOptions());
}
