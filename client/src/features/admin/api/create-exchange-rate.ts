import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminExchangeRate, ExchangeRateCreate } from '@core/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { getExchangeRatesQueryOptions } from './get-exchange-rates';
import { invalidatePublicReference } from '../lib/invalidate-public-reference';

/** POST /api/admin/exchange-rates: a new dated rate (units per 1 EUR); a duplicate date is refused. */
export function createExchangeRate(body: ExchangeRateCreate): Promise<AdminExchangeRate> {
  return apiRequest<AdminExchangeRate>('POST', '/api/admin/exchange-rates', body);
}

export function useCreateExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExchangeRate,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getExchangeRatesQueryOptions().queryKey });
      invalidatePublicReference(queryClient);
    },
  });
}
