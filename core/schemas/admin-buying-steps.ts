import { z } from 'zod';
import { findDependencyProblems } from '../buying-plan/dependency-order';
import { BUYING_STEP_KEYS, SIGNING_STEP } from '../reference-data/buying-steps';
import { BANK_CHARGE_KEYS, CLOSING_COST_KEYS, source } from './admin-costs';

/**
 * Issue 24 item 1: admins edit a property country's buying steps as they edit its costs of buying
 * (ADR 085): the whole list, in order, with an audit entry. Each step keeps its source and the
 * day it was checked; `isEstimate` says whether the lead time is a published rule or ours.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (value: string) => DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
/** Longest lead time an admin may enter: a plan dates at most two years ahead. */
export const MAX_LEAD_DAYS = 365;

export const ZBuyingStepInput = z.object({
  key: z.enum(BUYING_STEP_KEYS, { error: 'validation.buyingStep.key.invalid' }),
  actor: z.enum(['applicant', 'proxy', 'broker', 'bank', 'notary'], { error: 'validation.buyingStep.actor.invalid' }),
  fromAbroad: z.enum(['inPerson', 'byProxy', 'remote'], { error: 'validation.buyingStep.fromAbroad.invalid' }),
  /** A proxy holding a power of attorney signed abroad may do it (the route is the same everywhere). */
  proxyAllowed: z.boolean({ error: 'validation.boolean.invalid' }),
  leadDays: z
    .number({ error: 'validation.buyingStep.leadDays.invalid' })
    .int({ error: 'validation.buyingStep.leadDays.invalid' })
    .min(0, { error: 'validation.buyingStep.leadDays.invalid' })
    .max(MAX_LEAD_DAYS, { error: 'validation.buyingStep.leadDays.invalid' }),
  leadDayKind: z.enum(['working', 'calendar'], { error: 'validation.buyingStep.leadDayKind.invalid' }),
  dependsOn: z.array(z.enum(BUYING_STEP_KEYS, { error: 'validation.buyingStep.dependsOn.invalid' }), { error: 'validation.buyingStep.dependsOn.invalid' }).max(BUYING_STEP_KEYS.length),
  costKeys: z.array(z.enum(CLOSING_COST_KEYS, { error: 'validation.buyingStep.costKeys.invalid' }), { error: 'validation.buyingStep.costKeys.invalid' }).max(10),
  bankChargeKey: z.enum(BANK_CHARGE_KEYS, { error: 'validation.buyingStep.bankChargeKey.invalid' }).nullable(),
  documents: z
    .array(z.string().trim().min(1).max(200), { error: 'validation.buyingStep.documents.invalid' })
    .max(10, { error: 'validation.buyingStep.documents.invalid' }),
  source,
  verifiedOn: z.string({ error: 'validation.charge.verifiedOn.invalid' }).refine(isRealDay, { error: 'validation.charge.verifiedOn.invalid' }),
  isEstimate: z.boolean({ error: 'validation.boolean.invalid' }),
});
export type BuyingStepInput = z.infer<typeof ZBuyingStepInput>;

/** PUT /api/admin/buying-steps/:countryCode: the whole list in order; a plan must still be possible. */
export const ZBuyingStepsUpdate = z
  .object({ items: z.array(ZBuyingStepInput, { error: 'validation.buyingStep.items.invalid' }).min(1, { error: 'validation.buyingStep.items.invalid' }).max(BUYING_STEP_KEYS.length) })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.items.forEach((item, i) => {
      if (seen.has(item.key)) ctx.addIssue({ code: 'custom', path: ['items', i, 'key'], message: 'validation.buyingStep.key.duplicate' });
      seen.add(item.key);
      if (item.fromAbroad === 'byProxy' && !item.proxyAllowed) ctx.addIssue({ code: 'custom', path: ['items', i, 'proxyAllowed'], message: 'validation.buyingStep.proxyAllowed.required' });
    });
    if (!seen.has(SIGNING_STEP)) ctx.addIssue({ code: 'custom', path: ['items'], message: 'validation.buyingStep.items.signingMissing' });
    // Only when the keys are unique: a missing dependency or a cycle would make every plan fail.
    if (seen.size === body.items.length && findDependencyProblems(body.items.map((item, i) => ({ key: item.key, order: i + 1, dependsOn: item.dependsOn }))).length > 0) {
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'validation.buyingStep.items.dependencies' });
    }
  });
export type BuyingStepsUpdate = z.infer<typeof ZBuyingStepsUpdate>;

export const ZAdminBuyingStep = ZBuyingStepInput.extend({ countryCode: z.string(), order: z.number().int() });
export type AdminBuyingStep = z.infer<typeof ZAdminBuyingStep>;
export const ZAdminBuyingStepList = z.array(ZAdminBuyingStep);
