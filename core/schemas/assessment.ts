import { z } from 'zod';
import { storedAnswerSchemas } from '../assessment-fields';
import { ASSESSMENT_STATUSES, VERDICTS } from '../constants';

/**
 * A stored assessment as the API returns it (GET /api/assessments, /:id, POST answer).
 * Money travels as strings (stored as numeric); counts and scores as numbers; the engine's
 * explanation (reasons, improvements, flags, metrics) and banks as the engine produced them.
 */
const money = z.string().nullable();

export const ZAssessmentEvent = z.object({
  id: z.number(),
  fromStatus: z.enum(ASSESSMENT_STATUSES).nullable(),
  toStatus: z.enum(ASSESSMENT_STATUSES),
  note: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
});

export const ZAssessment = z.object({
  id: z.string(),
  userId: z.string(),
  status: z.enum(ASSESSMENT_STATUSES),
  /** Every answer (core/assessment-fields): money as a string, null when not given. */
  ...storedAnswerSchemas,
  draftStep: z.number().nullable(),
  /** Null for drafts and for results computed before verdicts existed (issue 10). */
  verdict: z.enum(VERDICTS).nullable(),
  eligibilityScore: z.number().nullable(),
  maxLoanAmount: money,
  /** The offered loan's first instalment (issue 19); null when no loan can be made, and for drafts. */
  monthlyPayment: money,
  /** The same at the stressed rate; null when the stressed rate is the rate. */
  monthlyPaymentStressed: money,
  /** EngineResult['breakdown'] */
  scoreBreakdown: z.unknown().nullable(),
  /** { verdictReasons, scoreBeforeCeiling, scoreCeiling, regulatoryMaxLoanAmount, maxLoanSource, headlineLimit, ownFunds, staleRates, reasons, improvements, flags, metrics, bankRecommendationsEmptyReason } of the EngineResult */
  explanation: z.unknown().nullable(),
  /** EngineResult['bankRecommendations'] */
  bankRecommendations: z.unknown().nullable(),
  scoringConfigVersion: z.number().nullable(),
  fxRateDate: z.string().nullable(),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Status history, oldest first (present on GET /api/assessments and /:id). */
  events: z.array(ZAssessmentEvent).optional(),
});
export type Assessment = z.infer<typeof ZAssessment>;
export const ZAssessmentList = z.array(ZAssessment);

/** GET /api/assessments/draft */
export const ZDraftResponse = z.object({ draft: ZAssessment.nullable() });
