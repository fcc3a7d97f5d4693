import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountDeletion, AccountDeletionResult } from '@core/schemas/account';
import { endSession } from '@/lib/auth/session';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/account, confirmed with the password; the session ends with it. */
export function deleteAccount(body: AccountDeletion): Promise<AccountDeletionResult> {
  return apiRequest<AccountDeletionResult>('DELETE', '/api/account', body);
}

/** On success every cached piece of the account is dropped, as after a logout. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAccount, onSuccess: () => endSession(queryClient) });
}
