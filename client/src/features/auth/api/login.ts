import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, LoginRequest } from '@core/schemas/auth';
import { apiRequest } from '@/lib/api-client';
import { submitPendingAssessment } from '@/lib/pending-assessment';
import { startSession } from '../lib/session';

/** POST /api/auth/login: the signed-in user. */
export function login(body: LoginRequest): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('POST', '/api/auth/login', body);
}

export interface SignInResult {
  user: CurrentUser;
  /** A guest assessment was stashed and is now saved to the account (go to /assessments). */
  savedPendingAssessment: boolean;
}

/**
 * Logs in, then posts a stashed guest assessment (spec section 4) before the user becomes
 * current, so the caller can go straight to the right page.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginRequest): Promise<SignInResult> => {
      const user = await login(body);
      const savedPendingAssessment = await submitPendingAssessment();
      return { user, savedPendingAssessment };
    },
    onSuccess: ({ user }) => startSession(queryClient, user),
  });
}
