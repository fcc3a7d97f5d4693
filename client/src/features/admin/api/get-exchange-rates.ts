import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminExchangeRate } from '@core/schemas/admin';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/exchange-rates: every dated rate; the newest per currency is the one in use. */
export function getExchangeRates({ signal }: { signal?: AbortSignal } = {}): Promise<AdminExchangeRate[]> {
  return apiRequest<AdminExchangeRate[]>('GET', '/api/admin/exchange-rates', undefined, { signal });
}

export const getExchangeRatesQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/admin/exchange-rates'],
    queryFn: getExchangeRates,
  });

export function useExchangeRates() {
  return useQuery(getExchangeRatesQueryOptions());
}
