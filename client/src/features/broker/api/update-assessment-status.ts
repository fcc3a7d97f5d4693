import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewAssessment, StatusUpdateRequest } from '@core/schemas/broker';
import { apiRequest } from '@/lib/api-client';
import { getBrokerAssessmentQueryOptions } from './get-broker-assessment';
import { getBrokerBoardQueryOptions } from './get-broker-board';
import { getBrokerAssessmentsQueryOptions } from './get-broker-assessments';
import { getBrokerStatsQueryOptions } from './get-broker-stats';

export interface UpdateAssessmentStatusInput {
  id: string;
  body: StatusUpdateRequest;
}

/** PUT /api/broker/assessments/:id/status: the new status and note; answers the updated assessment. */
export function updateAssessmentStatus({ id, body }: UpdateAssessmentStatusInput): Promise<ReviewAssessment> {
  return apiRequest<ReviewAssessment>('PUT', `/api/broker/assessments/${encodeURIComponent(id)}/status`, body);
}

export function useUpdateAssessmentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAssessmentStatus,
    onSuccess: (assessment) => {
      queryClient.setQueryData(getBrokerAssessmentQueryOptions(assessment.id).queryKey, assessment);
      void queryClient.invalidateQueries({ queryKey: getBrokerAssessmentsQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: getBrokerStatsQueryOptions().queryKey });
      // A first status change answers the case: its clock on the board stops.
      void queryClient.invalidateQueries({ queryKey: getBrokerBoardQueryOptions().queryKey });
      // The admin's lists and counters read the same assessments.
      void queryClient.invalidateQueries({ queryKey: ['/api/admin/assessments'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/admin/stats'] });
    },
  });
}
