import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminLendingRule, LendingRuleCreate } from '@core/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { getLendingRulesQueryOptions } from './get-lending-rules';
import { invalidatePublicReference } from '../lib/invalidate-public-reference';

/** POST /api/admin/lending-rules (issue 21): a new country's (or loan currency's) rule; a second one is refused. */
export function createLendingRule(body: LendingRuleCreate): Promise<AdminLendingRule> {
  return apiRequest<AdminLendingRule>('POST', '/api/admin/lending-rules', body);
}

export function useCreateLendingRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLendingRule,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getLendingRulesQueryOptions().queryKey });
      invalidatePublicReference(queryClient);
    },
  });
}
