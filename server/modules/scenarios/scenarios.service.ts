import { AppError } from '../../../core/errors';
import type { AssessmentInput } from '../../../core/schemas/assessment-input';
import { MAX_PINNED_SCENARIOS, type PinnedScenario, type PinnedScenarioList, type PinScenarioRequest } from '../../../core/schemas/scenarios';
import type { AssessmentsService } from '../assessments/assessments.service';
import { summarizeResult } from './scenario-summary';
import type { PinnedScenarioRow, ScenariosRepository } from './scenarios.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError('NOT_FOUND', 'errors.notFound');

function toScenario(row: PinnedScenarioRow): PinnedScenario {
  return {
    id: row.id,
    assessmentId: row.assessmentId,
    input: row.input as unknown as Record<string, unknown>,
    summary: row.summary,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Pinned what-if scenarios (issue 14 item 8, ADR 033). The client sends answers only: they are
 * validated by the route with the assessment's schema, the countries and the result are checked
 * and computed here as for a preview, so a figure in the compare view is never the client's.
 */
export function createScenariosService(repo: ScenariosRepository, { assessments }: { assessments: Pick<AssessmentsService, 'preview'> }) {
  return {
    async list(userId: string): Promise<PinnedScenarioList> {
      return { scenarios: (await repo.listByUser(userId)).map(toScenario), max: MAX_PINNED_SCENARIOS };
    },

    async pin(userId: string, body: PinScenarioRequest): Promise<PinnedScenario> {
      const { assessmentId, ...input } = body;
      // Someone else's assessment is answered as an unknown one: never say it exists.
      if (assessmentId && !(await repo.isOwnAssessment(userId, assessmentId))) throw notFound();
      const result = await assessments.preview(input as AssessmentInput);
      const row = await repo.insertWithinLimit(
        { userId, assessmentId: assessmentId ?? null, input: input as AssessmentInput, summary: summarizeResult(result, input.desiredLoanAmount) },
        MAX_PINNED_SCENARIOS,
      );
      if (!row) throw new AppError('CONFLICT', 'errors.scenarios.limit', { values: { max: MAX_PINNED_SCENARIOS } });
      return toScenario(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!UUID.test(id) || !(await repo.deleteOwn(userId, id))) throw notFound();
    },
  };
}

export type ScenariosService = ReturnType<typeof createScenariosService>;
