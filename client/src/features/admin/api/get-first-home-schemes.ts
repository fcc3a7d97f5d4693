import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminScheme } from '@core/schemas/admin-costs';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/first-home-schemes. */
export function getFirstHomeSchemes({ signal }: { signal?: AbortSignal } = {}): Promise<AdminScheme[]> {
  return apiRequest<AdminScheme[]>('GET', '/api/admin/first-home-schemes', undefined, { signal });
}

export const getFirstHomeSchemesQueryOptions = () => queryOptions({ queryKey: ['/api/admin/first-home-schemes'], queryFn: getFirstHomeSchemes });

export function useFirstHomeSchemes() {
  return useQuery(getFirstHomeSchemesQueryOptions());
}
