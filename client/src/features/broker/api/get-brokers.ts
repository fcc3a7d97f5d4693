import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BrokerList } from '@core/schemas/broker-board';
import { apiRequest } from '@/lib/api-client';

/** GET /api/broker/brokers: the brokers and admins a case may be given to, by name. */
export function getBrokers({ signal }: { signal?: AbortSignal } = {}): Promise<BrokerList> {
  return apiRequest<BrokerList>('GET', '/api/broker/brokers', undefined, { signal });
}

export const getBrokersQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/broker/brokers'],
    queryFn: getBrokers,
    staleTime: 5 * 60_000,
  });

export function useBrokers() {
  return useQuery(getBrokersQueryOptions());
}
