import { z } from 'zod';
import { PLANS } from '../constants';

/**
 * GET /api/dashboard: the dashboard's counters in one call (the four counters of docs/product.md §2.5 plus the
 * plan's monthly usage), so the page needs neither the full assessment nor document lists.
 */
export const ZDashboardSummary = z.object({
  assessments: z.object({
    /** Every assessment of the user, the draft included (the length of GET /api/assessments). */
    total: z.number().int(),
    /** Submitted in the current calendar month (UTC): what the Free plan's limit counts. */
    submittedThisMonth: z.number().int(),
  }),
  documents: z.object({
    total: z.number().int(),
    /** The dashboard's "pending items" (docs/product.md §2.5). */
    pending: z.number().int(),
  }),
  plan: z.object({
    /** The stored plan (docs/product.md §2.5: "current plan", default free). */
    current: z.enum(PLANS),
    /** The plan whose features apply now (a paid plan whose payment lapsed counts as free). */
    effective: z.enum(PLANS),
    status: z.string().nullable(),
    /** null = unlimited */
    monthlySubmittedAssessments: z.number().int().nullable(),
    remainingThisMonth: z.number().int().nullable(),
    /** YYYY-MM-DD: when a monthly limit starts again; null without a limit. */
    limitRenewsOn: z.string().nullable(),
  }),
});
export type DashboardSummary = z.infer<typeof ZDashboardSummary>;
