import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getSessionsQueryOptions } from './get-sessions';

/** DELETE /api/account/sessions/:id: signs one of the user's devices out. */
export function endSession(id: string): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('DELETE', `/api/account/sessions/${encodeURIComponent(id)}`);
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endSession, onSettled: () => queryClient.invalidateQueries({ queryKey: getSessionsQueryOptions().queryKey }) });
}
