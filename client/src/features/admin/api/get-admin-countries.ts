import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCountry } from '@core/schemas/admin';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/countries: every country, inactive ones included. */
export function getAdminCountries({ signal }: { signal?: AbortSignal } = {}): Promise<AdminCountry[]> {
  return apiRequest<AdminCountry[]>('GET', '/api/admin/countries', undefined, { signal });
}

export const getAdminCountriesQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/admin/countries'],
    queryFn: getAdminCountries,
  });

export function useAdminCountries() {
  return useQuery(getAdminCountriesQueryOptions());
}
