import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailChange } from '@core/schemas/account';
import type { CurrentUser } from '@core/schemas/auth';
import { setCachedUser } from '@/lib/auth/get-user';
import { apiRequest } from '@/lib/api-client';

/** PUT /api/account/email: the new address, confirmed with the password; answers the updated user. */
export function changeEmail(body: EmailChange): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('PUT', '/api/account/email', body);
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeEmail, onSuccess: (user) => setCachedUser(queryClient, user) });
}
