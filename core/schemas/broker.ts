import { z } from 'zod';
import { multiLine, singleLine } from './text';
import { ASSESSMENT_STATUSES, LANGUAGES, PLANS, REVIEW_STATUSES, type ReviewStatus } from '../constants';
import { ZAssessment } from './assessment';

/**
 * Broker review contracts (issue 6): GET /api/broker/stats, GET /api/broker/assessments,
 * GET /api/broker/assessments/:id and PUT /api/broker/assessments/:id/status. Messages are
 * translation keys (`validation.*`), shown by the form with t() and translated by the server.
 * The pagination pieces are shared with the admin lists (core/schemas/admin.ts).
 */

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Offset pagination: a deeper page is a search away, and an offset past this costs a long scan. */
export const MAX_PAGE = 10_000;
export const NOTES_MAX_LENGTH = 2000;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const blankToUndefined = (value: unknown) => (isBlank(value) ? undefined : value);

const queryInteger = (key: string, max: number, fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: key }).int({ error: key }).min(1, { error: key }).max(max, { error: key }).default(fallback),
  );

/** ?page=&pageSize= (1-based; pageSize at most 100). */
export const paginationQuery = {
  page: queryInteger('validation.page.invalid', MAX_PAGE, 1),
  pageSize: queryInteger('validation.pageSize.invalid', MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
};

/** ?search=: words of the applicant's name or e-mail (any case, accents optional); blank means no search. */
export const ZSearchQuery = z.preprocess(
  blankToUndefined,
  z
    .string({ error: 'validation.search.invalid' })
    .check(singleLine('search'))
    .trim()
    .max(254, { error: 'validation.search.invalid' })
    .transform((value) => value.toLowerCase())
    .optional(),
);

/** A page of a list: `items` of the page, `total` matching the filter. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

export const ZReviewListQuery = z.object({
  /** Drafts are the applicant's own: never in the broker's list. */
  status: z.preprocess(blankToUndefined, z.enum(REVIEW_STATUSES, { error: 'validation.status.invalid' }).optional()),
  search: ZSearchQuery,
  ...paginationQuery,
});
export type ReviewListQuery = z.infer<typeof ZReviewListQuery>;

const money = z.string().nullable();

/** One row of the broker's list (newest first). Loans are in EUR (docs/product.md §1). */
/**
 * The loan offered on a row of the list (issue 19: one loan, one payment): the bank, the amount
 * in EUR and in the loan's currency, and its first instalment (EUR). Money travels as decimal
 * strings, as the list's other amounts.
 */
export const ZReviewOfferedLoan = z.object({
  bankName: z.string().nullable(),
  amount: z.string(),
  currency: z.string(),
  amountInLoanCurrency: z.string(),
  monthlyPayment: z.string(),
});
export type ReviewOfferedLoan = z.infer<typeof ZReviewOfferedLoan>;

export const ZReviewListItem = z.object({
  id: z.string(),
  userId: z.string(),
  userEmail: z.string(),
  userFirstName: z.string().nullable(),
  userLastName: z.string().nullable(),
  /** The applicant's plan (Premium includes priority review). */
  userPlan: z.enum(PLANS),
  status: z.enum(ASSESSMENT_STATUSES),
  residenceCountry: z.string().nullable(),
  originCountry: z.string().nullable(),
  monthlyIncome: money,
  incomeCurrency: z.string().nullable(),
  desiredLoanAmount: money,
  /** The desired loan converted into the income currency at the current reference rate. */
  desiredLoanAmountInIncomeCurrency: money,
  eligibilityScore: z.number().nullable(),
  maxLoanAmount: money,
  createdAt: z.string(),
  /** When the applicant submitted it: the "applied" date. */
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  /**
   * The loan offered: null when no loan can be made (no payment); absent for a result from before
   * issue 19, whose stored payment was the desired loan's and is not shown as an offer. Last in
   * the object: the response writer puts optional fields after the required ones.
   */
  offeredLoan: ZReviewOfferedLoan.nullable().optional(),
});
export type ReviewListItem = z.infer<typeof ZReviewListItem>;
export const ZReviewPage = pageOf(ZReviewListItem);
export type ReviewPage = z.infer<typeof ZReviewPage>;

/** The broker dashboard's counters; all from one aggregate query. Drafts are not counted. */
export const ZReviewStats = z.object({
  total: z.number(),
  /** Status submitted: waiting for a broker. */
  pendingReview: z.number(),
  inReview: z.number(),
  approved: z.number(),
  rejected: z.number(),
});
export type ReviewStats = z.infer<typeof ZReviewStats>;

export const ZApplicant = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  language: z.enum(LANGUAGES),
  subscriptionPlan: z.enum(PLANS),
});

/**
 * The evaluation dialog: the stored assessment (inputs, the engine's result: breakdown,
 * reasons, flags, metrics, banks; and the status history with notes) and the applicant.
 * The applicant's documents come from GET /api/broker/documents?assessmentId= (documents module).
 */
export const ZReviewAssessment = ZAssessment.extend({
  events: ZAssessment.shape.events.unwrap(),
  applicant: ZApplicant,
});
export type ReviewAssessment = z.infer<typeof ZReviewAssessment>;

/** Statuses that close a review: each needs a note saying why. */
export const DECISION_STATUSES: readonly ReviewStatus[] = ['approved', 'rejected'];

/**
 * PUT /api/broker/assessments/:id/status. Approving or rejecting requires a note (the form
 * and the server check it with this schema); blank notes are no notes.
 */
export const ZStatusUpdateRequest = z
  .object({
    status: z.enum(REVIEW_STATUSES, { error: 'validation.reviewStatus.invalid' }),
    notes: z.preprocess(
      blankToUndefined,
      z.string({ error: 'validation.notes.max' }).check(multiLine('notes')).trim().max(NOTES_MAX_LENGTH, { error: 'validation.notes.max' }).optional(),
    ),
  })
  .superRefine((value, ctx) => {
    if (DECISION_STATUSES.includes(value.status) && !value.notes) {
      ctx.addIssue({ code: 'custom', path: ['notes'], message: 'validation.notes.requiredForDecision' });
    }
  });
export type StatusUpdateRequest = z.infer<typeof ZStatusUpdateRequest>;
