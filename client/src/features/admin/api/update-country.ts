import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCountry, CountryUpdate } from '@core/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { getAdminCountriesQueryOptions } from './get-admin-countries';
import { getAdminStatsQueryOptions } from './get-admin-stats';
import { invalidatePublicReference } from '../lib/invalidate-public-reference';

export interface UpdateCountryInput {
  id: number;
  body: CountryUpdate;
}

/** PUT /api/admin/countries/:id: the fields to change ({ isActive: false } deactivates). */
export function updateCountry({ id, body }: UpdateCountryInput): Promise<AdminCountry> {
  return apiRequest<AdminCountry>('PUT', `/api/admin/countries/${id}`, body);
}

export function useUpdateCountry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCountry,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getAdminCountriesQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: getAdminStatsQueryOptions().queryKey });
      invalidatePublicReference(queryClient, { countries: true });
    },
  });
}
