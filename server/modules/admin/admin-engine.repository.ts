import { asc, desc, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { exchangeRates, lendingRules, scoringConfig, scoringConfigVersions } from '../../db/schema';

export type ScoringRow = typeof scoringConfig.$inferSelect;
export type LendingRuleRow = typeof lendingRules.$inferSelect;
export type LendingRuleValues = Partial<Omit<typeof lendingRules.$inferInsert, 'id' | 'countryCode' | 'loanCurrency' | 'createdAt' | 'updatedAt'>>;
export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
export type ExchangeRateValues = Omit<typeof exchangeRates.$inferInsert, 'id' | 'createdAt'>;

export interface ScoringState {
  categories: ScoringRow[];
  version: number;
  versionCreatedAt: Date | null;
}

/** The engine's configuration tables: scoring categories and versions, lending rules, exchange rates. */
export function createAdminEngineRepository(db: Database) {
  async function scoringState(tx: Pick<Database, 'select'>): Promise<ScoringState> {
    const categories = await tx.select().from(scoringConfig).orderBy(asc(scoringConfig.sortOrder), asc(scoringConfig.id));
    const [latest] = await tx
      .select({ version: scoringConfigVersions.version, createdAt: scoringConfigVersions.createdAt })
      .from(scoringConfigVersions)
      .orderBy(desc(scoringConfigVersions.version))
      .limit(1);
    return { categories, version: latest?.version ?? 0, versionCreatedAt: latest?.createdAt ?? null };
  }

  return {
    /** The categories and the current version, read in one snapshot so they belong together. */
    scoringState: () => db.transaction((tx) => scoringState(tx), { isolationLevel: 'repeatable read', accessMode: 'read only' }),

    /**
     * Saves one category and records the whole configuration as a new version, in one
     * transaction (so the engine never sees the rows without their version). `decide` gets the
     * locked row, throws to refuse, and answers the values to write, or null when nothing
     * changes (then no version is made). The scoring rows are locked in id order first, so two
     * saves at once are applied one after the other and each snapshot is what was saved.
     */
    saveScoringCategory(
      id: number,
      createdBy: string,
      decide: (current: ScoringRow) => Partial<Pick<ScoringRow, 'weight' | 'options' | 'isActive'>> | null,
    ): Promise<{ state: ScoringState; isChanged: boolean } | undefined> {
      return db.transaction(async (tx) => {
        const locked = await tx.select().from(scoringConfig).orderBy(asc(scoringConfig.id)).for('update');
        const current = locked.find((row) => row.id === id);
        if (!current) return undefined;
        const values = decide(current);
        if (values) {
          await tx.update(scoringConfig).set({ ...values, updatedAt: sql`now()` }).where(eq(scoringConfig.id, id));
          const snapshot = await tx.select().from(scoringConfig).orderBy(asc(scoringConfig.sortOrder), asc(scoringConfig.id));
          await tx.insert(scoringConfigVersions).values({ snapshot, createdBy });
        }
        return { state: await scoringState(tx), isChanged: values !== null };
      });
    },

    listLendingRules: () => db.select().from(lendingRules).orderBy(asc(lendingRules.countryCode), asc(lendingRules.loanCurrency), asc(lendingRules.id)),

    async updateLendingRule(id: number, values: LendingRuleValues): Promise<LendingRuleRow | undefined> {
      const [row] = await db.update(lendingRules).set({ ...values, updatedAt: sql`now()` }).where(eq(lendingRules.id, id)).returning();
      return row;
    },

    /** Every dated rate, newest first per currency (a few rows a day at most). */
    listExchangeRates: (currency?: string) =>
      db
        .select()
        .from(exchangeRates)
        .where(currency ? eq(exchangeRates.currency, currency) : undefined)
        .orderBy(asc(exchangeRates.currency), desc(exchangeRates.rateDate), desc(exchangeRates.id)),

    /** The newest rate date per currency: the rates the engine uses. */
    latestRateDates: () =>
      db.select({ currency: exchangeRates.currency, rateDate: max(exchangeRates.rateDate) }).from(exchangeRates).groupBy(exchangeRates.currency),

    async latestRate(currency: string): Promise<ExchangeRateRow | undefined> {
      const [row] = await db
        .select()
        .from(exchangeRates)
        .where(eq(exchangeRates.currency, currency))
        .orderBy(desc(exchangeRates.rateDate), desc(exchangeRates.id))
        .limit(1);
      return row;
    },

    async insertExchangeRate(values: ExchangeRateValues): Promise<ExchangeRateRow> {
      const [row] = await db.insert(exchangeRates).values(values).returning();
      return row;
    },
  };
}

export type AdminEngineRepository = ReturnType<typeof createAdminEngineRepository>;
