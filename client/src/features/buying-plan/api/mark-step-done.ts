import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { BuyingPlan } from '../lib/plan-types';
import { buyingPlanUrl } from './buying-plan-url';
import { getBuyingPlanQueryOptions } from './get-buying-plan';

export interface MarkStepDoneVariables {
  assessmentId: string;
  stepKey: string;
  done: boolean;
}

/** PUT /api/assessments/:id/buying-plan/steps/:stepKey: marks a step done (or to do again); answers the plan recomputed. */
export function markStepDone({ assessmentId, stepKey, done }: MarkStepDoneVariables): Promise<BuyingPlan> {
  return apiRequest<BuyingPlan>('PUT', buyingPlanUrl(assessmentId, `/steps/${encodeURIComponent(stepKey)}`), { done });
}

export function useMarkStepDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markStepDone,
    onSuccess: (plan, { assessmentId }) => {
      queryClient.setQueryData(getBuyingPlanQueryOptions(assessmentId).queryKey, plan);
    },
    // Refused (another tab changed it, say): read the stored plan again rather than guess.
    onError: (_error, { assessmentId }) => {
      void queryClient.invalidateQueries({ queryKey: getBuyingPlanQueryOptions(assessmentId).queryKey });
    },
  });
}
