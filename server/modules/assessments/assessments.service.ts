import { responseDueAtForResidence } from '../../../core/case-clock';
import { evaluate, type EngineResult } from '../../../core/eligibility';
import { AppError } from '../../../core/errors';
import type { Assessment } from '../../../core/schemas/assessment';
import type { AssessmentDraft, AssessmentInput } from '../../../core/schemas/assessment-input';
import type { Role } from '../../../core/constants';
import type { PlanHolder } from '../../../core/plans';
import { countSubmission } from '../../observability/metrics';
import { assertCanSubmitAssessment } from '../plans/plan-enforcement';
import type { EligibilityService, EligibilitySnapshot } from '../eligibility/eligibility.service';
import { inputColumns, resultColumns, roundedToCents, toAssessment } from './assessment-shape';
import type { AssessmentEventRow, AssessmentRow, AssessmentsRepository } from './assessments.repository';
import type { Transaction } from '../../jobs/sql-executor';

export interface Actor {
  id: string;
  role: Role;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CAN_READ_ANY: readonly Role[] = ['broker', 'admin'];

const notFound = () => new AppError('NOT_FOUND', 'errors.notFound');

/**
 * Rules the shape schema cannot know: the countries must be ones we serve (active, and of the
 * right side: income countries for residence, property countries for the purchase).
 */
function checkCountries(input: Partial<AssessmentInput>, snapshot: EligibilitySnapshot) {
  const fieldErrors: Record<string, string> = {};
  if (input.residenceCountry && !snapshot.incomeCountries.has(input.residenceCountry)) {
    fieldErrors.residenceCountry = 'validation.residenceCountry.unsupported';
  }
  if (input.originCountry && !snapshot.propertyCountries.has(input.originCountry)) {
    fieldErrors.originCountry = 'validation.originCountry.unsupported';
  }
  const [first] = Object.values(fieldErrors);
  if (first) throw new AppError('VALIDATION_ERROR', first, { fieldErrors });
}

/** The reminder about missing documents, queued in the submission's transaction (ADR 025). */
export interface SubmissionNotifier {
  assessmentSubmitted(tx: Transaction, submission: { userId: string; assessmentId: string }): Promise<unknown>;
}

export function createAssessmentsService(repo: AssessmentsRepository, eligibility: EligibilityService, notifier?: SubmissionNotifier) {
  /** Validates the countries and runs the engine on the server's configuration. */
  async function compute(input: AssessmentInput): Promise<{ input: AssessmentInput; result: EngineResult }> {
    const snapshot = await eligibility.snapshot();
    checkCountries(input, snapshot);
    const rounded = roundedToCents(input);
    return { input: rounded, result: evaluate(rounded, snapshot.config) };
  }

  async function withEvents(rows: AssessmentRow[]): Promise<Assessment[]> {
    const eventsById = new Map<string, AssessmentEventRow[]>(rows.map((row) => [row.id, []]));
    for (const event of await repo.listEvents(rows.map((row) => row.id))) eventsById.get(event.assessmentId)?.push(event);
    return rows.map((row) => toAssessment(row, eventsById.get(row.id)));
  }

  return {
    /** GET /api/assessments/config: the public engine configuration as JSON text, with its ETag. */
    async publicConfig(): Promise<{ json: string; etag: string }> {
      const snapshot = await eligibility.snapshot();
      return { json: snapshot.publicJson, etag: snapshot.etag };
    },

    /** A guest's or user's result; nothing is stored. */
    async preview(input: AssessmentInput): Promise<EngineResult> {
      return (await compute(input)).result;
    },

    /** Computes on the server and stores the assessment as submitted (the draft becomes it). */
    async submit(actor: Actor & PlanHolder, body: AssessmentInput): Promise<Assessment> {
      const { input, result } = await compute(body);
      // Issue 24 item 4: the case starts at `new`, its first answer due one working day later where the applicant lives.
      const submittedAt = new Date();
      const caseClock = { submittedAt, caseStage: 'new' as const, responseDueAt: responseDueAtForResidence(submittedAt, input.residenceCountry) };
      const row = await repo.submit(actor.id, { ...inputColumns(input, null), ...resultColumns(result) }, caseClock, (submittedThisMonth) =>
        assertCanSubmitAssessment(actor, submittedThisMonth),
        notifier && ((tx, row) => notifier.assessmentSubmitted(tx, { userId: row.userId, assessmentId: row.id })),
      );
      countSubmission(result.verdict);
      return (await withEvents([row]))[0];
    },

    async saveDraft(actor: Actor, body: AssessmentDraft): Promise<Assessment> {
      const { draftStep, ...fields } = body;
      checkCountries(fields, await eligibility.snapshot());
      const row = await repo.upsertDraft(actor.id, { ...inputColumns(roundedToCents(fields), draftStep ?? null), ...resultColumns(null) });
      return toAssessment(row);
    },

    async getDraft(actor: Actor): Promise<Assessment | null> {
      const row = await repo.findDraft(actor.id);
      return row ? toAssessment(row) : null;
    },

    discardDraft: (actor: Actor) => repo.deleteDraft(actor.id),

    /** The actor's own assessments, newest first, the draft included, each with its history. */
    async listOwn(actor: Actor): Promise<Assessment[]> {
      return withEvents(await repo.listByUser(actor.id));
    },

    /**
     * Owner, broker or admin; anyone else (and any malformed id) gets 404, never 403.
     * A draft is the applicant's unfinished work: only its owner sees it.
     */
    async getOne(actor: Actor, id: string): Promise<Assessment> {
      if (!UUID.test(id)) throw notFound();
      const row = await repo.findById(id);
      const isOwner = row?.userId === actor.id;
      if (!row || (!isOwner && (row.status === 'draft' || !CAN_READ_ANY.includes(actor.role)))) throw notFound();
      return (await withEvents([row]))[0];
    },
  };
}

export type AssessmentsService = ReturnType<typeof createAssessmentsService>;
