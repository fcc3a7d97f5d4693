import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentPage } from '@core/schemas/subscriptions';
import { apiRequest } from '@/lib/api-client';

export interface PaymentsQuery {
  page: number;
  pageSize: number;
}

/** GET /api/subscription/payments: the user's past payments, newest first. */
export function getPayments(query: PaymentsQuery, { signal }: { signal?: AbortSignal } = {}): Promise<PaymentPage> {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  return apiRequest<PaymentPage>('GET', `/api/subscription/payments?${params}`, undefined, { signal });
}

export const getPaymentsQueryOptions = (query: PaymentsQuery) =>
  queryOptions({
    queryKey: ['/api/subscription/payments', query],
    queryFn: ({ signal }) => getPayments(query, { signal }),
    placeholderData: keepPreviousData,
  });

export function usePayments(query: PaymentsQuery) {
  return useQuery(getPaymentsQueryOptions(query));
}
