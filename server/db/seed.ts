import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Role } from '../../core/constants';
import { hashPassword } from '../modules/auth/passwords';
import type { Database } from './client';
import {
  banks,
  countries,
  countryClosingCosts,
  engineParameters,
  firstHomeSchemes,
  exchangeRates,
  lendingRules,
  scoringConfig,
  scoringConfigVersions,
  users,
} from './schema';
import {
  bankSeed,
  closingCostSeed,
  countrySeed,
  firstHomeSchemeSeed,
  engineParameterSeed,
  exchangeRateSeed,
  lendingRuleSeed,
  scoringConfigSeed,
} from '../../core/reference-data';

/**
 * The shipped reference data as a table's rows. Its types are core's (core/reference-data/rows.ts,
 * what the engine reads and the texts beside it), which a browser and core's tests can import;
 * the columns take the same values, and every API test file seeds its database through here, so
 * a value a column cannot take fails the suite at once.
 */
function columnsOf<Table extends PgTable>(_table: Table, rows: readonly object[]): Table['$inferInsert'][] {
  return rows as Table['$inferInsert'][];
}

/** Reference data (countries, banks, rules, rates, scoring) when the database has none. */
export async function seedReferenceData(db: Database): Promise<boolean> {
  const [{ value: existing }] = await db.select({ value: count() }).from(countries);
  if (existing > 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(countries).values(columnsOf(countries, countrySeed));
    await tx.insert(banks).values(columnsOf(banks, bankSeed));
    await tx.insert(lendingRules).values(columnsOf(lendingRules, lendingRuleSeed));
    await tx.insert(countryClosingCosts).values(columnsOf(countryClosingCosts, closingCostSeed));
    await tx.insert(firstHomeSchemes).values(columnsOf(firstHomeSchemes, firstHomeSchemeSeed));
    await tx.insert(exchangeRates).values(columnsOf(exchangeRates, exchangeRateSeed));
    await tx.insert(engineParameters).values(columnsOf(engineParameters, engineParameterSeed));
    const categories = await tx.insert(scoringConfig).values(columnsOf(scoringConfig, scoringConfigSeed)).returning();
    const ceiling = (key: string) => Number(engineParameterSeed.find((row) => row.key === key)?.value);
    await tx.insert(scoringConfigVersions).values({
      snapshot: { categories, verdictCeilings: { notEligible: ceiling('verdictMaxScore.not_eligible'), partial: ceiling('verdictMaxScore.partial') } },
    });
  });
  return true;
}

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
