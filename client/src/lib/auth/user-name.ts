import type { CurrentUser } from '@core/schemas/auth';

export function getFullName(user: Pick<CurrentUser, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
}

/** The letter shown when there is no profile image. */
export function getInitial(user: Pick<CurrentUser, 'firstName' | 'email'>): string {
  return (user.firstName?.trim()[0] ?? user.email.trim()[0] ?? '?').toUpperCase();
}
