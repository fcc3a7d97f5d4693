import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UndoVerificationRequest, Verification, VerificationKind } from '@core/schemas/verifications';
import { verificationsQueryKey } from '@/features/assessments';
import { apiRequest } from '@/lib/api-client';

export interface VerifyInput {
  assessmentId: string;
  kind: VerificationKind;
  /** Income only, as decimal text ("3204.17"). */
  amount?: string;
  documentIds: string[];
}

/** POST /api/broker/assessments/:id/verifications (issue 23). */
export function verify({ assessmentId, ...body }: VerifyInput): Promise<Verification> {
  return apiRequest<Verification>('POST', `/api/broker/assessments/${encodeURIComponent(assessmentId)}/verifications`, body);
}

/** POST /api/broker/verifications/:id/undo, with the reason (issue 23). */
export function undoVerification({ id, reason }: { id: string } & UndoVerificationRequest): Promise<Verification> {
  return apiRequest<Verification>('POST', `/api/broker/verifications/${encodeURIComponent(id)}/undo`, { reason });
}

export function useVerify(assessmentId: string) {
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: verificationsQueryKey(assessmentId) });
  return {
    verify: useMutation({ mutationFn: verify, onSettled: invalidate }),
    undo: useMutation({ mutationFn: undoVerification, onSettled: invalidate }),
  };
}
