import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@core/schemas/auth';
import { apiFetch } from '@/lib/api-client';

/**
 * GET /api/auth/user (docs/product.md §4 and §7): the user, or null on 401 (signed out, not an
 * error). Any other failure throws 'HTTP error! status: {status}'.
 */
export async function getUser({ signal }: { signal?: AbortSignal } = {}): Promise<CurrentUser | null> {
  const response = await apiFetch('/api/auth/user', { signal });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  return (await response.json()) as CurrentUser;
}

/** Known once, kept for the whole visit: never stale, never retried or refetched on its own. */
export const getUserQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/auth/user'],
    queryFn: getUser,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchInterval: false,
  });

export function useUser() {
  return useQuery(getUserQueryOptions());
}

/** Stores the current user (null = signed out) without a request. */
export function setCachedUser(queryClient: QueryClient, user: CurrentUser | null) {
  queryClient.setQueryData(getUserQueryOptions().queryKey, user);
}

/** Drops every cached query except the current user (their data belonged to someone else). */
export function removeCachedDataExceptUser(queryClient: QueryClient) {
  const [userUrl] = getUserQueryOptions().queryKey;
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userUrl });
}
