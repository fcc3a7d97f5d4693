import { buildBuyingPlan } from '../../../core/buying-plan';
import type { Language } from '../../../core/constants';
import { AppError } from '../../../core/errors';
import type { BuyingStepRow } from '../../../core/reference-data/buying-steps';
import {
  BUYING_PLAN_MESSAGES,
  targetDateProblem,
  type BuyingPlanAnswer,
  type BuyingPlanQuery,
  type BuyingPlanSettings,
} from '../../../core/schemas/buying-plans';
import type { UserRow } from '../auth/auth.repository';
import { recommendedBankIds } from '../documents/checklist';
import { buyingPlanCalendar } from './buying-plan-calendar';
import type { BuyingPlansRepository } from './buying-plans.repository';
import { missingDocuments, type ChecklistOf } from './plan-documents';
import type { StepsOf } from './steps-of';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError('NOT_FOUND', 'errors.notFound');
const refused = (fieldErrors: Record<string, string>) => new AppError('VALIDATION_ERROR', Object.values(fieldErrors)[0], { fieldErrors });
export const todayUtc = () => new Date().toISOString().slice(0, 10);

export interface BuyingPlansServiceOptions {
  /** The documents module's checklist: the plan's missing documents come from it, never a copy of its rules. */
  checklistOf: ChecklistOf;
  /** Today's UTC day (a test may fix it); the plan itself never reads the clock. */
  today?: () => string;
  /** A country's buying steps as the database keeps them (buying-steps.repository.ts). */
  stepsOf: StepsOf;
}

type Assessment = NonNullable<Awaited<ReturnType<BuyingPlansRepository['findAssessment']>>>;
interface PlanSettings {
  targetDate: string;
  canTravel: boolean;
  bankId: number | null;
}

export function createBuyingPlansService(repo: BuyingPlansRepository, options: BuyingPlansServiceOptions) {
  const { checklistOf, today = todayUtc, stepsOf } = options;

  /** The owner's submitted assessment and its country's steps; anyone else's, a draft, an unknown or malformed id: 404. */
  async function ownPlanBasis(user: UserRow, assessmentId: string): Promise<{ assessment: Assessment; steps: BuyingStepRow[] }> {
    if (!UUID.test(assessmentId)) throw notFound();
    const assessment = await repo.findAssessment(assessmentId);
    if (!assessment || assessment.userId !== user.id || assessment.status === 'draft') throw notFound();
    // A country Acasa keeps no buying steps for has no plan to give.
    const steps = assessment.originCountry ? await stepsOf(assessment.originCountry) : [];
    if (steps.length === 0) throw notFound();
    return { assessment, steps };
  }

  /** The plan answer: core's plan from the settings and done steps, with the bank and the documents still missing. */
  async function answer(
    assessment: Assessment,
    steps: BuyingStepRow[],
    settings: PlanSettings,
    stored: { isStored: boolean; doneSteps: Array<{ key: string; doneAt: Date }> },
  ): Promise<BuyingPlanAnswer> {
    const plan = buildBuyingPlan(steps, {
      targetSigningDate: settings.targetDate,
      today: today(),
      canTravel: settings.canTravel,
      done: stored.doneSteps.map((step) => step.key),
    });
    const checklist = await checklistOf(assessment.id, settings.bankId);
    const doneKeys = new Set(plan.doneKeys);
    return {
      assessmentId: assessment.id,
      canTravel: settings.canTravel,
      ...plan,
      isStored: stored.isStored,
      bankId: settings.bankId,
      bankName: settings.bankId === null ? null : (checklist?.banks.find((bank) => bank.id === settings.bankId)?.name ?? null),
      missingDocuments: missingDocuments(checklist),
      doneSteps: stored.doneSteps.filter((step) => doneKeys.has(step.key)).map((step) => ({ key: step.key, doneAt: step.doneAt.toISOString() })),
    };
  }

  /** The plan kept for the assessment, worked out again from today's steps; 404 when none was stored. */
  async function storedPlan(assessment: Assessment, steps: BuyingStepRow[]): Promise<BuyingPlanAnswer> {
    const row = await repo.findPlan(assessment.id);
    if (!row) throw notFound();
    const doneSteps = await repo.doneSteps(assessment.id);
    return answer(assessment, steps, { targetDate: row.targetDate, canTravel: row.canTravel, bankId: row.bankId }, { isStored: true, doneSteps });
  }

  /**
   * No query: the stored plan. A query: the plan it describes, computed and not stored (no bank,
   * no done steps), as before plans were kept.
   */
  async function planFor(user: UserRow, assessmentId: string, query: BuyingPlanQuery): Promise<BuyingPlanAnswer> {
    const { assessment, steps } = await ownPlanBasis(user, assessmentId);
    if (query.targetDate === undefined && query.canTravel === undefined) return storedPlan(assessment, steps);
    if (query.targetDate === undefined) throw refused({ targetDate: BUYING_PLAN_MESSAGES.targetDate });
    const problem = targetDateProblem(query.targetDate, today());
    if (problem) throw refused({ targetDate: problem });
    const settings = { targetDate: query.targetDate, canTravel: query.canTravel !== 'false', bankId: null };
    return answer(assessment, steps, settings, { isStored: false, doneSteps: [] });
  }

  return {
    /** GET /api/assessments/:id/buying-plan (issue 24, item 2): the stored plan, or one computed from the query. */
    plan: planFor,

    /**
     * PUT /api/assessments/:id/buying-plan: keeps the plan's settings (a second PUT replaces
     * them; done steps stay). Each refusal names its field, and nothing is written.
     */
    async save(user: UserRow, assessmentId: string, settings: BuyingPlanSettings): Promise<BuyingPlanAnswer> {
      const { assessment, steps } = await ownPlanBasis(user, assessmentId);
      const fieldErrors: Record<string, string> = {};
      const problem = targetDateProblem(settings.targetDate, today());
      if (problem) fieldErrors.targetDate = problem;
      if (settings.bankId !== null && !recommendedBankIds(assessment.bankRecommendations).includes(settings.bankId)) fieldErrors.bankId = BUYING_PLAN_MESSAGES.bankId;
      if (Object.keys(fieldErrors).length > 0) throw refused(fieldErrors);
      await repo.savePlan({ assessmentId: assessment.id, ...settings });
      return storedPlan(assessment, steps);
    },

    /**
     * PUT /api/assessments/:id/buying-plan/steps/:stepKey: a step of the stored plan is done (or
     * not any more); the plan is worked out again. A key that is not a step of the country: 404.
     */
    async setStepDone(user: UserRow, assessmentId: string, stepKey: string, done: boolean): Promise<BuyingPlanAnswer> {
      const { assessment, steps } = await ownPlanBasis(user, assessmentId);
      const step = steps.find((row) => row.key === stepKey);
      if (!step || !(await repo.findPlan(assessment.id))) throw notFound();
      if (done) await repo.markDone(assessment.id, step.key);
      else await repo.markNotDone(assessment.id, step.key);
      return storedPlan(assessment, steps);
    },

    /** GET /api/assessments/:id/buying-plan.ics: the same plan (stored, or from the query) as an iCalendar file in `language`. */
    async calendar(user: UserRow, assessmentId: string, query: BuyingPlanQuery, language: Language) {
      const plan = await planFor(user, assessmentId, query);
      return { ics: await buyingPlanCalendar(plan, language), fileName: `acasa-plan-${plan.assessmentId.slice(0, 8)}.ics` };
    },
  };
}

export type BuyingPlansService = ReturnType<typeof createBuyingPlansService>;
