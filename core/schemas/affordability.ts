import { z } from 'zod';
import { EMPLOYMENT_TYPES, PROPERTY_TYPES } from '../constants';
import { toCents } from '../money/round';
import { assessmentFields } from './assessment-input';

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Required here (zero is an answer): the price is what the savings and the loan pay together. Cents, as stored elsewhere. */
const requiredSavings = z.preprocess(
  (value) => {
    if (isBlank(value)) return undefined;
    const number = typeof value === 'string' ? Number(value.trim()) : value;
    return typeof number === 'number' && Number.isFinite(number) ? toCents(number) : number;
  },
  z
    .number({ error: (issue) => (issue.input === undefined ? 'validation.currentSavings.required' : 'validation.currentSavings.invalid') })
    .min(0, { error: 'validation.currentSavings.invalid' })
    .max(100_000_000, { error: 'validation.currentSavings.invalid' }),
);

/**
 * The landing page's "What can I afford?" (issue 14 item 7, ADR 033): income, its currency,
 * savings and the two countries give the most expensive home that the partner banks' loans plus
 * the savings can buy. Every other answer takes a default that the response states. The fields
 * have the wizard's rules and messages.
 */
export const ZAffordabilityRequest = z.object({
  residenceCountry: assessmentFields.residenceCountry,
  originCountry: assessmentFields.originCountry,
  monthlyIncome: assessmentFields.monthlyIncome,
  incomeCurrency: assessmentFields.incomeCurrency,
  currentSavings: requiredSavings,
});
export type AffordabilityRequest = z.infer<typeof ZAffordabilityRequest>;

/** What limits the price: the engine's reasons, plus `noSavings` (nothing to pay the down payment and costs with). */
export const AFFORDABILITY_LIMITS = ['income', 'savings', 'age', 'bankMaximum', 'noLoan', 'noSavings'] as const;
export type AffordabilityLimit = (typeof AFFORDABILITY_LIMITS)[number];

export const ZAffordabilityResponse = z.object({
  /** EUR; 0 when nothing can be bought yet (see limitedBy). */
  price: z.number(),
  loan: z.number(),
  /** Down payment + costs of buying at that price. */
  cashNeeded: z.number(),
  limitedBy: z.enum(AFFORDABILITY_LIMITS),
  /** The answers the question does not ask, as the engine took them. */
  assumptions: z.object({
    age: z.number().int(),
    employmentType: z.enum(EMPLOYMENT_TYPES),
    employmentDurationMonths: z.number().int(),
    propertyType: z.enum(PROPERTY_TYPES),
  }),
});
export type AffordabilityResponse = z.infer<typeof ZAffordabilityResponse>;
