import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { lendingRules } from './schema';
import { lendingRuleSeed } from '../../core/reference-data';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { runMigrationFile } from '../test/run-migration-file';

/**
 * Migration 0022 brings each lending limit's own source (issue 19, audit) to a database seeded
 * before it (ADR 021). The test puts a freshly seeded database back to no sources, lets an admin
 * record one route's sources first, runs the migration twice and compares with the seed, so the
 * generated SQL and the seed cannot drift.
 */
let t: TestDatabase;
const runMigration = () => runMigrationFile(t.db, '0022_lending_rule_limit_sources_data.sql');
const ruleOf = async (countryCode: string, loanCurrency: string) =>
  (await t.db.select().from(lendingRules).where(and(eq(lendingRules.countryCode, countryCode), eq(lendingRules.loanCurrency, loanCurrency))))[0];

const ADMIN_SOURCES = { dsti: 'An admin’s reading of MNB Decree 32/2014' };

beforeAll(async () => {
  t = await createTestDatabase();
  await t.db.update(lendingRules).set({ limitSources: {} });
  await t.db.update(lendingRules).set({ limitSources: ADMIN_SOURCES }).where(eq(lendingRules.countryCode, 'HU'));
  await runMigration();
  await runMigration();
});
afterAll(() => t.drop());

describe('migration 0022 (issue 19: each limit’s own source)', () => {
  it('gives every seeded route the sources of its limits, keeping what an admin recorded', async () => {
    for (const seeded of lendingRuleSeed) {
      const rule = await ruleOf(seeded.countryCode, seeded.loanCurrency);
      expect(rule.limitSources, `${seeded.countryCode} ${seeded.loanCurrency}`).toEqual(seeded.countryCode === 'HU' ? ADMIN_SOURCES : seeded.limitSources);
    }
  });

  it('cites Romania’s term and age limits to the banks, not to the NBR’s regulation', async () => {
    const ro = await ruleOf('RO', 'RON');
    expect(ro.limitSources?.maxTerm).toMatch(/cec\.ro/);
    expect(ro.limitSources?.maxTerm).not.toMatch(/Reg\. 17\/2012|Regulation 17/);
    expect(ro.limitSources?.dsti).toMatch(/Regulation 17\/2012/);
  });
});
