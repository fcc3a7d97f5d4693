import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionSummary } from '@core/schemas/subscriptions';
import { apiRequest } from '@/lib/api-client';

/** GET /api/subscription: plan, status, period end, trial, next payment, what may be done. */
export function getSubscription({ signal }: { signal?: AbortSignal } = {}): Promise<SubscriptionSummary> {
  return apiRequest<SubscriptionSummary>('GET', '/api/subscription', undefined, { signal });
}

export const getSubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/subscription'],
    queryFn: getSubscription,
  });

export function useSubscription() {
  return useQuery(getSubscriptionQueryOptions());
}
