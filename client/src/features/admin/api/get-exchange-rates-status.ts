import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExchangeRatesStatus } from '@core/schemas/admin';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/exchange-rates/status: the daily ECB fetch and how old the rates in use are. */
export function getExchangeRatesStatus({ signal }: { signal?: AbortSignal } = {}): Promise<ExchangeRatesStatus> {
  return apiRequest<ExchangeRatesStatus>('GET', '/api/admin/exchange-rates/status', undefined, { signal });
}

export const getExchangeRatesStatusQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/exchange-rates/status'], queryFn: getExchangeRatesStatus });

export function useExchangeRatesStatus() {
  return useQuery(getExchangeRatesStatusQueryOptions());
}
