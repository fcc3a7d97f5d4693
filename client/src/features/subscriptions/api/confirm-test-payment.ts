import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TestPaymentConfirmRequest, ZTestPaymentConfirmResponse } from '@core/schemas/subscriptions';
import { apiRequest } from '@/lib/api-client';

export type TestPaymentConfirmation = z.infer<typeof ZTestPaymentConfirmResponse>;

/**
 * POST /api/subscriptions/test/confirm (offline test provider only): 4242... pays, 4000...0002
 * is declined (402 with the provider's message). The plan then changes through the same code
 * path as Stripe's webhook.
 */
export function confirmTestPayment(body: TestPaymentConfirmRequest): Promise<TestPaymentConfirmation> {
  return apiRequest<TestPaymentConfirmation>('POST', '/api/subscriptions/test/confirm', body);
}

export function useConfirmTestPayment() {
  return useMutation({ mutationFn: confirmTestPayment });
}
