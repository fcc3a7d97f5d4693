import { useMutation } from '@tanstack/react-query';
import type { EngineResult } from '@core/eligibility/types';
import type { AssessmentInput } from '@core/schemas/assessment-input';
import { apiRequest } from '@/lib/api-client';

/** POST /api/assessments/preview (public): the engine's result for an input, nothing stored. */
export function previewAssessment(input: AssessmentInput): Promise<EngineResult> {
  return apiRequest<EngineResult>('POST', '/api/assessments/preview', input);
}

export function usePreviewAssessment() {
  return useMutation({ mutationFn: previewAssessment });
}
