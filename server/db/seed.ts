import { sql } from 'drizzle-orm';
import type { Role } from '../../core/constants';
import { hashPassword } from '../modules/auth/passwords';
import type { Database } from './client';
import { users } from './schema';

/** The demo accounts; reference data is not seeded here but synced at start (reference-sync/, ADR 080). */
export const DEMO_ACCOUNTS: ReadonlyArray<{ email: string; role: Role; firstName: string; lastName: string }> = [
  { email: 'user@acasa.test', role: 'user', firstName: 'Ioana', lastName: 'Popescu' },
  { email: 'broker@acasa.test', role: 'broker', firstName: 'Andrei', lastName: 'Ionescu' },
  { email: 'admin@acasa.test', role: 'admin', firstName: 'Maria', lastName: 'Dumitru' },
];

/** One account per role; existing accounts are left exactly as they are. */
export async function seedDemoAccounts(db: Database, password: string): Promise<string[]> {
  const passwordHash = await hashPassword(password);
  const created: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const rows = await db
      .insert(users)
      .values({ ...account, passwordHash, language: 'ro' })
      .onConflictDoNothing()
      .returning({ email: users.email });
    if (rows.length) created.push(account.email);
  }
  return created;
}

/** Used by tests and tools that need to know the seeded state. */
export async function countRows(db: Database, table: typeof users) {
  const [{ value }] = await db.select({ value: sql<number>`count(*)::int` }).from(table);
  return value;
}
