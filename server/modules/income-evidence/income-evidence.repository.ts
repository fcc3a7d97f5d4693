import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { INCOME_DOCUMENT_TYPES } from '../../../core/schemas/documents';
import { assessments, documents } from '../../db/schema';


export function createIncomeEvidenceRepository(db: Database) {
  return {
    async findAssessment(id: string) {
      const [row] = await db
        .select({ id: assessments.id, status: assessments.status, monthlyIncome: assessments.monthlyIncome, incomeCurrency: assessments.incomeCurrency })
        .from(assessments)
        .where(eq(assessments.id, id))
        .limit(1);
      return row;
    },

    /** Oldest first: the order they came in, which is how a broker compares payslips month by month. */
    listIncomeDocuments: (assessmentId: string) =>
      db
        .select({
          id: documents.id,
          documentType: documents.documentType,
          status: documents.status,
          originalName: documents.originalName,
          uploadedAt: documents.uploadedAt,
          reading: documents.reading,
        })
        .from(documents)
        .where(and(eq(documents.assessmentId, assessmentId), inArray(documents.documentType, [...INCOME_DOCUMENT_TYPES])))
        .orderBy(documents.uploadedAt, desc(documents.id)),
  };
}

export type IncomeEvidenceRepository = ReturnType<typeof createIncomeEvidenceRepository>;
