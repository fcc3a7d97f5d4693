import { z } from 'zod';
import { singleLine } from './text';
import { PLANS } from '../constants';
import { pageOf, paginationQuery } from './broker';
import { ZPaidPlan } from './plans';

/**
 * Subscription contracts. Answers never carry provider ids (customer, subscription) or
 * secrets other than the client secret the payment form needs.
 */

/** POST /api/get-or-create-subscription */
export const ZSubscriptionRequest = z.object({ plan: ZPaidPlan });
export type SubscriptionRequest = z.infer<typeof ZSubscriptionRequest>;

/**
 * `intent`: 'payment' confirms the first payment now; 'setup' saves the card for a free trial
 * (`trialDays`), charged only when the trial ends (Stripe: a SetupIntent, confirmSetup).
 */
const setupCommon = { clientSecret: z.string(), plan: ZPaidPlan, intent: z.enum(['payment', 'setup']), trialDays: z.number().int().nullable() };
export const ZSubscriptionSetup = z.discriminatedUnion('provider', [
  /** Stripe: mount the Payment Element with clientSecret, confirm with return_url /assessments. */
  z.object({ provider: z.literal('stripe'), publishableKey: z.string(), ...setupCommon }),
  /** The offline test provider: show the test-mode card form, then POST /api/subscriptions/test/confirm. */
  z.object({ provider: z.literal('test'), ...setupCommon }),
]);
export type SubscriptionSetup = z.infer<typeof ZSubscriptionSetup>;

/** The offline provider's cards (docs/product.md §2.12: test mode only). */
export const TEST_CARD_SUCCESS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** MM/YY or MM/YYYY, not before the current month. */
export function isFutureExpiry(value: string, now: Date = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** POST /api/subscriptions/test/confirm */
export const ZTestPaymentConfirmRequest = z.object({
  clientSecret: z.string({ error: 'validation.card.clientSecret' }).check(singleLine('clientSecret')).min(1, { error: 'validation.card.clientSecret' }).max(200, { error: 'validation.card.clientSecret' }),
  cardNumber: z
    .string({ error: 'validation.card.number' })
    .check(singleLine('cardNumber'))
    .max(30, { error: 'validation.card.number' })
    .transform(digitsOnly)
    .refine((value) => value === TEST_CARD_SUCCESS || value === TEST_CARD_DECLINED, { error: 'validation.card.number' }),
  expiry: z.string({ error: 'validation.card.expiry' }).check(singleLine('expiry')).max(10, { error: 'validation.card.expiry' }).refine((value) => isFutureExpiry(value), { error: 'validation.card.expiry' }),
  cvc: z.string({ error: 'validation.card.cvc' }).regex(/^\d{3,4}$/, { error: 'validation.card.cvc' }),
});
export type TestPaymentConfirmRequest = z.input<typeof ZTestPaymentConfirmRequest>;

/** The answer of a successful test payment; the client then refetches the current user. */
export const ZTestPaymentConfirmResponse = z.object({
  status: z.literal('succeeded'),
  plan: ZPaidPlan,
  subscriptionStatus: z.string(),
});

/** POST /api/stripe/webhook */
export const ZWebhookResponse = z.object({ received: z.literal(true) });

/**
 * GET /api/subscription: the plan card's and the Billing section's facts. Dates are ISO strings.
 * `currentPeriodEnd` is the next payment date while the subscription renews, the end date once
 * it is cancelled, and the trial's end (the first payment) while trialing.
 */
export const ZSubscriptionSummary = z.object({
  plan: z.enum(PLANS),
  /** The provider's status (active, trialing, past_due, canceled ...), null for a plan set by an admin. */
  status: z.string().nullable(),
  /** The plan whose features apply now. */
  effectivePlan: z.enum(PLANS),
  isTrial: z.boolean(),
  trialEnd: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** The next charge, when the subscription renews. */
  nextPayment: z.object({ date: z.string(), amount: z.string(), currency: z.string() }).nullable(),
  /** Cancel and resume are offered only for a subscription the payment provider manages. */
  canCancel: z.boolean(),
  canResume: z.boolean(),
});
export type SubscriptionSummary = z.infer<typeof ZSubscriptionSummary>;

export const PAYMENT_STATUSES = ['paid', 'failed'] as const;

/** One past payment (an invoice) as the Billing section lists it. */
export const ZPayment = z.object({
  id: z.string(),
  date: z.string(),
  /** Decimal string in `currency`. */
  amount: z.string(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  plan: ZPaidPlan.nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  /** The provider's invoice page (Stripe), when there is one. */
  invoiceUrl: z.string().nullable(),
});
export type Payment = z.infer<typeof ZPayment>;

/** GET /api/subscription/payments?page=&pageSize= (newest first) */
export const ZPaymentsQuery = z.object({ ...paginationQuery });
export const ZPaymentPage = pageOf(ZPayment);
export type PaymentPage = z.infer<typeof ZPaymentPage>;
