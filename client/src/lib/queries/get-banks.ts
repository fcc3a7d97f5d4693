import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicBank } from '@core/schemas/banks';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/banks: the partner banks' names and countries for the landing page (issue 13),
 * a few hundred bytes instead of the engine configuration the wizard loads.
 */
export async function getBanks({ signal }: { signal?: AbortSignal } = {}): Promise<PublicBank[]> {
  // No zod here: this runs on the landing page, whose first load must stay small.
  const data = await apiRequest<unknown>('GET', '/api/banks', undefined, { signal });
  return Array.isArray(data) ? data.filter(isPublicBank) : [];
}

function isPublicBank(value: unknown): value is PublicBank {
  if (!value || typeof value !== 'object') return false;
  const { id, name, countryCode } = value as Record<string, unknown>;
  return typeof id === 'number' && typeof name === 'string' && typeof countryCode === 'string';
}

export const getBanksQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/banks'],
    queryFn: getBanks,
  });

export function useBanks() {
  return useQuery(getBanksQueryOptions());
}
