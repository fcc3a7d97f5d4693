import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminScheme, SchemeUpdate } from '@core/schemas/admin-costs';
import { apiRequest } from '@/lib/api-client';
import { invalidatePublicReference } from '../lib/invalidate-public-reference';
import { getFirstHomeSchemesQueryOptions } from './get-first-home-schemes';

/** PUT /api/admin/first-home-schemes/:id: the scheme as a whole. */
export function updateFirstHomeScheme({ id, body }: { id: number; body: SchemeUpdate }): Promise<AdminScheme> {
  return apiRequest<AdminScheme>('PUT', `/api/admin/first-home-schemes/${id}`, body);
}

export function useUpdateFirstHomeScheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFirstHomeScheme,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getFirstHomeSchemesQueryOptions().queryKey });
      invalidatePublicReference(queryClient);
    },
  });
}
