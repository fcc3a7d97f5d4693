import type { Role } from '@core/constants';
import type { CurrentUser } from '@core/schemas/auth';

/** docs/product.md §6. Pages check these themselves; the server enforces its own rules. */
export const ADMIN_ROLES: readonly Role[] = ['admin'];
export const BROKER_ROLES: readonly Role[] = ['broker', 'admin'];

export function hasRole(user: CurrentUser | null | undefined, roles: readonly Role[]): boolean {
  return !!user && roles.includes(user.role);
}

export const canAccessAdmin = (user: CurrentUser | null | undefined) => hasRole(user, ADMIN_ROLES);
export const canAccessBroker = (user: CurrentUser | null | undefined) => hasRole(user, BROKER_ROLES);
