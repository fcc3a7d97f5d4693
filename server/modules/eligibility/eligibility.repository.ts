import { asc, desc, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
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
} from '../../db/schema';

/**
 * A digest of every row the engine configuration is built from (and of the active countries,
 * which decide what an assessment may name). It hashes the rows' full text rather than
 * max(updated_at)/count so that it also sees writes that do not bump updated_at (a console
 * UPDATE, exchange_rates which has no such column) and a transaction that commits after a
 * later one with an older now(). The tables are small (tens of rows; rates grow by a few per
 * day), and the query runs at most once per re-check interval per instance.
 */
const FINGERPRINT_SQL = sql`select md5(concat_ws('|',
  (select string_agg(t::text, ',' order by t.id) from ${scoringConfig} t),
  (select max(t.version)::text from ${scoringConfigVersions} t),
  (select string_agg(t::text, ',' order by t.id) from ${lendingRules} t),
  (select string_agg(t::text, ',' order by t.id) from ${exchangeRates} t),
  (select string_agg(t::text, ',' order by t.id) from ${banks} t),
  (select string_agg(t::text, ',' order by t.key) from ${engineParameters} t),
  (select string_agg(t::text, ',' order by t.id) from ${countries} t),
  (select string_agg(t::text, ',' order by t.id) from ${countryClosingCosts} t),
  (select string_agg(t::text, ',' order by t.id) from ${firstHomeSchemes} t)
)) as fingerprint`;

async function readFingerprint(db: Pick<Database, 'execute'>): Promise<string> {
  const result = (await db.execute(FINGERPRINT_SQL)) as unknown as { rows: Array<{ fingerprint: string }> };
  return result.rows[0].fingerprint;
}

export function createEligibilityRepository(db: Database) {
  return {
    readFingerprint: () => readFingerprint(db),

    /**
     * Every config row and the fingerprint of exactly those rows, read in one repeatable-read
     * snapshot: the version number always matches the scoring rows, and the fingerprint cached
     * with the rows can never be newer than the rows themselves.
     */
    loadConfigRows: () =>
      db.transaction(
        async (tx) => {
          const fingerprint = await readFingerprint(tx);
          const scoring = await tx
            .select()
            .from(scoringConfig)
            .where(eq(scoringConfig.isActive, true))
            .orderBy(asc(scoringConfig.sortOrder), asc(scoringConfig.id));
          const [{ version }] = await tx.select({ version: max(scoringConfigVersions.version) }).from(scoringConfigVersions);
          const rules = await tx
            .select()
            .from(lendingRules)
            .where(eq(lendingRules.isActive, true))
            .orderBy(asc(lendingRules.countryCode), asc(lendingRules.id));
          const rates = await tx
            .selectDistinctOn([exchangeRates.currency])
            .from(exchangeRates)
            .orderBy(asc(exchangeRates.currency), desc(exchangeRates.rateDate));
          const activeBanks = await tx.select().from(banks).where(eq(banks.isActive, true)).orderBy(asc(banks.id));
          const parameters = await tx.select({ key: engineParameters.key, value: engineParameters.value }).from(engineParameters);
          // Issue 14: the costs of buying and first-home schemes (inactive rows stay for admins).
          const closingCosts = await tx
            .select()
            .from(countryClosingCosts)
            .where(eq(countryClosingCosts.isActive, true))
            .orderBy(asc(countryClosingCosts.countryCode), asc(countryClosingCosts.sortOrder), asc(countryClosingCosts.id));
          const schemes = await tx
            .select()
            .from(firstHomeSchemes)
            .where(eq(firstHomeSchemes.isActive, true))
            .orderBy(asc(firstHomeSchemes.countryCode), asc(firstHomeSchemes.id));
          const activeCountries = await tx
            .select({ code: countries.code, type: countries.type })
            .from(countries)
            .where(eq(countries.isActive, true));
          return {
            fingerprint,
            scoring,
            scoringConfigVersion: version ?? 0,
            lendingRules: rules,
            exchangeRates: rates,
            banks: activeBanks,
            closingCosts,
            schemes,
            parameters,
            countries: activeCountries,
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      ),
  };
}

export type EligibilityRepository = ReturnType<typeof createEligibilityRepository>;
export type ConfigRowsSnapshot = Awaited<ReturnType<EligibilityRepository['loadConfigRows']>>;
