import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '@core/schemas/contact';
import { apiRequest } from '@/lib/api-client';

/** POST /api/contact: stored for the admins (guests and signed-in users). */
export function sendContactMessage(body: ContactRequest): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>('POST', '/api/contact', body);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
