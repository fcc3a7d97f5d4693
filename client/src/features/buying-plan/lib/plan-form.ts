import { z } from 'zod';
import { BUYING_PLAN_MESSAGES, targetDateProblem } from '@core/schemas/buying-plans';
import type { BuyingPlan, BuyingPlanRequest } from './plan-types';

/** The form's fields, as the inputs hold them: the bank is the select's value, '' for none. */
export interface PlanFormValues {
  targetDate: string;
  canTravel: boolean;
  bankId: string;
}

const ISO_DAY = z.iso.date();

export const PLAN_FORM_FIELDS = ['targetDate', 'canTravel', 'bankId'] as const;

/**
 * The same rules as the route (core/schemas/buying-plans.ts): a real calendar day, not before
 * `today` and at most two years ahead. Messages are translation keys; the server decides last.
 */
export function planFormSchema(today: string) {
  return z
    .object({
      targetDate: z.iso.date({ error: BUYING_PLAN_MESSAGES.targetDate }),
      canTravel: z.boolean({ error: BUYING_PLAN_MESSAGES.canTravel }),
      bankId: z.string(),
    })
    .superRefine((values, context) => {
      // Only a real day is compared (zod runs this even when the day itself was refused).
      if (!ISO_DAY.safeParse(values.targetDate).success) return;
      const problem = targetDateProblem(values.targetDate, today);
      if (problem) context.addIssue({ code: 'custom', path: ['targetDate'], message: problem });
    });
}

/** The form's first values: the stored plan's, else travelling, no bank (or the one the link named). */
export function planFormDefaults(plan: BuyingPlan | null | undefined, preselectedBankId?: number): PlanFormValues {
  if (plan) return { targetDate: plan.targetSigningDate, canTravel: plan.canTravel, bankId: plan.bankId == null ? '' : String(plan.bankId) };
  return { targetDate: '', canTravel: true, bankId: preselectedBankId === undefined ? '' : String(preselectedBankId) };
}

/** The form's values as PUT takes them. */
export function planRequestFrom(values: PlanFormValues): BuyingPlanRequest {
  return { targetDate: values.targetDate, canTravel: values.canTravel, bankId: values.bankId === '' ? null : Number(values.bankId) };
}
