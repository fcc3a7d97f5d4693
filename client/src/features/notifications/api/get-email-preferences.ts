import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailPreferences } from '@core/schemas/notifications';
import { apiRequest } from '@/lib/api-client';

/** GET /api/account/notifications: each kind of e-mail, on or off. */
export function getEmailPreferences({ signal }: { signal?: AbortSignal } = {}): Promise<EmailPreferences> {
  return apiRequest<EmailPreferences>('GET', '/api/account/notifications', undefined, { signal });
}

export const getEmailPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/account/notifications'],
    queryFn: getEmailPreferences,
  });

export function useEmailPreferences() {
  return useQuery(getEmailPreferencesQueryOptions());
}
