import { buildBuyingPlan } from '../../../core/buying-plan';
import type { Language } from '../../../core/constants';
import { AppError } from '../../../core/errors';
import { buyingStepsFor, type BuyingStepRow } from '../../../core/reference-data/buying-steps';
import { targetDateProblem, type BuyingPlanAnswer, type BuyingPlanQuery } from '../../../core/schemas/buying-plans';
import type { UserRow } from '../auth/auth.repository';
import { buyingPlanCalendar } from './buying-plan-calendar';
import type { BuyingPlansRepository } from './buying-plans.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError('NOT_FOUND', 'errors.notFound');
const todayUtc = () => new Date().toISOString().slice(0, 10);

export interface BuyingPlansServiceOptions {
  /** Today's UTC day (a test may fix it); the plan itself never reads the clock. */
  today?: () => string;
  /**
   * A country's buying steps. For now straight from core's reference data (ADR 085 addendum); a
   * `buying_steps` table synced at start (ADR 080) and edited by admins comes later.
   */
  stepsOf?: (countryCode: string) => BuyingStepRow[];
}

export function createBuyingPlansService(repo: BuyingPlansRepository, options: BuyingPlansServiceOptions = {}) {
  const { today = todayUtc, stepsOf = (countryCode: string) => buyingStepsFor(countryCode) } = options;

  /** The owner's plan for a submitted assessment; anyone else's, a draft, an unknown or malformed id: 404. */
  async function planFor(user: UserRow, assessmentId: string, query: BuyingPlanQuery): Promise<BuyingPlanAnswer> {
    if (!UUID.test(assessmentId)) throw notFound();
    const assessment = await repo.findAssessment(assessmentId);
    if (!assessment || assessment.userId !== user.id || assessment.status === 'draft') throw notFound();

    const day = today();
    const problem = targetDateProblem(query.targetDate, day);
    if (problem) throw new AppError('VALIDATION_ERROR', problem, { fieldErrors: { targetDate: problem } });
    // A country Acasa keeps no buying steps for has no plan to give.
    const steps = assessment.originCountry ? stepsOf(assessment.originCountry) : [];
    if (steps.length === 0) throw notFound();

    const canTravel = query.canTravel !== 'false';
    const plan = buildBuyingPlan(steps, { targetSigningDate: query.targetDate, today: day, canTravel });
    return { assessmentId: assessment.id, canTravel, ...plan };
  }

  return {
    /** GET /api/assessments/:id/buying-plan (issue 24, item 2): the plan as data. Nothing is written. */
    plan: planFor,

    /** GET /api/assessments/:id/buying-plan.ics: the same plan as an iCalendar file in `language`. */
    async calendar(user: UserRow, assessmentId: string, query: BuyingPlanQuery, language: Language) {
      const plan = await planFor(user, assessmentId, query);
      return { ics: await buyingPlanCalendar(plan, language), fileName: `acasa-plan-${plan.assessmentId.slice(0, 8)}.ics` };
    },
  };
}

export type BuyingPlansService = ReturnType<typeof createBuyingPlansService>;
