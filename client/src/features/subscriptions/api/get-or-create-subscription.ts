import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaidPlan } from '@core/plans';
import type { SubscriptionSetup } from '@core/schemas/subscriptions';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/get-or-create-subscription: the payment to confirm for `plan`, from Stripe (client
 * secret and publishable key for the Payment Element) or the offline test provider. The server
 * reuses an open one, so asking again (a reload, Try Again) creates nothing new.
 */
export function getOrCreateSubscription(plan: PaidPlan, { signal }: { signal?: AbortSignal } = {}): Promise<SubscriptionSetup> {
  return apiRequest<SubscriptionSetup>('POST', '/api/get-or-create-subscription', { plan }, { signal });
}

/**
 * A query rather than a mutation: it runs when the page opens, once even when React mounts
 * twice, and its answer is dropped when the page is left (a secret is not kept around).
 */
export const getOrCreateSubscriptionQueryOptions = (plan: PaidPlan) =>
  queryOptions({
    queryKey: ['/api/get-or-create-subscription', plan],
    queryFn: ({ signal }) => getOrCreateSubscription(plan, { signal }),
    gcTime: 0,
    refetchOnMount: 'always',
  });

export function useSubscriptionSetup(plan: PaidPlan) {
  return useQuery(getOrCreateSubscriptionQueryOptions(plan));
}
