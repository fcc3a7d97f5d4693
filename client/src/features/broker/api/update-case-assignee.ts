import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssigneeChangeRequest, BoardCard } from '@core/schemas/broker-board';
import { apiRequest } from '@/lib/api-client';
import { getBrokerBoardQueryOptions } from './get-broker-board';

export interface UpdateCaseAssigneeInput {
  id: string;
  body: AssigneeChangeRequest;
}

/** PUT /api/broker/assessments/:id/assignee: gives the case to a broker (or nobody); answers its card. */
export function updateCaseAssignee({ id, body }: UpdateCaseAssigneeInput): Promise<BoardCard> {
  return apiRequest<BoardCard>('PUT', `/api/broker/assessments/${encodeURIComponent(id)}/assignee`, body);
}

export function useUpdateCaseAssignee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCaseAssignee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getBrokerBoardQueryOptions().queryKey }),
  });
}
