import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@core/constants';
import { apiRequest } from '@/lib/api-client';
import { getUserQueryOptions } from './get-user';

/** PATCH /api/user/language: saves the interface language to the account. */
export function updateLanguage(language: Language): Promise<unknown> {
  return apiRequest('PATCH', '/api/user/language', { language });
}

/** On success the cached user is refetched (docs/product.md §4, language change). */
export function useUpdateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLanguage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getUserQueryOptions().queryKey }),
  });
}
