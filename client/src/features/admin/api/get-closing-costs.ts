import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminClosingCost } from '@core/schemas/admin-costs';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/closing-costs: every property country's costs of buying, inactive ones included. */
export function getClosingCosts({ signal }: { signal?: AbortSignal } = {}): Promise<AdminClosingCost[]> {
  return apiRequest<AdminClosingCost[]>('GET', '/api/admin/closing-costs', undefined, { signal });
}

export const getClosingCostsQueryOptions = () => queryOptions({ queryKey: ['/api/admin/closing-costs'], queryFn: getClosingCosts });

export function useClosingCosts() {
  return useQuery(getClosingCostsQueryOptions());
}
