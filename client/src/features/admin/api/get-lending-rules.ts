import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminLendingRule } from '@core/schemas/admin';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/lending-rules: one rule per property country and loan currency. */
export function getLendingRules({ signal }: { signal?: AbortSignal } = {}): Promise<AdminLendingRule[]> {
  return apiRequest<AdminLendingRule[]>('GET', '/api/admin/lending-rules', undefined, { signal });
}

export const getLendingRulesQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/admin/lending-rules'],
    queryFn: getLendingRules,
  });

export function useLendingRules() {
  return useQuery(getLendingRulesQueryOptions());
}
