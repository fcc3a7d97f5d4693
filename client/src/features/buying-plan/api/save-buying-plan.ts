import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { BuyingPlan, BuyingPlanRequest } from '../lib/plan-types';
import { buyingPlanUrl } from './buying-plan-url';
import { getBuyingPlanQueryOptions } from './get-buying-plan';

/** PUT /api/assessments/:id/buying-plan: stores the target day, travel and bank; answers the stored plan. */
export function saveBuyingPlan({ assessmentId, plan }: { assessmentId: string; plan: BuyingPlanRequest }): Promise<BuyingPlan> {
  return apiRequest<BuyingPlan>('PUT', buyingPlanUrl(assessmentId), plan);
}

export function useSaveBuyingPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBuyingPlan,
    onSuccess: (plan, { assessmentId }) => {
      queryClient.setQueryData(getBuyingPlanQueryOptions(assessmentId).queryKey, plan);
    },
  });
}
