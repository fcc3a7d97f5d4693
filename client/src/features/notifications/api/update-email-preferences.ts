import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailPreferences, EmailPreferencesUpdate } from '@core/schemas/notifications';
import { apiRequest } from '@/lib/api-client';
import { getEmailPreferencesQueryOptions } from './get-email-preferences';

/** PUT /api/account/notifications: the kinds named change, the others stay. */
export function updateEmailPreferences(update: EmailPreferencesUpdate): Promise<EmailPreferences> {
  return apiRequest<EmailPreferences>('PUT', '/api/account/notifications', update);
}

export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  const { queryKey } = getEmailPreferencesQueryOptions();
  return useMutation({
    mutationFn: updateEmailPreferences,
    // The switch moves at once; a refusal puts it back.
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) queryClient.setQueryData(queryKey, { ...previous, ...update });
      return { previous };
    },
    onError: (_error, _update, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
}
