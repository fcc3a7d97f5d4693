import { useMutation } from '@tanstack/react-query';
import type { BankImpact, BankImpactRequest } from '@core/schemas/admin';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/admin/banks/impact (issue 19): how recent results would move if the bank were saved
 * as the form holds it. Nothing is written, and nothing is cached: each check asks again.
 */
export function checkBankImpact(body: BankImpactRequest): Promise<BankImpact> {
  return apiRequest<BankImpact>('POST', '/api/admin/banks/impact', body);
}

export function useCheckBankImpact() {
  return useMutation({ mutationFn: checkBankImpact });
}
