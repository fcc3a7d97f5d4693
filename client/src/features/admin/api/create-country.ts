import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCountry, CountryCreate } from '@core/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { getAdminCountriesQueryOptions } from './get-admin-countries';
import { getAdminStatsQueryOptions } from './get-admin-stats';
import { invalidatePublicReference } from '../lib/invalidate-public-reference';

/** POST /api/admin/countries: the code is stored uppercase and must be unique (409 otherwise). */
export function createCountry(body: CountryCreate): Promise<AdminCountry> {
  return apiRequest<AdminCountry>('POST', '/api/admin/countries', body);
}

export function useCreateCountry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCountry,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getAdminCountriesQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: getAdminStatsQueryOptions().queryKey });
      invalidatePublicReference(queryClient, { countries: true });
    },
  });
}
