import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Plan } from '../../../core/constants';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Tests only: puts a user on a plan as an admin or a past webhook would, then waits until the
 * user's session sees it (another connection's change reaches the session cache through
 * the users trigger's NOTIFY, which PostgreSQL delivers asynchronously).
 */
export async function setPlan(app: FastifyInstance, db: Database, account: { cookie: string; user: { id: string } }, plan: Plan, status: string | null = 'active') {
  await db.update(users).set({ subscriptionPlan: plan, subscriptionStatus: status }).where(eq(users.id, account.user.id));
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const current = (await app.inject({ url: '/api/auth/user', headers: { cookie: account.cookie } })).json();
    if (current.subscriptionPlan === plan && current.subscriptionStatus === status) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the session did not see plan ${plan} (${status})`);
}
