import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '../../../core/constants';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { signIn } from '../assessments/assessment-fixtures';

/** Tests only. */

/**
 * A signed-in applicant on an active Pro plan, so that a test may submit several assessments
 * without meeting the Free plan's monthly cap. Set before the first request with the cookie,
 * so no cached session holds the Free plan.
 */
export async function signInPro(app: FastifyInstance, db: Database, role: Role = 'user', names: { firstName?: string; lastName?: string } = {}) {
  const account = await signIn(app, db, role, names);
  await db.update(users).set({ subscriptionPlan: 'pro', subscriptionStatus: 'active' }).where(eq(users.id, account.user.id));
  return account;
}
