import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq, max } from 'drizzle-orm';
import { shippedReferenceData, type ReferenceData } from '../../../core/reference-data';
import { openDatabase } from '../client';
import { buyingSteps, countryClosingCosts, engineParameters, exchangeRates, lendingRules, referenceDefaultsApplied, referenceDataVersion, scoringConfig, scoringConfigVersions } from '../schema';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { syncReferenceData } from './sync-reference-data';

/**
 * ADR 080: the shipped defaults reach an existing database at its next start, without a data
 * migration, and every admin edit survives. Each test starts from the run's snapshot (synced
 * with the shipped data) and syncs a changed copy of the data, as a new release would ship it.
 */
let t: TestDatabase;
beforeEach(async () => {
  t = await createTestDatabase();
});
afterEach(() => t.drop());

/** The shipped data with one lending rule changed, as the next release might ship it. */
function withRule(countryCode: string, loanCurrency: string, change: Record<string, unknown>, data: ReferenceData = shippedReferenceData): ReferenceData {
  return {
    ...data,
    lendingRules: data.lendingRules.map((rule) => (rule.countryCode === countryCode && rule.loanCurrency === loanCurrency ? { ...rule, ...change } : rule)),
  };
}
const ruleOf = async (countryCode: string, loanCurrency: string) =>
  (await t.db.select().from(lendingRules).where(and(eq(lendingRules.countryCode, countryCode), eq(lendingRules.loanCurrency, loanCurrency))))[0];
const latestScoringVersion = async () => (await t.db.select({ version: max(scoringConfigVersions.version) }).from(scoringConfigVersions))[0].version;

describe('the reference data sync at start (issue 21, ADR 080)', () => {
  it('does nothing on a database that already holds the shipped version, however often it runs', async () => {
    const before = await t.db.select().from(lendingRules);
    for (let run = 0; run < 2; run += 1) {
      expect(await syncReferenceData(t.db)).toMatchObject({ upToDate: true, inserted: 0, updated: 0 });
    }
    expect(await t.db.select().from(lendingRules)).toEqual(before);
  });

  it('moves a row nobody edited to its new default, and records the default it applied', async () => {
    const report = await syncReferenceData(t.db, withRule('RO', 'RON', { baseRate: '6.10' }));
    expect(report).toMatchObject({ upToDate: false, inserted: 0, updated: 1, keptEdited: [], keptDeleted: [] });
    expect(Number((await ruleOf('RO', 'RON')).baseRate)).toBe(6.1);
    const [record] = await t.db
      .select()
      .from(referenceDefaultsApplied)
      .where(and(eq(referenceDefaultsApplied.kind, 'lending_rules'), eq(referenceDefaultsApplied.rowKey, 'RO/RON')));
    expect(record.applied.baseRate).toBe('6.1');
    // Back to the shipped default at the next release: the row follows again.
    expect(await syncReferenceData(t.db)).toMatchObject({ updated: 1 });
    const shipped = shippedReferenceData.lendingRules.find((rule) => rule.countryCode === 'RO' && rule.loanCurrency === 'RON')!;
    expect(Number((await ruleOf('RO', 'RON')).baseRate)).toBe(Number(shipped.baseRate));
    expect(Number(shipped.baseRate)).not.toBe(6.1);
  });

  it("keeps an admin's edit when the default it replaced changes, and names the row", async () => {
    await t.db.update(lendingRules).set({ dstiCap: '0.350' }).where(and(eq(lendingRules.countryCode, 'PL'), eq(lendingRules.loanCurrency, 'PLN')));
    const report = await syncReferenceData(t.db, withRule('PL', 'PLN', { dstiCap: '0.450', baseRate: '6.50' }));
    expect(report.keptEdited).toEqual(['lending_rules PL/PLN']);
    expect(report.updated).toBe(0);
    const rule = await ruleOf('PL', 'PLN');
    expect(Number(rule.dstiCap)).toBe(0.35);
    expect(Number(rule.baseRate)).not.toBe(6.5);
  });

  it('records, and changes nothing, when the new default is what the admin had already entered', async () => {
    await t.db.update(lendingRules).set({ baseRate: '5.55' }).where(and(eq(lendingRules.countryCode, 'HU'), eq(lendingRules.loanCurrency, 'HUF')));
    const report = await syncReferenceData(t.db, withRule('HU', 'HUF', { baseRate: '5.55' }));
    expect(report).toMatchObject({ updated: 0, keptEdited: [] });
    // From now on the row is unedited again: the next default reaches it.
    expect(await syncReferenceData(t.db, withRule('HU', 'HUF', { baseRate: '5.75' }))).toMatchObject({ updated: 1 });
    expect(Number((await ruleOf('HU', 'HUF')).baseRate)).toBe(5.75);
  });

  it('leaves a row an admin deleted deleted, even when its default changes', async () => {
    const [cost] = await t.db.select().from(countryClosingCosts).where(eq(countryClosingCosts.countryCode, 'CZ')).limit(1);
    await t.db.delete(countryClosingCosts).where(eq(countryClosingCosts.id, cost.id));
    const data: ReferenceData = {
      ...shippedReferenceData,
      closingCosts: shippedReferenceData.closingCosts.map((row) => (row.countryCode === 'CZ' && row.key === cost.key ? { ...row, source: `${row.source} (re-read)` } : row)),
    };
    const report = await syncReferenceData(t.db, data);
    expect(report.keptDeleted).toEqual([`country_closing_costs CZ/${cost.key}`]);
    const [{ value }] = await t.db.select({ value: count() }).from(countryClosingCosts).where(and(eq(countryClosingCosts.countryCode, 'CZ'), eq(countryClosingCosts.key, cost.key)));
    expect(value).toBe(0);
  });

  it('brings a re-read buying step to every database and keeps a step an admin corrected (issue 24)', async () => {
    const stepOf = async (countryCode: string, key: string) =>
      (await t.db.select().from(buyingSteps).where(and(eq(buyingSteps.countryCode, countryCode), eq(buyingSteps.key, key as never))))[0];
    await t.db.update(buyingSteps).set({ leadDays: 9 }).where(and(eq(buyingSteps.countryCode, 'CZ'), eq(buyingSteps.key, 'landRegistry')));
    const reRead = (row: ReferenceData['buyingSteps'][number]) =>
      row.key === 'landRegistry' && (row.countryCode === 'RO' || row.countryCode === 'CZ') ? { ...row, leadDays: 11, source: `${row.source} Re-read.` } : row;
    const report = await syncReferenceData(t.db, { ...shippedReferenceData, buyingSteps: shippedReferenceData.buyingSteps.map(reRead) });
    expect(report.keptEdited).toEqual(['buying_steps CZ/landRegistry']);
    expect(report.updated).toBe(1);
    expect(await stepOf('RO', 'landRegistry')).toMatchObject({ leadDays: 11, source: expect.stringMatching(/Re-read\.$/) });
    expect((await stepOf('CZ', 'landRegistry')).leadDays).toBe(9);
    // A step without a proxy route or a bank charge is stored with nulls, and reads back as the default.
    expect(await stepOf('RO', 'landRegistry')).toMatchObject({ proxyRoute: null, bankChargeKey: null });
  });

  it('adds a new default (a dated exchange rate) next to the ones the database has, and leaves rates it does not ship alone', async () => {
    await t.db.insert(exchangeRates).values({ currency: 'RON', rate: '5.0900', rateDate: '2026-11-27', source: 'ECB (daily job)' });
    const data: ReferenceData = { ...shippedReferenceData, exchangeRates: [...shippedReferenceData.exchangeRates, { currency: 'RON', rate: '5.0812', rateDate: '2026-11-20', fxHaircut: '0.150', source: 'ECB 20.11.2026' }] };
    expect(await syncReferenceData(t.db, data)).toMatchObject({ inserted: 1, updated: 0 });
    const rates = await t.db.select().from(exchangeRates).where(eq(exchangeRates.currency, 'RON'));
    expect(rates.map((rate) => [rate.rateDate, Number(rate.rate)]).sort()).toEqual([
      ['2025-02-28', 4.9768],
      ['2026-11-20', 5.0812],
      ['2026-11-27', 5.09],
    ]);
  });

  it('records a new scoring version when a scoring default changes, and none for a change that does not score', async () => {
    const before = await latestScoringVersion();
    await syncReferenceData(t.db, withRule('RO', 'EUR', { notes: 'a note' }));
    expect(await latestScoringVersion()).toBe(before);

    const [category] = shippedReferenceData.scoringConfig;
    const data: ReferenceData = { ...shippedReferenceData, scoringConfig: shippedReferenceData.scoringConfig.map((row) => (row === category ? { ...row, description: 'Re-worded' } : row)) };
    const report = await syncReferenceData(t.db, data);
    expect(report.scoringVersion).toBe(before! + 1);
    expect(await latestScoringVersion()).toBe(before! + 1);
    const [row] = await t.db.select().from(scoringConfig).where(eq(scoringConfig.category, category.category));
    expect(row.description).toBe('Re-worded');
  });

  it('refuses a default its column cannot hold as given, names it, and changes nothing', async () => {
    const versionBefore = await t.db.select().from(referenceDataVersion);
    await expect(syncReferenceData(t.db, withRule('SK', 'EUR', { ltvCap: '0.8555', baseRate: '4.44' }))).rejects.toThrow(/lending_rules SK\/EUR: ltvCap "0.8555" is stored as "0.856"/);
    expect(Number((await ruleOf('SK', 'EUR')).baseRate)).not.toBe(4.44);
    expect(await t.db.select().from(referenceDataVersion)).toEqual(versionBefore);
  });

  it('refuses data where two defaults share a key', async () => {
    const [rule] = shippedReferenceData.lendingRules;
    await expect(syncReferenceData(t.db, { ...shippedReferenceData, lendingRules: [...shippedReferenceData.lendingRules, { ...rule }] })).rejects.toThrow(
      `two lending_rules defaults are both ${rule.countryCode}/${rule.loanCurrency}`,
    );
  });

  it('adopts a database from before the sync: rows equal to their default are recorded, the others kept as admin edits', async () => {
    await t.db.delete(referenceDefaultsApplied);
    await t.db.delete(referenceDataVersion);
    await t.db.update(engineParameters).set({ value: '0.8' }).where(eq(engineParameters.key, 'employmentIncomeFactor.temporary'));
    const report = await syncReferenceData(t.db);
    expect(report).toMatchObject({ inserted: 0, updated: 0, keptEdited: ['engine_parameters employmentIncomeFactor.temporary'] });
    const [{ value: recorded }] = await t.db.select({ value: count() }).from(referenceDefaultsApplied);
    const shippedRows = Object.values(shippedReferenceData).reduce((sum, rows) => sum + rows.length, 0);
    expect(recorded).toBe(shippedRows - 1);
  });

  it('writes a new version once when two processes start at the same moment', async () => {
    const second = t.url ? await openDatabase({ databaseUrl: t.url }) : null;
    try {
      const data = withRule('BG', 'EUR', { baseRate: '3.33' });
      const reports = await Promise.all([syncReferenceData(t.db, data), syncReferenceData(second?.db ?? t.db, data)]);
      expect(reports.map((report) => report.updated).sort()).toEqual([0, 1]);
      expect(reports.filter((report) => report.upToDate)).toHaveLength(1);
      expect(Number((await ruleOf('BG', 'EUR')).baseRate)).toBe(3.33);
    } finally {
      await second?.close();
    }
  });
});
