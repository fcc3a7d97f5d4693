import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { banks } from '../../db/schema';

export function createBanksRepository(db: Database) {
  return {
    listActivePublic: () =>
      db
        .select({ id: banks.id, name: banks.name, countryCode: banks.countryCode, website: banks.website })
        .from(banks)
        .where(eq(banks.isActive, true))
        .orderBy(asc(banks.name)),
  };
}
export type BanksRepository = ReturnType<typeof createBanksRepository>;
