import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assessments, banks, certificates, documents, exchangeRates, users, verifications } from '../../db/schema';

/** What a dossier is written from: the stored answers and result (issue 23, item 5). */
const ASSESSMENT_FIELDS = {
  id: assessments.id,
  userId: assessments.userId,
  status: assessments.status,
  residenceCountry: assessments.residenceCountry,
  originCountry: assessments.originCountry,
  monthlyIncome: assessments.monthlyIncome,
  incomeCurrency: assessments.incomeCurrency,
  employmentType: assessments.employmentType,
  employmentDuration: assessments.employmentDuration,
  rateType: assessments.rateType,
  coApplicantIncome: assessments.coApplicantIncome,
  coApplicantIncomeCurrency: assessments.coApplicantIncomeCurrency,
  coApplicantEmploymentType: assessments.coApplicantEmploymentType,
  coApplicantAge: assessments.coApplicantAge,
  dependants: assessments.dependants,
  explanation: assessments.explanation,
  bankRecommendations: assessments.bankRecommendations,
};
export type DossierAssessment = {
  [K in keyof typeof ASSESSMENT_FIELDS]: (typeof assessments.$inferSelect)[K];
};

/** A live verification with the verifying broker's names (null when the account is gone). */
export interface DossierVerificationRow {
  kind: (typeof verifications.$inferSelect)['kind'];
  amount: string | null;
  currency: string | null;
  documentIds: string[];
  verifiedAt: Date;
  firstName: string | null;
  lastName: string | null;
}

export function createDossiersRepository(db: Database) {
  return {
    async findAssessment(id: string): Promise<DossierAssessment | undefined> {
      const [row] = await db.select(ASSESSMENT_FIELDS).from(assessments).where(eq(assessments.id, id)).limit(1);
      return row;
    },

    /** The bank's row, for its country, website and document list; undefined once deleted. */
    async findBank(id: number) {
      const [row] = await db
        .select({ name: banks.name, countryCode: banks.countryCode, website: banks.website, requiredDocuments: banks.requiredDocuments })
        .from(banks)
        .where(eq(banks.id, id))
        .limit(1);
      return row;
    },

    /** The assessment's certificate, if one was issued (never issued here: the dossier only links to it). */
    async findCertificate(assessmentId: string) {
      const [row] = await db
        .select({ code: certificates.code, revokedAt: certificates.revokedAt })
        .from(certificates)
        .where(eq(certificates.assessmentId, assessmentId))
        .limit(1);
      return row;
    },

    /** The live (not undone) verifications, with who made them. */
    liveVerifications: (assessmentId: string): Promise<DossierVerificationRow[]> =>
      db
        .select({
          kind: verifications.kind,
          amount: verifications.amount,
          currency: verifications.currency,
          documentIds: verifications.documentIds,
          verifiedAt: verifications.verifiedAt,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(verifications)
        .leftJoin(users, eq(users.id, verifications.verifiedBy))
        .where(and(eq(verifications.assessmentId, assessmentId), isNull(verifications.undoneAt))),

    /** The type and review status of each document uploaded for the assessment. */
    documentsOf: (assessmentId: string) =>
      db.select({ documentType: documents.documentType, status: documents.status }).from(documents).where(eq(documents.assessmentId, assessmentId)),

    /** Units of `currency` per EUR on `rateDate` (the ECB table's row the result used), if kept. */
    async exchangeRate(currency: string, rateDate: string): Promise<number | undefined> {
      const [row] = await db
        .select({ rate: exchangeRates.rate })
        .from(exchangeRates)
        .where(and(eq(exchangeRates.currency, currency), eq(exchangeRates.rateDate, rateDate)))
        .limit(1);
      return row ? Number(row.rate) : undefined;
    },
  };
}

export type DossiersRepository = ReturnType<typeof createDossiersRepository>;
