import type { CurrentUser } from '../../../core/schemas/auth';
import type { UserRow } from './auth.repository';

/** The only shape of a user that leaves the server: no hash, no payment-provider ids. */
export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    profileImageUrl: row.profileImageUrl,
    subscriptionPlan: row.subscriptionPlan,
    subscriptionStatus: row.subscriptionStatus,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    hasUsedTrial: row.trialUsedAt !== null,
  };
}
