import { useUser } from './get-user';
import { canAccessAdmin, canAccessBroker } from './roles';

/**
 * The signed-in state as screens need it. `isLoading` is true only until the first answer;
 * a failed check (server down) counts as signed out.
 */
export function useAuth() {
  const query = useUser();
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isPending,
    isAuthenticated: user !== null,
    isAdmin: canAccessAdmin(user),
    isBroker: canAccessBroker(user),
    error: query.error,
  };
}
