import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordChange } from '@core/schemas/account';
import { apiRequest } from '@/lib/api-client';
import { getSessionsQueryOptions } from './get-sessions';

/** PUT /api/account/password: every other device is signed out by it. */
export function changePassword(body: PasswordChange): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('PUT', '/api/account/password', body);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changePassword, onSuccess: () => queryClient.invalidateQueries({ queryKey: getSessionsQueryOptions().queryKey }) });
}
