import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSession } from '@core/schemas/account';
import { apiRequest } from '@/lib/api-client';

/** GET /api/account/sessions: the devices signed in to the account, this one marked. */
export function getSessions({ signal }: { signal?: AbortSignal } = {}): Promise<AccountSession[]> {
  return apiRequest<AccountSession[]>('GET', '/api/account/sessions', undefined, { signal });
}

export const getSessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/account/sessions'],
    queryFn: getSessions,
  });

export function useSessions() {
  return useQuery(getSessionsQueryOptions());
}
