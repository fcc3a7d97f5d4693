import { z } from 'zod';
import { BUYING_STEP_KEYS } from '../reference-data/buying-steps';

/**
 * Issue 24, item 2: a person's buying plan from their assessment and a target signing day
 * (GET /api/assessments/:id/buying-plan, and .ics for the calendar; ADR 085). Messages are
 * translation keys (namespace `translation`), translated by the server.
 */

/** How far ahead a signing may be planned: lead times are estimates, a plan further out says nothing. */
export const MAX_PLAN_YEARS = 2;

export const BUYING_PLAN_MESSAGES = {
  targetDate: 'validation.buyingPlan.targetDate',
  targetDatePast: 'validation.buyingPlan.targetDatePast',
  targetDateTooFar: 'validation.buyingPlan.targetDateTooFar',
  canTravel: 'validation.buyingPlan.canTravel',
  bankId: 'validation.buyingPlan.bankId',
  done: 'validation.buyingPlan.done',
} as const;

/**
 * The query as sent: a real calendar day (2027-02-30 is refused), and canTravel spelled `true` or
 * `false` (kept a string here: the route reads it, so the schema stays the same on both sides).
 * No query at all asks for the stored plan; canTravel without a targetDate is refused (the
 * service names targetDate).
 */
export const ZBuyingPlanQuery = z.object({
  targetDate: z.iso.date({ error: 'validation.buyingPlan.targetDate' }).optional(),
  canTravel: z.enum(['true', 'false'], { error: 'validation.buyingPlan.canTravel' }).optional(),
});
export type BuyingPlanQuery = z.infer<typeof ZBuyingPlanQuery>;

/**
 * PUT /api/assessments/:id/buying-plan: the plan a person keeps (ADR 085 addendum). `bankId` is
 * one of the assessment's recommended banks, or null for none chosen yet (checked by the service).
 */
export const ZBuyingPlanSettings = z.object({
  targetDate: z.iso.date({ error: BUYING_PLAN_MESSAGES.targetDate }),
  canTravel: z.boolean({ error: BUYING_PLAN_MESSAGES.canTravel }),
  bankId: z.number({ error: BUYING_PLAN_MESSAGES.bankId }).int({ error: BUYING_PLAN_MESSAGES.bankId }).positive({ error: BUYING_PLAN_MESSAGES.bankId }).nullable(),
});
export type BuyingPlanSettings = z.infer<typeof ZBuyingPlanSettings>;

/** PUT /api/assessments/:id/buying-plan/steps/:stepKey: the step is done, or not any more. */
export const ZBuyingPlanStepDone = z.object({ done: z.boolean({ error: BUYING_PLAN_MESSAGES.done }) });
export type BuyingPlanStepDone = z.infer<typeof ZBuyingPlanStepDone>;

/** The same day `years` later (29 February becomes 1 March), as an ISO day. */
function yearsLater(isoDay: string, years: number): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return new Date(Date.UTC(year + years, month - 1, day)).toISOString().slice(0, 10);
}

/**
 * Why a target signing day cannot be planned from `today` (both ISO days), as a message key; null
 * when it can: today or later, and at most MAX_PLAN_YEARS ahead. Pure: `today` is passed in.
 */
export function targetDateProblem(targetDate: string, today: string): string | null {
  if (targetDate < today) return BUYING_PLAN_MESSAGES.targetDatePast;
  if (targetDate > yearsLater(today, MAX_PLAN_YEARS)) return BUYING_PLAN_MESSAGES.targetDateTooFar;
  return null;
}

const ZIsoDay = z.iso.date();
const ZStepKey = z.enum(BUYING_STEP_KEYS);
const ZMode = z.enum(['inPerson', 'byProxy', 'remote']);

export const ZPlannedStep = z.object({
  key: ZStepKey,
  order: z.number().int(),
  actor: z.enum(['applicant', 'proxy', 'broker', 'bank', 'notary']),
  /** How this person does it in this plan (an in-person step may have become a proxy step). */
  mode: ZMode,
  start: ZIsoDay,
  due: ZIsoDay,
  leadDays: z.number().int(),
  leadDayKind: z.enum(['working', 'calendar']),
  dependsOn: z.array(z.string()),
  isAfterSigning: z.boolean(),
  isInTrip: z.boolean(),
  isLate: z.boolean(),
  costKeys: z.array(z.string()).readonly(),
  documents: z.array(z.string()).readonly(),
  source: z.string(),
  verifiedOn: ZIsoDay,
  isEstimate: z.boolean(),
  /** Last: fast-json-stringify writes optional properties after the required ones, zod in declared order. */
  bankChargeKey: z.string().optional(),
});

export const ZBuyingPlan = z.object({
  assessmentId: z.uuid(),
  countryCode: z.string(),
  targetSigningDate: ZIsoDay,
  today: ZIsoDay,
  canTravel: z.boolean(),
  /** Dated steps, earliest first. */
  steps: z.array(ZPlannedStep),
  doneKeys: z.array(z.string()),
  notNeededKeys: z.array(z.string()),
  /** Days in the country: one trip where the rules allow. */
  trips: z.array(z.object({ from: ZIsoDay, to: ZIsoDay, days: z.number().int(), stepKeys: z.array(z.string()) })),
  lateKeys: z.array(z.string()),
  /** True for the plan kept with PUT; false for one computed from a query and not stored. */
  isStored: z.boolean(),
  /** The bank chosen for this plan (one of the recommended ones), or null. */
  bankId: z.number().int().nullable(),
  bankName: z.string().nullable(),
  /**
   * Documents still to supply: the chosen bank's checklist (else the assessment's), each type
   * with no upload waiting or accepted. `required`: the bank asks for it (false for a type the
   * banks do not ask for whose every upload was rejected).
   */
  missingDocuments: z.array(z.object({ type: z.string(), required: z.boolean() })),
  /** When each done step was marked done (the same keys as doneKeys). */
  doneSteps: z.array(z.object({ key: z.string(), doneAt: z.iso.datetime() })),
});
export type BuyingPlanAnswer = z.infer<typeof ZBuyingPlan>;
