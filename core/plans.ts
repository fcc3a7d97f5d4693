import { PLAN_PRICES_EUR, PLANS, type Plan } from './constants';

/**
 * What each plan includes: the one place both the pricing page (cards) and the server
 * (enforcement, server/modules/plans) read. Change a plan here and both follow.
 *
 * Card texts are the client's: one translation key per feature, `pricing.features.<feature>`
 * (the pricing page owns them), so this file holds no prose.
 */
export const PLAN_FEATURES = [
  /** The eligibility score out of 100, the maximum loan and the matching banks. */
  'score',
  /** Upload income and identity documents to an assessment, with the banks' checklist. */
  'documentUpload',
  /** No monthly cap on submitted assessments. */
  'unlimitedAssessments',
  /** The score broken down per category, the reasons and the improvements. */
  'fullBreakdown',
  /** The what-if panel (re-running the engine on changed inputs). */
  'whatIf',
  /** The downloadable, verifiable PDF pre-assessment certificate. */
  'pdfCertificate',
  /** Assessments reach the top of the brokers' review queue. */
  'priorityReview',
  /** Documents are reviewed by a broker first, ahead of other plans' documents. */
  'documentReview',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export type PaidPlan = Exclude<Plan, 'free'>;
export const PAID_PLANS = PLANS.filter((plan): plan is PaidPlan => plan !== 'free');

export interface PlanDefinition {
  plan: Plan;
  priceEur: number;
  /** Submitted assessments per calendar month (UTC); null = unlimited. */
  monthlySubmittedAssessments: number | null;
  /** In the order the card lists them. */
  features: readonly PlanFeature[];
  /** The card marked "most popular". */
  isHighlighted: boolean;
  /**
   * Days of free trial a first subscriber gets (docs/product.md §1: Pro comes with a trial); null = none.
   * One trial per account. The card is asked for at the start and first charged when it ends.
   */
  trialDays: number | null;
}

/**
 * The explanation (breakdown, reasons, improvements, what-if) is in every plan:
 * docs/lending-rules.md §5 (GDPR art. 22, EBA GL/2020/06) gives every applicant meaningful information about
 * the logic and what would change the result, and guests see it already. Plans sell volume,
 * the certificate and review priority, never the explanation (ADR 016).
 */
const FREE_FEATURES: readonly PlanFeature[] = ['score', 'fullBreakdown', 'whatIf', 'documentUpload'];
const PRO_FEATURES: readonly PlanFeature[] = [...FREE_FEATURES, 'unlimitedAssessments', 'pdfCertificate'];

export const PLAN_DEFINITIONS: Readonly<Record<Plan, PlanDefinition>> = {
  free: {
    plan: 'free',
    priceEur: PLAN_PRICES_EUR.free,
    monthlySubmittedAssessments: 1,
    features: FREE_FEATURES,
    isHighlighted: false,
    trialDays: null,
  },
  pro: {
    plan: 'pro',
    priceEur: PLAN_PRICES_EUR.pro,
    monthlySubmittedAssessments: null,
    features: PRO_FEATURES,
    isHighlighted: true,
    trialDays: 14,
  },
  premium: {
    plan: 'premium',
    priceEur: PLAN_PRICES_EUR.premium,
    monthlySubmittedAssessments: null,
    features: [...PRO_FEATURES, 'priorityReview', 'documentReview'],
    isHighlighted: false,
    trialDays: null,
  },
};

/** The three plans in the order of the pricing page. */
export const PLAN_CATALOG: readonly PlanDefinition[] = PLANS.map((plan) => PLAN_DEFINITIONS[plan]);

/**
 * Subscription statuses under which a paid plan's features are available. `past_due` keeps
 * them while the provider retries a failed renewal; null is a plan an admin set by hand (no
 * provider involved). Anything else (incomplete, canceled, unpaid, paused) counts as Free.
 */
export const ENTITLED_STATUSES: readonly (string | null)[] = ['active', 'trialing', 'past_due', null];

export interface PlanHolder {
  subscriptionPlan: Plan;
  subscriptionStatus: string | null;
}

/** The plan whose features the user has now. */
export function effectivePlan(user: PlanHolder): Plan {
  if (user.subscriptionPlan === 'free') return 'free';
  return ENTITLED_STATUSES.includes(user.subscriptionStatus) ? user.subscriptionPlan : 'free';
}

export function planHasFeature(plan: Plan, feature: PlanFeature): boolean {
  return PLAN_DEFINITIONS[plan].features.includes(feature);
}

export function hasFeature(user: PlanHolder, feature: PlanFeature): boolean {
  return planHasFeature(effectivePlan(user), feature);
}

/** The cheapest plans that include a feature (for "available on Pro and Premium"). */
export function plansWithFeature(feature: PlanFeature): Plan[] {
  return PLANS.filter((plan) => planHasFeature(plan, feature));
}

/** The trial days `user` gets on subscribing to `plan`: the plan's trial if it has one and the account never had one. */
export function trialDaysFor(plan: Plan, user: { trialUsedAt: Date | string | null }): number | null {
  const days = PLAN_DEFINITIONS[plan].trialDays;
  return days && !user.trialUsedAt ? days : null;
}

/** [start, end) of the calendar month (UTC) that contains `now`: the window of the monthly limit. */
export function monthWindowUtc(now: Date = new Date()): { start: Date; end: Date } {
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}
