import { asc, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { PARAMETER_KEYS } from '../../../core/eligibility';
import type { VerdictCeilings } from '../../../core/schemas/admin';
import type { Database } from '../../db/client';
import { engineParameters, exchangeRates, lendingRules, scoringConfig, scoringConfigVersions } from '../../db/schema';
import { recordAudit } from '../audit/audit.repository';

export type ScoringRow = typeof scoringConfig.$inferSelect;
export type LendingRuleRow = typeof lendingRules.$inferSelect;
export type LendingRuleValues = Partial<Omit<typeof lendingRules.$inferInsert, 'id' | 'countryCode' | 'loanCurrency' | 'createdAt' | 'updatedAt'>>;
export type NewLendingRuleValues = Omit<typeof lendingRules.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
export type ExchangeRateValues = Omit<typeof exchangeRates.$inferInsert, 'id' | 'createdAt'>;

export interface ScoringState {
  categories: ScoringRow[];
  verdictCeilings: VerdictCeilings;
  version: number;
  versionCreatedAt: Date | null;
}

const CEILING_KEYS = { notEligible: PARAMETER_KEYS.verdictMaxScoreNotEligible, partial: PARAMETER_KEYS.verdictMaxScorePartial } as const;

type Tx = Pick<Database, 'select' | 'insert'>;

async function readCeilings(tx: Pick<Database, 'select'>): Promise<VerdictCeilings> {
  const rows = await tx
    .select({ key: engineParameters.key, value: engineParameters.value })
    .from(engineParameters)
    .where(inArray(engineParameters.key, Object.values(CEILING_KEYS)));
  const valueOf = (key: string) => Number(rows.find((row) => row.key === key)?.value ?? Number.NaN);
  return { notEligible: valueOf(CEILING_KEYS.notEligible), partial: valueOf(CEILING_KEYS.partial) };
}

/**
 * A new scoring version records everything that decides a score: the categories and the
 * verdict ceilings. (Versions written before issue 10 hold the categories array alone.) Without an
 * author (null) it is the shipped defaults, written by the sync at start (server/db/reference-sync).
 */
export async function recordScoringVersion(tx: Tx, createdBy: string | null): Promise<number> {
  const categories = await tx.select().from(scoringConfig).orderBy(asc(scoringConfig.sortOrder), asc(scoringConfig.id));
  const [{ version }] = await tx
    .insert(scoringConfigVersions)
    .values({ snapshot: { categories, verdictCeilings: await readCeilings(tx) }, createdBy })
    .returning({ version: scoringConfigVersions.version });
  return version;
}

/** What the audit trail keeps of a scoring category: what an admin can change, points as numbers. */
function scoringAudit(row: Pick<ScoringRow, 'weight' | 'options' | 'isActive'>) {
  return {
    weight: row.weight,
    isActive: row.isActive,
    options: Object.fromEntries(Object.entries(row.options).map(([option, points]) => [option, Number(points)])),
  };
}

/**
 * The engine's configuration tables: scoring categories and versions, lending rules, exchange
 * rates. Every admin write records itself in the audit trail in its own transaction (ADR 028).
 */
export function createAdminEngineRepository(db: Database) {
  async function scoringState(tx: Pick<Database, 'select'>): Promise<ScoringState> {
    const categories = await tx.select().from(scoringConfig).orderBy(asc(scoringConfig.sortOrder), asc(scoringConfig.id));
    const [latest] = await tx
      .select({ version: scoringConfigVersions.version, createdAt: scoringConfigVersions.createdAt })
      .from(scoringConfigVersions)
      .orderBy(desc(scoringConfigVersions.version))
      .limit(1);
    return { categories, verdictCeilings: await readCeilings(tx), version: latest?.version ?? 0, versionCreatedAt: latest?.createdAt ?? null };
  }

  return {
    /** The categories and the current version, read in one snapshot so they belong together. */
    scoringState: () => db.transaction((tx) => scoringState(tx), { isolationLevel: 'repeatable read', accessMode: 'read only' }),

    /**
     * Saves scoring categories and records the whole configuration as a new version, in one
     * transaction (so the engine never sees the rows without their version, nor half a change).
     * The scoring rows are locked in id order first, so two saves at once are applied one after
     * the other and each snapshot is what was saved. `decide` sees every locked row, throws to
     * refuse, and answers the values per category id, or null when nothing changes (then no
     * version is made).
     */
    saveScoring(
      createdBy: string,
      decide: (locked: ScoringRow[]) => Map<number, Pick<ScoringRow, 'weight' | 'options' | 'isActive'>> | null,
    ): Promise<{ state: ScoringState; isChanged: boolean }> {
      return db.transaction(async (tx) => {
        const locked = await tx.select().from(scoringConfig).orderBy(asc(scoringConfig.id)).for('update');
        const updates = decide(locked);
        if (!updates) return { state: await scoringState(tx), isChanged: false };
        for (const [id, values] of updates) await tx.update(scoringConfig).set({ ...values, updatedAt: sql`now()` }).where(eq(scoringConfig.id, id));
        await recordScoringVersion(tx, createdBy);
        const state = await scoringState(tx);
        // One audit row per saved version: the changed categories, by name, before and after.
        const changed = locked.filter((row) => updates.has(row.id));
        await recordAudit(tx, {
          actorId: createdBy,
          entityKind: 'scoring',
          entityId: state.version,
          action: 'update',
          before: Object.fromEntries(changed.map((row) => [row.category, scoringAudit(row)])),
          after: Object.fromEntries(changed.map((row) => [row.category, scoringAudit(updates.get(row.id)!)])),
        });
        return { state, isChanged: true };
      });
    },

    /** Saves the verdict ceilings as a new scoring version, in one transaction (no version when unchanged). */
    saveVerdictCeilings(ceilings: VerdictCeilings, createdBy: string): Promise<{ state: ScoringState; isChanged: boolean }> {
      return db.transaction(async (tx) => {
        await tx.select().from(scoringConfig).orderBy(asc(scoringConfig.id)).for('update');
        const current = await readCeilings(tx);
        const isChanged = current.notEligible !== ceilings.notEligible || current.partial !== ceilings.partial;
        if (isChanged) {
          for (const [name, key] of Object.entries(CEILING_KEYS) as Array<[keyof VerdictCeilings, string]>) {
            await tx
              .insert(engineParameters)
              .values({ key, value: String(ceilings[name]) })
              .onConflictDoUpdate({ target: engineParameters.key, set: { value: String(ceilings[name]), updatedAt: sql`now()` } });
          }
          await recordScoringVersion(tx, createdBy);
        }
        const state = await scoringState(tx);
        if (isChanged) {
          await recordAudit(tx, { actorId: createdBy, entityKind: 'verdict_ceilings', entityId: state.version, action: 'update', before: current, after: { ...ceilings } });
        }
        return { state, isChanged };
      });
    },

    listLendingRules: () => db.select().from(lendingRules).orderBy(asc(lendingRules.countryCode), asc(lendingRules.loanCurrency), asc(lendingRules.id)),

    /** A new country's (or currency's) rule; the unique (country, currency) index refuses a second one. */
    createLendingRule(values: NewLendingRuleValues, actorId: string): Promise<LendingRuleRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(lendingRules).values(values).returning();
        await recordAudit(tx, { actorId, entityKind: 'lending_rule', entityId: row.id, action: 'create', before: null, after: row });
        return row;
      });
    },

    updateLendingRule(id: number, values: LendingRuleValues, actorId: string): Promise<LendingRuleRow | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(lendingRules).where(eq(lendingRules.id, id)).for('update');
        if (!current) return undefined;
        const [row] = await tx.update(lendingRules).set({ ...values, updatedAt: sql`now()` }).where(eq(lendingRules.id, id)).returning();
        await recordAudit(tx, { actorId, entityKind: 'lending_rule', entityId: id, action: 'update', before: current, after: row });
        return row;
      });
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

    insertExchangeRate(values: ExchangeRateValues, actorId: string): Promise<ExchangeRateRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(exchangeRates).values(values).returning();
        await recordAudit(tx, { actorId, entityKind: 'exchange_rate', entityId: row.id, action: 'create', before: null, after: row });
        return row;
      });
    },

    async findExchangeRate(id: number): Promise<ExchangeRateRow | undefined> {
      const [row] = await db.select().from(exchangeRates).where(eq(exchangeRates.id, id));
      return row;
    },

    updateExchangeRate(id: number, values: Pick<ExchangeRateValues, 'rate' | 'fxHaircut' | 'source'>, actorId: string): Promise<ExchangeRateRow | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(exchangeRates).where(eq(exchangeRates.id, id)).for('update');
        if (!current) return undefined;
        const [row] = await tx.update(exchangeRates).set(values).where(eq(exchangeRates.id, id)).returning();
        await recordAudit(tx, { actorId, entityKind: 'exchange_rate', entityId: id, action: 'update', before: current, after: row });
        return row;
      });
    },
  };
}

export type AdminEngineRepository = ReturnType<typeof createAdminEngineRepository>;
