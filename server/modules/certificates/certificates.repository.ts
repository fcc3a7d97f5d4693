import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assessments, certificates } from '../../db/schema';

export type CertificateRow = typeof certificates.$inferSelect;

export function createCertificatesRepository(db: Database) {
  return {
    async findAssessment(id: string) {
      const [row] = await db
        .select({
          id: assessments.id,
          userId: assessments.userId,
          status: assessments.status,
          residenceCountry: assessments.residenceCountry,
          originCountry: assessments.originCountry,
          eligibilityScore: assessments.eligibilityScore,
          maxLoanAmount: assessments.maxLoanAmount,
          monthlyPayment: assessments.monthlyPayment,
          desiredLoanAmount: assessments.desiredLoanAmount,
          bankRecommendations: assessments.bankRecommendations,
          submittedAt: assessments.submittedAt,
        })
        .from(assessments)
        .where(eq(assessments.id, id))
        .limit(1);
      return row;
    },

    /** The assessment's certificate; the first call issues it (race-safe: one per assessment). */
    async findOrInsert(values: typeof certificates.$inferInsert): Promise<CertificateRow> {
      const [inserted] = await db.insert(certificates).values(values).onConflictDoNothing({ target: certificates.assessmentId }).returning();
      if (inserted) return inserted;
      const [existing] = await db.select().from(certificates).where(eq(certificates.assessmentId, values.assessmentId)).limit(1);
      return existing;
    },

    async findByCode(code: string): Promise<CertificateRow | undefined> {
      const [row] = await db.select().from(certificates).where(eq(certificates.code, code)).limit(1);
      return row;
    },
  };
}

export type CertificatesRepository = ReturnType<typeof createCertificatesRepository>;
