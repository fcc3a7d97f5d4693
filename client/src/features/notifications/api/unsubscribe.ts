import { useMutation } from '@tanstack/react-query';
import type { UnsubscribeQuery, UnsubscribeResult } from '@core/schemas/notifications';
import { apiRequest } from '@/lib/api-client';

/** POST /api/notifications/unsubscribe: the e-mail's link turns one kind off, no sign-in needed. */
export function unsubscribe(query: UnsubscribeQuery): Promise<UnsubscribeResult> {
  const search = new URLSearchParams({ token: query.token, kind: query.kind });
  return apiRequest<UnsubscribeResult>('POST', `/api/notifications/unsubscribe?${search.toString()}`);
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
