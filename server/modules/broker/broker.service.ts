import { REVIEW_STATUSES, type AssessmentStatus } from '../../../core/constants';
import { AppError } from '../../../core/errors';
import { toCentsString } from '../../../core/money/round';
import type { AdminAssessment } from '../../../core/schemas/admin';
import {
  DECISION_STATUSES,
  ZReviewPage,
  type ReviewAssessment,
  type ReviewListItem,
  type ReviewListQuery,
  type ReviewPage,
  type ReviewStats,
  type StatusUpdateRequest,
} from '../../../core/schemas/broker';
import type { AssessmentsService } from '../assessments/assessments.service';
import type { EligibilityService } from '../eligibility/eligibility.service';
import type { AssessmentListFilter, BrokerRepository, StatusCounts } from './broker.repository';
import { createChangeMarker, createPageCache, createStatusCounts } from './review-cache';
import { reviewOfferedLoan } from './review-list.schemas';
import { searchTerms } from '../../db/people-search';
import type { Transaction } from '../../jobs/sql-executor';

/** Who asks: the signed-in user, as the assessments service reads it (role, plan). */
export type Actor = Parameters<AssessmentsService['getOne']>[0];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError('NOT_FOUND', 'errors.notFound');

/** Up to this many users matching a search are looked up by id; more means a broad search. */
const SEARCH_MAX_USER_IDS = 500;

const sumOf = (counts: StatusCounts, statuses: readonly AssessmentStatus[]) => statuses.reduce((sum, status) => sum + counts[status], 0);
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The e-mail that follows a status change, queued in its transaction (ADR 025). */
export interface StatusChangeNotifier {
  statusChanged(tx: Transaction, change: { userId: string; assessmentId: string; eventId: number }): Promise<unknown>;
  nudge(): void;
}

export function createBrokerService(
  repo: BrokerRepository,
  deps: {
    assessments: AssessmentsService;
    eligibility: EligibilityService;
    notifier?: StatusChangeNotifier;
    /** After a status change on this instance (the pipeline board then reads afresh: it may be a first answer). */
    onStatusChanged?: () => void;
  },
) {
  const marker = createChangeMarker(repo);
  const statusCounts = createStatusCounts(repo, marker);
  const reviewPages = createPageCache<string>();

  /** Matching rows for the filter: from the kept counts unless an e-mail search narrows it. */
  async function totalOf(filter: AssessmentListFilter): Promise<number> {
    if (filter.search || filter.status === 'draft') return repo.countAssessments(filter);
    const counts = await statusCounts();
    if (filter.status) return counts[filter.status];
    const reviewable = sumOf(counts, REVIEW_STATUSES);
    // Drafts do not move the marker: counted live (a small slice of the status index).
    return filter.includeDrafts ? reviewable + (await repo.countAssessments({ status: 'draft', includeDrafts: true })) : reviewable;
  }

  async function page(
    criteria: { status?: AssessmentStatus; search?: string; includeDrafts: boolean },
    query: { page: number; pageSize: number },
  ) {
    const filter: AssessmentListFilter = {
      status: criteria.status,
      includeDrafts: criteria.includeDrafts,
      search: criteria.search && searchTerms(criteria.search).length ? await repo.resolveUserSearch(searchTerms(criteria.search), SEARCH_MAX_USER_IDS) : undefined,
    };
    if (filter.search && 'userIds' in filter.search && filter.search.userIds.length === 0) {
      return { rows: [], total: 0, page: query.page, pageSize: query.pageSize };
    }
    const [rows, total] = await Promise.all([
      repo.listAssessments(filter, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
      totalOf(filter),
    ]);
    return { rows, total, page: query.page, pageSize: query.pageSize };
  }

  /** Units of each currency per 1 EUR, from the engine's current rates. */
  async function ratesPerEur(): Promise<Map<string, number>> {
    const { config } = await deps.eligibility.snapshot();
    return new Map(config.exchangeRates.map((rate) => [rate.currency, rate.rate]));
  }

  async function loadReviewPage(query: ReviewListQuery): Promise<ReviewPage> {
    const [result, rates] = await Promise.all([page({ status: query.status, search: query.search, includeDrafts: false }, query), ratesPerEur()]);
    return {
      total: result.total,
      page: result.page,
      pageSize: result.pageSize,
      items: result.rows.map((row): ReviewListItem => {
        const rate = row.incomeCurrency ? rates.get(row.incomeCurrency) : undefined;
        return {
          id: row.id,
          userId: row.userId,
          userEmail: row.userEmail,
          userFirstName: row.userFirstName,
          userLastName: row.userLastName,
          userPlan: row.userPlan,
          status: row.status,
          residenceCountry: row.residenceCountry,
          originCountry: row.originCountry,
          monthlyIncome: row.monthlyIncome,
          incomeCurrency: row.incomeCurrency,
          desiredLoanAmount: row.desiredLoanAmount,
          desiredLoanAmountInIncomeCurrency:
            row.desiredLoanAmount !== null && rate !== undefined ? toCentsString(Number(row.desiredLoanAmount) * rate) : null,
          eligibilityScore: row.eligibilityScore,
          maxLoanAmount: row.maxLoanAmount,
          createdAt: row.createdAt.toISOString(),
          submittedAt: iso(row.submittedAt),
          updatedAt: row.updatedAt.toISOString(),
          offeredLoan: reviewOfferedLoan({ hasLoanKey: row.hasOfferedLoanKey, loan: row.offeredLoan }),
        };
      }),
    };
  }

  async function detail(actor: Actor, id: string): Promise<ReviewAssessment> {
    const assessment = await deps.assessments.getOne(actor, id);
    const applicant = await repo.findApplicant(assessment.userId);
    if (!applicant) throw notFound();
    return { ...assessment, events: assessment.events ?? [], applicant };
  }

  return {
    /** The broker dashboard's counters (drafts are the applicants' own and not counted). */
    async stats(): Promise<ReviewStats> {
      const counts = await statusCounts();
      return {
        total: sumOf(counts, REVIEW_STATUSES),
        pendingReview: counts.submitted,
        inReview: counts.in_review,
        approved: counts.approved,
        rejected: counts.rejected,
      };
    },

    /**
     * GET /api/broker/assessments: every submitted assessment, newest first, as JSON text. Pages
     * are kept per change marker (review-cache.ts) and serialised once, through the response
     * schema, so nothing the schema does not name can leave even though the route sends text.
     */
    async listJson(query: ReviewListQuery): Promise<string> {
      const key = JSON.stringify([query.status ?? null, query.search ?? null, query.page, query.pageSize]);
      return reviewPages.get(key, await marker.read(), async () => JSON.stringify(ZReviewPage.parse(await loadReviewPage(query))));
    },

    /** GET /api/admin/assessments: every submitted assessment, newest first; a draft is its owner's alone (issue 11). The answers are added by the admin's users service (withAnswers). */
    async listForAdmin(query: { status?: AssessmentStatus; search?: string; page: number; pageSize: number }) {
      const result = await page({ status: query.status, search: query.search, includeDrafts: false }, query);
      const items: AdminAssessment[] = result.rows.map((row) => ({
        id: row.id,
        userId: row.userId,
        userEmail: row.userEmail,
        userFirstName: row.userFirstName,
        userLastName: row.userLastName,
        status: row.status,
        maxLoanAmount: row.maxLoanAmount,
        eligibilityScore: row.eligibilityScore,
        createdAt: row.createdAt.toISOString(),
        submittedAt: iso(row.submittedAt),
      }));
      return { items, total: result.total, page: result.page, pageSize: result.pageSize };
    },

    /** GET /api/broker/assessments/:id: the evaluation dialog's data. */
    detail,

    /**
     * PUT /api/broker/assessments/:id/status. Any review status may follow any other
     * (docs/product.md §4: a broker may reopen a decision); a decision needs a note; setting
     * the current status again only records its note; drafts are the applicant's alone (404). The change and its history row are one transaction.
     */
    async changeStatus(actor: Actor, id: string, body: StatusUpdateRequest): Promise<ReviewAssessment> {
      if (!UUID.test(id)) throw notFound();
      const note = body.notes?.trim() || null;
      if (DECISION_STATUSES.includes(body.status) && !note) {
        throw new AppError('VALIDATION_ERROR', 'validation.notes.requiredForDecision', {
          fieldErrors: { notes: 'validation.notes.requiredForDecision' },
        });
      }
      const updated = await repo.changeStatus(id, { status: body.status, note, actorId: actor.id }, (current) => {
        // A draft is its owner's alone: to a broker it does not exist, exactly as on GET (issue 11).
        if (current.status === 'draft') throw new AppError('NOT_FOUND', 'errors.notFound');
        if (current.status === body.status && !note) {
          throw new AppError('VALIDATION_ERROR', 'validation.notes.requiredForSameStatus', {
            fieldErrors: { notes: 'validation.notes.requiredForSameStatus' },
          });
        }
      }, deps.notifier?.statusChanged);
      if (!updated) throw notFound();
      deps.notifier?.nudge();
      marker.forget();
      deps.onStatusChanged?.();
      return detail(actor, id);
    },
  };
}

export type BrokerService = ReturnType<typeof createBrokerService>;
