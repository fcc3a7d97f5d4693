import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { banks, engineParameters, lendingRules, scoringConfig, scoringConfigVersions } from './schema';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { runMigrationFile } from '../test/run-migration-file';

/**
 * Migration 0005 brings docs/lending-rules.md §9 (issue 10) to a database seeded before it, and leaves
 * alone what an admin changed. The test puts a freshly seeded database back to the old defaults
 * (as it was before the migration), edits one row as an admin would, then runs the migration.
 */
let t: TestDatabase;

const rule = async (countryCode: string, loanCurrency: string) =>
  (await t.db.select().from(lendingRules).where(and(eq(lendingRules.countryCode, countryCode), eq(lendingRules.loanCurrency, loanCurrency))))[0];

beforeAll(async () => {
  t = await createTestDatabase();
  // The defaults of the first release (which had no verified_on column).
  await t.db.update(lendingRules).set({ verifiedOn: null });
  await t.db.update(lendingRules).set({ stressAddon: '2.00', maxAgeAtMaturity: 65, notes: 'old', verifiedOn: null }).where(eq(lendingRules.countryCode, 'RO'));
  await t.db.update(lendingRules).set({ maxTermYears: 30, stressAddonVariable: null }).where(eq(lendingRules.countryCode, 'PL'));
  await t.db
    .update(lendingRules)
    .set({ subsistenceMinimumEur: '234.42', subsistencePerDependantEur: null, dtiReductionLoanEndAge: null, maxAgeAtMaturity: 65, stressedRateCap: null })
    .where(eq(lendingRules.countryCode, 'SK'));
  await t.db.update(lendingRules).set({ stressAddon: '2.00', dstiCapsByFixation: null }).where(eq(lendingRules.countryCode, 'HU'));
  await t.db.update(lendingRules).set({ ltvCapInvestment: null, dtiMultipleInvestment: null }).where(eq(lendingRules.countryCode, 'CZ'));
  await t.db.update(lendingRules).set({ stressAddon: '2.00' }).where(eq(lendingRules.countryCode, 'BG'));
  // An admin had already set Croatia's stress to 1.5 points: the migration must keep it.
  await t.db.update(lendingRules).set({ stressAddon: '1.50', notes: 'admin' }).where(eq(lendingRules.countryCode, 'HR'));
  await t.db.update(banks).set({ maxAgeAtMaturity: null, acceptedIncomeCurrencies: [] });
  await t.db.delete(engineParameters).where(sql`${engineParameters.key} in ('verdictMaxScore.not_eligible', 'verdictMaxScore.partial', 'staleRatesDays')`);
  await t.db
    .update(scoringConfig)
    .set({ options: { EUR: 10, GBP: 7, USD: 7, CHF: 7, CAD: 6, AUD: 6 } })
    .where(eq(scoringConfig.category, 'incomeCurrency'));

  await runMigrationFile(t.db, '0005_honest_verdict_rules.sql');
});
afterAll(() => t.drop());

describe('migration 0005 (lending rules of November 2026)', () => {
  it('updates the rules still at their old defaults, with sources and the date checked', async () => {
    expect(await rule('RO', 'RON')).toMatchObject({ stressAddon: '0.00', maxAgeAtMaturity: 75, verifiedOn: '2026-11-23' });
    expect((await rule('RO', 'RON')).source).toContain('bnr.ro');
    expect(await rule('PL', 'EUR')).toMatchObject({ maxTermYears: 35, stressAddonVariable: '3.00' });
    expect(await rule('SK', 'EUR')).toMatchObject({
      subsistenceMinimumEur: '284.13',
      subsistencePerDependantEur: '129.74',
      dtiReductionLoanEndAge: 65,
      maxAgeAtMaturity: 70,
      stressedRateCap: '6.00',
    });
    expect((await rule('HU', 'HUF')).dstiCapsByFixation).toHaveLength(3);
    expect(await rule('CZ', 'CZK')).toMatchObject({ ltvCapInvestment: '0.700', dtiMultipleInvestment: '7.00' });
    expect(await rule('BG', 'EUR')).toMatchObject({ stressAddon: '0.00' });
  });

  it('keeps a row an admin edited', async () => {
    expect(await rule('HR', 'EUR')).toMatchObject({ stressAddon: '1.50', notes: 'admin' });
  });

  it('adds the banks’ ages, the verdict ceilings and the currency scoring, as a new scoring version', async () => {
    const [cec] = await t.db.select().from(banks).where(eq(banks.name, 'CEC Bank'));
    expect(cec.maxAgeAtMaturity).toBe(75);
    const [pbz] = await t.db.select().from(banks).where(eq(banks.name, 'Privredna banka Zagreb (PBZ)'));
    expect(pbz.acceptedIncomeCurrencies).toEqual(['EUR']);
    const parameters = await t.db.select().from(engineParameters);
    expect(Object.fromEntries(parameters.map((row) => [row.key, Number(row.value)]))).toMatchObject({
      'verdictMaxScore.not_eligible': 49,
      'verdictMaxScore.partial': 79,
      staleRatesDays: 7,
    });
    const [currency] = await t.db.select().from(scoringConfig).where(eq(scoringConfig.category, 'incomeCurrency'));
    expect(currency.options).toMatchObject({ sameAsLoan: 10, EUR: 7 });
    const versions = await t.db.select().from(scoringConfigVersions);
    expect(versions).toHaveLength(2);
    const snapshot = versions[1].snapshot as { categories: Array<{ category: string; options: object }>; verdictCeilings: object };
    expect(snapshot.categories.find((category) => category.category === 'incomeCurrency')?.options).toMatchObject({ sameAsLoan: 10 });
    expect(snapshot.verdictCeilings).toEqual({ notEligible: 49, partial: 79 });
  });

  it('does nothing to a database that is already current (running it twice changes nothing)', async () => {
    const before = await t.db.select().from(lendingRules);
    await runMigrationFile(t.db, '0005_honest_verdict_rules.sql');
    expect(await t.db.select().from(lendingRules)).toEqual(before);
    expect(await t.db.select().from(scoringConfigVersions)).toHaveLength(2);
  });
});
