import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, LoginRequest } from '@core/schemas/auth';
import { apiRequest } from '@/lib/api-client';
import { submitPendingAssessment, type PendingOutcome } from '@/lib/pending-assessment';
import { startSession } from '@/lib/auth/session';

/** POST /api/auth/login: the signed-in user. */
export function login(body: LoginRequest): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('POST', '/api/auth/login', body);
}

export interface SignInResult {
  user: CurrentUser;
  /** What became of a stashed guest assessment: saved (go to /assessments), refused by the plan (back to the result), none. */
  pendingAssessment: PendingOutcome;
}

/**
 * Logs in, then posts a stashed guest assessment (docs/product.md §4) before the user becomes
 * current, so the caller can go straight to the right page.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginRequest): Promise<SignInResult> => {
      const user = await login(body);
      const pendingAssessment = await submitPendingAssessment();
      return { user, pendingAssessment };
    },
    onSuccess: ({ user }) => startSession(queryClient, user),
  });
}
