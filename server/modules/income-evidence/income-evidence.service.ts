import type { DocumentType } from '../../../core/constants';
import { AppError } from '../../../core/errors';
import type { IncomeEvidence } from '../../../core/schemas/income-evidence';
import type { EligibilityService } from '../eligibility/eligibility.service';
import { incomeFlags } from './cross-checks';
import type { IncomeEvidenceRepository } from './income-evidence.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError('NOT_FOUND', 'errors.notFound');

/** Issue 23: what an assessment's income documents say beside its declared income, for a broker. */
export function createIncomeEvidenceService(repo: IncomeEvidenceRepository, eligibility: EligibilityService, now: () => Date = () => new Date()) {
  return {
    /** GET /api/broker/assessments/:id/income-evidence (brokers and admins; a draft is its owner's alone). */
    async forAssessment(assessmentId: string): Promise<IncomeEvidence> {
      if (!UUID.test(assessmentId)) throw notFound();
      const assessment = await repo.findAssessment(assessmentId);
      if (!assessment || assessment.status === 'draft' || assessment.monthlyIncome === null || !assessment.incomeCurrency) throw notFound();
      const declared = { monthlyIncome: Number(assessment.monthlyIncome), currency: assessment.incomeCurrency };
      const { config } = await eligibility.snapshot();
      const rates = new Map(config.exchangeRates.map((rate) => [rate.currency, rate.rate]));
      const rows = await repo.listIncomeDocuments(assessment.id);
      const flags = incomeFlags(declared, rows, rates, now());
      const ratesDate = config.exchangeRates.reduce<string | null>((newest, rate) => (newest === null || rate.rateDate > newest ? rate.rateDate : newest), null);
      return {
        assessmentId: assessment.id,
        declared,
        ratesDate,
        documents: rows.map((row) => ({
          id: row.id,
          documentType: row.documentType as DocumentType,
          status: row.status,
          originalName: row.originalName,
          uploadedAt: row.uploadedAt.toISOString(),
          reading: row.reading ?? null,
          flags: flags.get(row.id) ?? [],
        })),
      };
    },
  };
}

export type IncomeEvidenceService = ReturnType<typeof createIncomeEvidenceService>;
