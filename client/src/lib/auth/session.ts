import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@core/schemas/auth';
import { applyLanguage } from '@/lib/i18n';
import { removeCachedDataExceptUser, setCachedUser } from './get-user';

/**
 * A user just signed in: the interface takes their language (docs/product.md §4) before anything
 * is shown to them, data cached for the guest is dropped, and the user becomes current.
 */
export async function startSession(queryClient: QueryClient, user: CurrentUser) {
  await applyLanguage(user.language);
  removeCachedDataExceptUser(queryClient);
  setCachedUser(queryClient, user);
}

/** Logout (docs/product.md §4): the cached user and all cached data are cleared. */
export function endSession(queryClient: QueryClient) {
  setCachedUser(queryClient, null);
  removeCachedDataExceptUser(queryClient);
}
