import { and, eq, isNull } from 'drizzle-orm';
import type { LiveVerification } from '../../../core/verification-status';
import type { Database } from '../../db/client';
import { assessments, certificates, verifications } from '../../db/schema';

export type CertificateRow = typeof certificates.$inferSelect;

/** What a certificate is issued from. */
const ASSESSMENT_FIELDS = {
  id: assessments.id,
  userId: assessments.userId,
  status: assessments.status,
  residenceCountry: assessments.residenceCountry,
  originCountry: assessments.originCountry,
  eligibilityScore: assessments.eligibilityScore,
  maxLoanAmount: assessments.maxLoanAmount,
  verdict: assessments.verdict,
  desiredLoanAmount: assessments.desiredLoanAmount,
  /** Issue 23: the declared income, printed as declared or verified. */
  monthlyIncome: assessments.monthlyIncome,
  incomeCurrency: assessments.incomeCurrency,
  bankRecommendations: assessments.bankRecommendations,
  /** The engine's result (issue 19: the loan offered, whether the co-applicant was counted). */
  explanation: assessments.explanation,
  coApplicantIncome: assessments.coApplicantIncome,
  coApplicantIncomeCurrency: assessments.coApplicantIncomeCurrency,
  coApplicantEmploymentType: assessments.coApplicantEmploymentType,
  coApplicantAge: assessments.coApplicantAge,
  dependants: assessments.dependants,
  submittedAt: assessments.submittedAt,
};
export type CertificateAssessment = {
  [K in keyof typeof ASSESSMENT_FIELDS]: (typeof assessments.$inferSelect)[K];
};

export function createCertificatesRepository(db: Database) {
  return {
    /**
     * The assessment's certificate, issued by the first call (one per assessment). The assessment
     * row is read under a share lock, the lock a status change takes for update first
     * (broker.repository changeStatus): a rejection and an issue are applied one after the other,
     * so either the rejection finds the certificate and revokes it, or `check` sees the rejection
     * and refuses; never a valid certificate of a rejected assessment (issue 11, item 9).
     * `check` throws to refuse and otherwise names the figures to certify. Undefined: no such
     * assessment.
     */
    async issueOnce(
      assessmentId: string,
      check: (assessment: CertificateAssessment) => Omit<typeof certificates.$inferInsert, 'assessmentId'>,
    ): Promise<{ assessment: CertificateAssessment; certificate: CertificateRow } | undefined> {
      return db.transaction(async (tx) => {
        const [assessment] = await tx.select(ASSESSMENT_FIELDS).from(assessments).where(eq(assessments.id, assessmentId)).for('share');
        if (!assessment) return undefined;
        const values = { ...check(assessment), assessmentId };
        const [inserted] = await tx.insert(certificates).values(values).onConflictDoNothing({ target: certificates.assessmentId }).returning();
        if (inserted) return { assessment, certificate: inserted };
        const [existing] = await tx.select().from(certificates).where(eq(certificates.assessmentId, assessmentId)).limit(1);
        return { assessment, certificate: existing };
      });
    },

    async findByCode(code: string): Promise<CertificateRow | undefined> {
      const [row] = await db.select().from(certificates).where(eq(certificates.code, code)).limit(1);
      return row;
    },

    /** The assessment's live (not undone) verifications, issue 23: what the certificate may call verified. */
    async liveVerifications(assessmentId: string): Promise<LiveVerification[]> {
      const rows = await db
        .select({ kind: verifications.kind, amount: verifications.amount, currency: verifications.currency, documentIds: verifications.documentIds, verifiedAt: verifications.verifiedAt })
        .from(verifications)
        .where(and(eq(verifications.assessmentId, assessmentId), isNull(verifications.undoneAt)));
      return rows.map(({ documentIds, amount, ...row }) => ({ ...row, amount: amount === null ? null : Number(amount), documentCount: documentIds.length }));
    },

    /** The declared monthly income of a certificate's assessment, to weigh an income verification against. */
    async declaredIncome(assessmentId: string): Promise<{ amount: number | null; currency: string | null }> {
      const [row] = await db
        .select({ amount: assessments.monthlyIncome, currency: assessments.incomeCurrency })
        .from(assessments)
        .where(eq(assessments.id, assessmentId))
        .limit(1);
      return { amount: row?.amount == null ? null : Number(row.amount), currency: row?.currency ?? null };
    },
  };
}

export type CertificatesRepository = ReturnType<typeof createCertificatesRepository>;
