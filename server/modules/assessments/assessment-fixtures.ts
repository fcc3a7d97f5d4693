import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Plan, Role } from '../../../core/constants';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { registerUser } from '../../test/test-app';

/** Tests only. */

/** The worked example of docs/lending-rules.md §7.12, as the wizard posts it: its one copy is core's. */
import { WORKED_EXAMPLE } from '../../../core/eligibility/worked-example';

export { WORKED_EXAMPLE };

/** Row count of every table of the public schema, by name. */
export async function countEveryTable(db: Database): Promise<Record<string, number>> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: Array<{ table_name: string }> };
  const counts: Record<string, number> = {};
  for (const { table_name: name } of tables.rows) {
    const result = (await db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    counts[name] = Number(result.rows[0].n);
  }
  return counts;
}

/** A signed-in account with the given role (the role is set in the database, as an admin would). */
/** A new signed-in account with the given role and (paid plans active, as if subscribed) plan. */
export async function signIn(
  app: FastifyInstance,
  db: Database,
  role: Role = 'user',
  options: { firstName?: string; lastName?: string; plan?: Plan } = {},
) {
  const { plan = 'free', ...names } = options;
  const account = await registerUser(app, names);
  if (role !== 'user') await db.update(users).set({ role }).where(eq(users.id, account.user.id));
  if (plan !== 'free') await db.update(users).set({ subscriptionPlan: plan, subscriptionStatus: 'active' }).where(eq(users.id, account.user.id));
  return account;
}
