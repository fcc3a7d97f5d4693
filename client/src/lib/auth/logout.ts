import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { endSession } from './session';

/**
 * POST /api/auth/logout with a JSON content type (docs/product.md §7). An empty `{}` body goes
 * with it: a JSON content type with no body at all is refused by most JSON parsers.
 * Any failure becomes the error 'Logout failed' (docs/product.md §8).
 */
export async function logout(): Promise<void> {
  try {
    await apiRequest('POST', '/api/auth/logout', {});
  } catch (error) {
    throw new Error('Logout failed', { cause: error });
  }
}

/** On success the cached user and all cached data are cleared; the caller toasts and navigates. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => endSession(queryClient),
  });
}
