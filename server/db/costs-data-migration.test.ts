import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { banks, countryClosingCosts, firstHomeSchemes } from './schema';
import { bankChargeSeed, closingCostSeed, firstHomeSchemeSeed } from '../../core/reference-data';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { runMigrationFile } from '../test/run-migration-file';

/**
 * Migration 0016 brings issue 14's data to a database seeded before it. The test empties the
 * new tables and the banks' charges of a freshly seeded database (as it was before), lets an
 * admin enter one bank's charges first, runs the migration twice and compares with the seed,
 * so the generated SQL and the seed data cannot drift apart. A later correction of the seed
 * comes with a migration of its own (ADR 021); run it after this one here.
 */
let t: TestDatabase;
const ADMIN_CHARGES = [
  {
    key: 'arrangement',
    base: 'fixed' as const,
    amount: 42,
    rate: 0,
    brackets: null,
    min: null,
    max: null,
    vatRate: null,
    firstHomeExemptUpTo: null,
    source: 'admin',
    verifiedOn: null,
    frequency: 'upfront' as const,
    isMandatory: true,
  },
];

/** 0016, then the later corrections of the seed's charges as a database would run them (issue 19: eight banks' charges read at the source). */
async function runMigration() {
  for (const file of ['0016_costs_of_buying_data.sql', '0019_issue19_bank_criteria_data.sql']) await runMigrationFile(t.db, file);
}

/** The columns the seed sets, as the database returns them. */
const costShape = (row: typeof countryClosingCosts.$inferSelect) => ({
  countryCode: row.countryCode,
  key: row.key,
  base: row.base,
  amount: Number(row.amount),
  rate: Number(row.rate),
  brackets: row.brackets,
  min: row.min === null ? null : Number(row.min),
  max: row.max === null ? null : Number(row.max),
  vatRate: row.vatRate === null ? null : Number(row.vatRate),
  firstHomeExemptUpTo: row.firstHomeExemptUpTo === null ? null : Number(row.firstHomeExemptUpTo),
  firstHomeRelief: row.firstHomeRelief === null ? null : Number(row.firstHomeRelief),
  firstHomeMaxAge: row.firstHomeMaxAge,
  source: row.source,
  verifiedOn: row.verifiedOn,
  isActive: row.isActive,
  sortOrder: row.sortOrder,
});

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

describe('migration 0016 (costs of buying, bank charges, schemes)', () => {
  let seeded: ReturnType<typeof costShape>[];

  beforeAll(async () => {
    seeded = (await t.db.select().from(countryClosingCosts).orderBy(asc(countryClosingCosts.id))).map(costShape);
    await t.db.delete(countryClosingCosts);
    await t.db.delete(firstHomeSchemes);
    await t.db.update(banks).set({ charges: [] });
    // An admin entered Tatra banka's charges before the migration ran: they must stay.
    await t.db.update(banks).set({ charges: ADMIN_CHARGES }).where(eq(banks.name, 'Tatra banka'));
    await runMigration();
    await runMigration();
  });

  it('inserts every seeded cost of buying once, exactly as a fresh database has it', async () => {
    const migrated = (await t.db.select().from(countryClosingCosts).orderBy(asc(countryClosingCosts.id))).map(costShape);
    expect(migrated).toHaveLength(closingCostSeed.length);
    const byKey = (a: { countryCode: string; key: string }, b: { countryCode: string; key: string }) =>
      `${a.countryCode}/${a.key}`.localeCompare(`${b.countryCode}/${b.key}`);
    expect([...migrated].sort(byKey)).toEqual([...seeded].sort(byKey));
    expect(new Set(migrated.map((row) => row.countryCode))).toEqual(new Set(['RO', 'PL', 'HU', 'CZ', 'SK', 'HR', 'SI', 'BG']));
  });

  it('inserts the schemes and the banks’ charges, keeping charges an admin entered', async () => {
    const schemes = await t.db.select().from(firstHomeSchemes);
    expect(schemes.map((s) => s.key).sort()).toEqual(firstHomeSchemeSeed.map((s) => s.key).sort());
    const rows = await t.db.select({ name: banks.name, charges: banks.charges }).from(banks);
    for (const bank of rows) {
      expect(bank.charges).toEqual(bank.name === 'Tatra banka' ? ADMIN_CHARGES : bankChargeSeed[bank.name]);
    }
  });
});
