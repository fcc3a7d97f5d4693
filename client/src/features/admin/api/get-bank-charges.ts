import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBankCharges } from '@core/schemas/admin-costs';
import { apiRequest } from '@/lib/api-client';

/** GET /api/admin/bank-charges: each bank's charges. */
export function getBankCharges({ signal }: { signal?: AbortSignal } = {}): Promise<AdminBankCharges[]> {
  return apiRequest<AdminBankCharges[]>('GET', '/api/admin/bank-charges', undefined, { signal });
}

export const getBankChargesQueryOptions = () => queryOptions({ queryKey: ['/api/admin/bank-charges'], queryFn: getBankCharges });

export function useBankCharges() {
  return useQuery(getBankChargesQueryOptions());
}
