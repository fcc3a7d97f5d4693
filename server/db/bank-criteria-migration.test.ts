import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { BANKS_BEFORE_ISSUE_19, RULES_BEFORE_ISSUE_19 } from './before-issue-19.fixture';
import { banks, exchangeRates, lendingRules, scoringConfig, scoringConfigVersions } from './schema';
import { bankSeed, lendingRuleSeed, scoringConfigSeed } from '../../core/reference-data';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { runMigrationFile } from '../test/run-migration-file';

/**
 * Migration 0019 brings issue 19's reference data (each bank's criteria with sources, the
 * limits' origins, forint loans on foreign income, the EUR currency cut, the income-currency
 * points) to a database seeded before it (ADR 021). The test puts a freshly seeded database
 * back to the previous defaults, lets an admin change one bank and one rule first, runs the
 * migration twice and compares with the seed, so the generated SQL and the seed cannot drift.
 */
let t: TestDatabase;
const runMigration = () => runMigrationFile(t.db, '0019_issue19_bank_criteria_data.sql');

const bankShape = (row: typeof banks.$inferSelect) => ({
  name: row.name,
  description: row.description,
  features: row.features,
  interestRateMin: Number(row.interestRateMin),
  interestRateMax: Number(row.interestRateMax),
  representativeRates: row.representativeRates,
  loanCurrencies: row.loanCurrencies,
  maxTermYears: row.maxTermYears,
  nonResidentLtvCap: row.nonResidentLtvCap === null ? null : Number(row.nonResidentLtvCap),
  nonResidentMaxTermYears: row.nonResidentMaxTermYears,
  maxAgeAtMaturity: row.maxAgeAtMaturity,
  acceptsInternationalIncome: row.acceptsInternationalIncome,
  acceptedIncomeCurrencies: row.acceptedIncomeCurrencies,
  acceptedResidenceCountries: row.acceptedResidenceCountries,
  foreignIncomeHaircut: row.foreignIncomeHaircut === null ? null : Number(row.foreignIncomeHaircut),
  acceptedEmploymentTypes: row.acceptedEmploymentTypes,
  minEmploymentMonths: row.minEmploymentMonths,
  minTotalEmploymentMonths: row.minTotalEmploymentMonths,
  translatedDocuments: row.translatedDocuments,
  apostilledDocuments: row.apostilledDocuments,
  criteriaSource: row.criteriaSource,
  criteriaVerifiedOn: row.criteriaVerifiedOn,
  criteriaEstimates: row.criteriaEstimates,
});

const ruleOf = async (countryCode: string, loanCurrency: string) =>
  (await t.db.select().from(lendingRules).where(and(eq(lendingRules.countryCode, countryCode), eq(lendingRules.loanCurrency, loanCurrency))))[0];

let seededBanks: ReturnType<typeof bankShape>[];
let versionsBefore: number;

beforeAll(async () => {
  t = await createTestDatabase();
  seededBanks = (await t.db.select().from(banks).orderBy(asc(banks.id))).map(bankShape);
  // The database as the release before issue 19 left it.
  for (const [name, before] of Object.entries(BANKS_BEFORE_ISSUE_19)) {
    await t.db
      .update(banks)
      .set({
        ...before,
        loanCurrencies: [...before.loanCurrencies],
        acceptedIncomeCurrencies: [...before.acceptedIncomeCurrencies],
        features: [...before.features],
        acceptsInternationalIncome: true,
        representativeRates: {},
        maxTermYears: null,
        acceptedResidenceCountries: [],
        foreignIncomeHaircut: null,
        acceptedEmploymentTypes: [],
        minEmploymentMonths: null,
        minTotalEmploymentMonths: null,
        translatedDocuments: [],
        apostilledDocuments: [],
        criteriaSource: null,
        criteriaVerifiedOn: null,
        criteriaEstimates: [],
      })
      .where(eq(banks.name, name));
  }
  for (const before of RULES_BEFORE_ISSUE_19) {
    await t.db
      .update(lendingRules)
      .set({ requiresIncomeInLoanCurrency: before.requiresIncomeInLoanCurrency, notes: before.notes, source: before.source, verifiedOn: before.verifiedOn, limitOrigins: {} })
      .where(and(eq(lendingRules.countryCode, before.countryCode), eq(lendingRules.loanCurrency, before.loanCurrency)));
  }
  await t.db.update(exchangeRates).set({ fxHaircut: '0' }).where(eq(exchangeRates.currency, 'EUR'));
  await t.db.update(scoringConfig).set({ options: { sameAsLoan: 10, EUR: 7, GBP: 5, USD: 5, CHF: 5, CAD: 4, AUD: 4 } }).where(eq(scoringConfig.category, 'incomeCurrency'));
  // An admin had raised Tatra banka's lowest rate and narrowed Slovenia's notes: both must stay.
  await t.db.update(banks).set({ interestRateMin: '3.75' }).where(eq(banks.name, 'Tatra banka'));
  await t.db.update(lendingRules).set({ notes: 'admin' }).where(eq(lendingRules.countryCode, 'HU'));
  versionsBefore = (await t.db.select().from(scoringConfigVersions)).length;

  await runMigration();
  await runMigration();
});
afterAll(() => t.drop());

describe('migration 0019 (issue 19: bank criteria, limit origins)', () => {
  it('gives every seeded bank its criteria and corrected terms, keeping what an admin changed', async () => {
    const migrated = (await t.db.select().from(banks).orderBy(asc(banks.id))).map(bankShape);
    expect(migrated).toHaveLength(bankSeed.length);
    for (const [i, bank] of migrated.entries()) {
      const expected = seededBanks[i];
      if (bank.name === 'Tatra banka') {
        expect(bank).toEqual({ ...expected, interestRateMin: 3.75 });
      } else {
        expect(bank).toEqual(expected);
      }
    }
    // Each bank's criteria say where they were read.
    for (const bank of migrated) {
      expect(bank.criteriaSource?.length).toBeGreaterThan(40);
      expect(bank.criteriaVerifiedOn).toBe('2026-11-27');
    }
  });

  it('records whose each limit is, and opens forint loans to income earned abroad unless an admin kept the rule', async () => {
    for (const seeded of lendingRuleSeed) {
      const rule = await ruleOf(seeded.countryCode, seeded.loanCurrency);
      expect(rule.limitOrigins).toEqual(seeded.limitOrigins);
    }
    expect((await ruleOf('PL', 'PLN')).requiresIncomeInLoanCurrency).toBe(true);
    expect((await ruleOf('PL', 'PLN')).notes).toContain('art. 6(1)');
    // Hungary's notes were an admin's: the row kept them (and its date), the flag follows the law.
    const hu = await ruleOf('HU', 'HUF');
    expect(hu.notes).toBe('admin');
    expect(hu.requiresIncomeInLoanCurrency).toBe(false);
  });

  it('cuts EUR income against a loan in another currency, and scores the property countries’ currencies in a new version', async () => {
    const [eur] = await t.db.select().from(exchangeRates).where(eq(exchangeRates.currency, 'EUR'));
    expect(Number(eur.fxHaircut)).toBe(0.15);
    const [income] = await t.db.select().from(scoringConfig).where(eq(scoringConfig.category, 'incomeCurrency'));
    expect(income.options).toEqual(scoringConfigSeed.find((row) => row.category === 'incomeCurrency')?.options);
    // One new version, not two, although the migration ran twice.
    expect((await t.db.select().from(scoringConfigVersions)).length).toBe(versionsBefore + 1);
  });
});
