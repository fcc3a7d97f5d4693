import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** What /readyz asks the database. */
export function createHealthRepository(db: Database) {
  return {
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },

    /**
     * The newest applied migration's timestamp (the journal's `when`, which drizzle's migrator
     * stores as created_at), or null before any.
     */
    async latestAppliedMigration(): Promise<number | null> {
      const result = (await db.execute(sql`select max(created_at) as latest from drizzle.__drizzle_migrations`)) as unknown as {
        rows: Array<{ latest: string | number | null }>;
      };
      const latest = result.rows[0]?.latest;
      return latest === null || latest === undefined ? null : Number(latest);
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
