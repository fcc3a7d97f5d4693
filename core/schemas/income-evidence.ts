import { z } from 'zod';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES } from '../constants';
import { ZDocumentReading } from './documents';

/**
 * GET /api/broker/assessments/:id/income-evidence (issue 23): the declared income beside what its
 * documents say, each income document with the checks it failed (server/modules/income-evidence/
 * cross-checks.ts). A check that could not be made is a flag too, never a pass.
 */
export const ZIncomeFlag = z.discriminatedUnion('code', [
  /** The net read differs from the declared income by more than 5 %, after FX. */
  z.object({ code: z.literal('netDiffers'), declared: z.number(), read: z.number(), currency: z.string(), differencePct: z.number() }),
  z.object({ code: z.literal('netNotRead') }),
  /** The applicant's name was not found on the document. */
  z.object({ code: z.literal('nameNotFound') }),
  /** A payslip older than three months. */
  z.object({ code: z.literal('periodOld'), year: z.number().int(), month: z.number().int() }),
  z.object({ code: z.literal('periodNotRead') }),
  /** The document is in another currency than the declared income. */
  z.object({ code: z.literal('currencyDiffers'), declared: z.string(), read: z.string() }),
  /** This payslip's employer differs from another payslip's. */
  z.object({ code: z.literal('employerDiffers'), employer: z.string(), other: z.string() }),
]);
export type IncomeFlag = z.infer<typeof ZIncomeFlag>;

export const ZIncomeEvidence = z.object({
  assessmentId: z.string(),
  declared: z.object({ monthlyIncome: z.number(), currency: z.string() }),
  /** The ECB table's date the conversions used (rates by document date are not kept). */
  ratesDate: z.string().nullable(),
  documents: z.array(
    z.object({
      id: z.string(),
      documentType: z.enum(DOCUMENT_TYPES),
      status: z.enum(DOCUMENT_STATUSES),
      originalName: z.string(),
      uploadedAt: z.string(),
      reading: ZDocumentReading.nullable(),
      flags: z.array(ZIncomeFlag),
    }),
  ),
});
export type IncomeEvidence = z.infer<typeof ZIncomeEvidence>;
