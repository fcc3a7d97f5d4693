import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countries } from '../../db/schema';

export function createCountriesRepository(db: Database) {
  return {
    listActivePublic: () =>
      db
        .select({ id: countries.id, code: countries.code, name: countries.name, flag: countries.flag, type: countries.type })
        .from(countries)
        .where(eq(countries.isActive, true))
        .orderBy(asc(countries.name)),
  };
}
export type CountriesRepository = ReturnType<typeof createCountriesRepository>;
