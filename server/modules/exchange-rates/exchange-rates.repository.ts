import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { exchangeRates, scheduledTaskRuns } from '../../db/schema';

/** pg_advisory_xact_lock key of the ECB fetch claim ("acasa-ecb" as two int4s). */
const ECB_LOCK = sql`pg_try_advisory_xact_lock(1633906529, 1701273101)`;
export const ECB_TASK = 'ecb-rates';

export function createExchangeRatesRepository(db: Database) {
  return {
    /**
     * Claims the fetch for this instance: true when no instance succeeded since `successSince`
     * and none tried since `attemptSince`. The advisory lock makes the check-and-set atomic across
     * instances; the claim is committed at once, so the download itself holds no transaction
     * (on PGlite a long transaction would hold the only connection).
     */
    claimFetch(now: Date, successSince: Date, attemptSince: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const result = (await tx.execute(sql`select ${ECB_LOCK} as locked`)) as unknown as { rows: Array<{ locked: boolean }> };
        if (!result.rows[0]?.locked) return false;
        await tx.insert(scheduledTaskRuns).values({ name: ECB_TASK }).onConflictDoNothing();
        const claimed = await tx
          .update(scheduledTaskRuns)
          .set({ lastAttemptAt: now })
          .where(
            and(
              eq(scheduledTaskRuns.name, ECB_TASK),
              or(isNull(scheduledTaskRuns.lastSuccessAt), lt(scheduledTaskRuns.lastSuccessAt, successSince)),
              or(isNull(scheduledTaskRuns.lastAttemptAt), lt(scheduledTaskRuns.lastAttemptAt, attemptSince)),
            ),
          )
          .returning({ name: scheduledTaskRuns.name });
        return claimed.length > 0;
      });
    },

    /** The currencies the product keeps rates for, with the fxHaircut of their newest rate. */
    async knownCurrencies(): Promise<Map<string, string>> {
      const rows = await db
        .selectDistinctOn([exchangeRates.currency], { currency: exchangeRates.currency, fxHaircut: exchangeRates.fxHaircut })
        .from(exchangeRates)
        .orderBy(exchangeRates.currency, desc(exchangeRates.rateDate), desc(exchangeRates.id));
      return new Map(rows.map((row) => [row.currency, row.fxHaircut]));
    },

    /** Stores one dated table; a rate already stored for that day (by the ECB or an admin) is kept. Returns how many were new. */
    async storeRates(date: string, rates: Array<{ currency: string; rate: string; fxHaircut: string }>, source: string): Promise<number> {
      if (rates.length === 0) return 0;
      const inserted = await db
        .insert(exchangeRates)
        .values(rates.map((rate) => ({ ...rate, rateDate: date, source })))
        .onConflictDoNothing({ target: [exchangeRates.currency, exchangeRates.rateDate] })
        .returning({ id: exchangeRates.id });
      return inserted.length;
    },

    async recordOutcome(now: Date, error: string | null): Promise<void> {
      await db
        .update(scheduledTaskRuns)
        .set(error === null ? { lastSuccessAt: now, lastError: null } : { lastError: error.slice(0, 500) })
        .where(eq(scheduledTaskRuns.name, ECB_TASK));
    },

    async status() {
      const [row] = await db.select().from(scheduledTaskRuns).where(eq(scheduledTaskRuns.name, ECB_TASK));
      return row ?? null;
    },

    /** The newest rate date per currency among `currencies`. */
    newestRateDates: (currencies: readonly string[]) =>
      db
        .select({ currency: exchangeRates.currency, rateDate: sql<string>`max(${exchangeRates.rateDate})::text` })
        .from(exchangeRates)
        .where(inArray(exchangeRates.currency, [...currencies]))
        .groupBy(exchangeRates.currency),
  };
}

export type ExchangeRatesRepository = ReturnType<typeof createExchangeRatesRepository>;
