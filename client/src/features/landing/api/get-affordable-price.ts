import { useMutation } from '@tanstack/react-query';
import type { AffordabilityRequest, AffordabilityResponse } from '@core/schemas/affordability';
import { apiRequest } from '@/lib/api-client';

/** The amounts as typed, read to plain decimals; the server validates (its 400s name the field). */
export type AffordabilityAsk = Omit<AffordabilityRequest, 'monthlyIncome' | 'currentSavings'> & {
  monthlyIncome: string;
  currentSavings: string;
};

/**
 * POST /api/affordability (issue 14 item 7): the most expensive home for this income and these
 * savings. Computed on the server: the landing page never loads the engine or its configuration.
 */
export const getAffordablePrice = (ask: AffordabilityAsk) => apiRequest<AffordabilityResponse>('POST', '/api/affordability', ask);

export function useAffordablePrice() {
  return useMutation({ mutationFn: getAffordablePrice });
}
