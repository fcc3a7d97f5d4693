import type { BuyingPlanAnswer, BuyingPlanSettings } from '@core/schemas/buying-plans';

/** The plan as the API answers it (core/schemas/buying-plans.ts). */
export type BuyingPlan = BuyingPlanAnswer;
export type PlannedStep = BuyingPlan['steps'][number];
export type PlanTrip = BuyingPlan['trips'][number];
/** A document the chosen bank's checklist still needs. */
export type MissingDocument = BuyingPlan['missingDocuments'][number];

/** What PUT /api/assessments/:id/buying-plan takes. */
export type BuyingPlanRequest = BuyingPlanSettings;

/** A bank the assessment recommends, as the form offers it. */
export interface PlanBank {
  bankId: number;
  name: string;
}
