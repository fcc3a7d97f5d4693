import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminLendingRule, LendingRuleUpdate } from '@core/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { getLendingRulesQueryOptions } from './get-lending-rules';
import { invalidatePublicReference } from '../lib/invalidate-public-reference';

export interface UpdateLendingRuleInput {
  id: number;
  body: LendingRuleUpdate;
}

/** PUT /api/admin/lending-rules/:id: caps as fractions, rates in percent. */
export function updateLendingRule({ id, body }: UpdateLendingRuleInput): Promise<AdminLendingRule> {
  return apiRequest<AdminLendingRule>('PUT', `/api/admin/lending-rules/${id}`, body);
}

export function useUpdateLendingRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLendingRule,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getLendingRulesQueryOptions().queryKey });
      invalidatePublicReference(queryClient);
    },
  });
}
