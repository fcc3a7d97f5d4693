import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import type { Role } from '@core/constants';
import { useAuth } from '@/lib/auth/use-auth';
import { hasRole } from '@/lib/auth/roles';
import { AccessDenied } from './access-denied';

/** For pages of signed-in users: signed-out visitors go to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (!user) return <Redirect to="/login" replace />;
  return children;
}

/** For role pages (admin, broker): signed-out visitors go to /login, others see Access Denied. */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { user } = useAuth();
  if (!user) return <Redirect to="/login" replace />;
  if (!hasRole(user, roles)) return <AccessDenied />;
  return children;
}
