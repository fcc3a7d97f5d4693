import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionSummary } from '@core/schemas/subscriptions';
import { getUserQueryOptions } from '@/lib/auth/get-user';
import { apiRequest } from '@/lib/api-client';
import { getSubscriptionQueryOptions } from './get-subscription';

/**
 * POST /api/subscription/cancel (at the end of the paid period) and POST
 * /api/subscription/resume (before it ends): both answer the subscription's new state.
 */
export function changeCancellation(action: 'cancel' | 'resume'): Promise<SubscriptionSummary> {
  return apiRequest<SubscriptionSummary>('POST', `/api/subscription/${action}`, {});
}

export function useChangeCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCancellation,
    onSuccess: (summary) => {
      queryClient.setQueryData(getSubscriptionQueryOptions().queryKey, summary);
      void queryClient.invalidateQueries({ queryKey: getUserQueryOptions().queryKey });
    },
  });
}
