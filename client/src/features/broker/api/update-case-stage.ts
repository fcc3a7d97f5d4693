import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoardCard, StageChangeRequest } from '@core/schemas/broker-board';
import { apiRequest } from '@/lib/api-client';
import { getBrokerBoardQueryOptions } from './get-broker-board';

export interface UpdateCaseStageInput {
  id: string;
  body: StageChangeRequest;
}

/** PUT /api/broker/assessments/:id/stage: moves the case on the board; answers its card. */
export function updateCaseStage({ id, body }: UpdateCaseStageInput): Promise<BoardCard> {
  return apiRequest<BoardCard>('PUT', `/api/broker/assessments/${encodeURIComponent(id)}/stage`, body);
}

export function useUpdateCaseStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCaseStage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getBrokerBoardQueryOptions().queryKey }),
  });
}
