import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assessments } from '../../db/schema';

export function createBuyingPlansRepository(db: Database) {
  return {
    /** What a plan is built from: who owns the assessment, its state and the property's country. */
    async findAssessment(id: string) {
      const [row] = await db
        .select({ id: assessments.id, userId: assessments.userId, status: assessments.status, originCountry: assessments.originCountry })
        .from(assessments)
        .where(eq(assessments.id, id))
        .limit(1);
      return row;
    },
  };
}

export type BuyingPlansRepository = ReturnType<typeof createBuyingPlansRepository>;
