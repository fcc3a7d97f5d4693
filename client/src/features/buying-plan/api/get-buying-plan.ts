import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, getApiErrorDetails } from '@/lib/api-client';
import type { BuyingPlan } from '../lib/plan-types';
import { buyingPlanUrl } from './buying-plan-url';

/**
 * GET /api/assessments/:id/buying-plan (no query): the stored plan, recomputed for today; null
 * while none is stored yet (404 NOT_FOUND), so "no plan yet" is an answer, not an error.
 */
export async function getBuyingPlan({ assessmentId, signal }: { assessmentId: string; signal?: AbortSignal }): Promise<BuyingPlan | null> {
  try {
    return await apiRequest<BuyingPlan>('GET', buyingPlanUrl(assessmentId), undefined, { signal });
  } catch (error) {
    const { status, code } = getApiErrorDetails(error);
    if (status === 404 && code === 'NOT_FOUND') return null;
    throw error;
  }
}

export const getBuyingPlanQueryOptions = (assessmentId: string) =>
  queryOptions({
    queryKey: ['/api/assessments', assessmentId, 'buying-plan'],
    queryFn: ({ signal }) => getBuyingPlan({ assessmentId, signal }),
  });

export function useBuyingPlan(assessmentId: string) {
  return useQuery(getBuyingPlanQueryOptions(assessmentId));
}
