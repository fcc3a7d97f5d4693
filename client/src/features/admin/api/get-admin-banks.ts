import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBank } from '@core/schemas/admin';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/banks: every partner bank, inactive ones included. */
export function getAdminBanks({ signal }: { signal?: AbortSignal } = {}): Promise<AdminBank[]> {
  return apiRequest<AdminBank[]>('GET', '/api/admin/banks', undefined, { signal });
}

export const getAdminBanksQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/admin/banks'],
    queryFn: getAdminBanks,
  });

export function useAdminBanks() {
  return useQuery(getAdminBanksQueryOptions());
}
