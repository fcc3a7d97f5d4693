import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, RegisterRequest } from '@core/schemas/auth';
import { apiRequest } from '@/lib/api-client';
import { getCurrentLanguage } from '@/lib/i18n';
import { submitPendingAssessment } from '@/lib/pending-assessment';
import { startSession } from '@/lib/auth/session';
import type { SignInResult } from './login';
import { updateLanguage } from '@/lib/auth/update-language';

/** POST /api/auth/register: the new user, signed in. */
export function register(body: RegisterRequest): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('POST', '/api/auth/register', body);
}

/**
 * Registers, keeps the language the visitor was using (the account would otherwise start in
 * the default and switch the interface under them), then posts a stashed guest assessment.
 */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RegisterRequest): Promise<SignInResult> => {
      let user = await register(body);
      const language = getCurrentLanguage();
      if (user.language !== language) {
        try {
          await updateLanguage(language);
          user = { ...user, language };
        } catch {
          // The account keeps its default; the interface will follow it.
        }
      }
      const pendingAssessment = await submitPendingAssessment();
      return { user, pendingAssessment };
    },
    onSuccess: ({ user }) => startSession(queryClient, user),
  });
}
