import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PinnedScenario } from '@core/schemas/scenarios';
import type { AssessmentInput } from '@core/schemas/assessment-input';
import { apiRequest } from '@/lib/api-client';
import { getScenariosQueryOptions } from '@/lib/queries/get-scenarios';
import { toScenarioPayload } from '../lib/scenario-payload';

/** POST /api/scenarios: pins a what-if scenario; the server re-checks the answers and computes its figures (409 past three). */
export function pinScenario(input: AssessmentInput): Promise<PinnedScenario> {
  return apiRequest<PinnedScenario>('POST', '/api/scenarios', toScenarioPayload(input));
}

export function usePinScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pinScenario,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: getScenariosQueryOptions().queryKey }),
  });
}
