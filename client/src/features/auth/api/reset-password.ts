import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@core/schemas/auth';
import type { ResetPasswordRequest } from '@core/schemas/password-reset';
import { apiRequest } from '@/lib/api-client';
import { startSession } from '@/lib/auth/session';

/** POST /api/auth/reset-password: the user, signed in on this browser (every other session ended). */
export function resetPassword(body: ResetPasswordRequest): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('POST', '/api/auth/reset-password', body);
}

/** Sets the new password; the user becomes current, in their language, as after a login. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (user) => startSession(queryClient, user),
  });
}
