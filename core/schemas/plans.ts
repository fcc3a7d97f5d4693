import { z } from 'zod';
import { PLANS } from '../constants';
import { PLAN_FEATURES } from '../plans';

/**
 * Plan contracts. The plan data itself (prices, features, limits) is in core/plans.ts, which
 * the pricing page imports directly; these shapes describe it where it crosses the wire.
 */
export const ZPlan = z.enum(PLANS, { error: 'validation.plan.invalid' });
export const ZPaidPlan = z.enum(['pro', 'premium'], { error: 'validation.plan.invalid' });
export const ZPlanFeature = z.enum(PLAN_FEATURES);

export const ZPlanDefinition = z.object({
  plan: ZPlan,
  priceEur: z.number(),
  monthlySubmittedAssessments: z.number().int().nullable(),
  features: z.array(ZPlanFeature),
  isHighlighted: z.boolean(),
  trialDays: z.number().int().nullable(),
});
export type PlanDefinitionDto = z.infer<typeof ZPlanDefinition>;
