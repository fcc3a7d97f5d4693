import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getAdminCountriesQueryOptions } from './get-admin-countries';
import { getAdminStatsQueryOptions } from './get-admin-stats';
import { invalidatePublicReference } from '../lib/invalidate-public-reference';

/** DELETE /api/admin/countries/:id: refused (409) while banks, lending rules or assessments use it. */
export function deleteCountry(id: number): Promise<void> {
  return apiRequest<void>('DELETE', `/api/admin/countries/${id}`);
}

export function useDeleteCountry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCountry,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getAdminCountriesQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: getAdminStatsQueryOptions().queryKey });
      invalidatePublicReference(queryClient, { countries: true });
    },
  });
}
