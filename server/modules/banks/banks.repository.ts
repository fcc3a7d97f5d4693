import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { banks } from '../../db/schema';

export function createBanksRepository(db: Database) {
  return {
    /**
     * Active banks that lend on income earned abroad (issue 19): NLB and Zagrebačka banka lend to
     * residents only, so they stay partner banks for the engine but are not listed as lending abroad.
     */
    listActiveLendingAbroad: () =>
      db
        .select({ id: banks.id, name: banks.name, countryCode: banks.countryCode, website: banks.website })
        .from(banks)
        .where(and(eq(banks.isActive, true), eq(banks.acceptsInternationalIncome, true)))
        .orderBy(asc(banks.name)),
  };
}
export type BanksRepository = ReturnType<typeof createBanksRepository>;
