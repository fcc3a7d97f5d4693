import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assessments, documents } from '../../db/schema';

export function createDashboardRepository(db: Database) {
  return {
    async countAssessments(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(assessments).where(eq(assessments.userId, userId));
      return Number(row?.n ?? 0);
    },

    /** All of the user's documents and the pending ones, in one query. */
    async countDocuments(userId: string): Promise<{ total: number; pending: number }> {
      const [row] = await db
        .select({ total: count(), pending: sql<number>`count(*) filter (where ${documents.status} = 'pending')` })
        .from(documents)
        .where(eq(documents.userId, userId));
      return { total: Number(row?.total ?? 0), pending: Number(row?.pending ?? 0) };
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
