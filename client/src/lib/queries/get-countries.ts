import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicCountry } from '@core/schemas/countries';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/countries (docs/product.md §7): fills the hero's and the wizard's country selects.
 * Shared by the landing page and the wizard; when it fails they use the fallback lists of docs/product.md §9.
 */
export async function getCountries({ signal }: { signal?: AbortSignal } = {}): Promise<PublicCountry[]> {
  // No zod here: this runs on the landing page, whose first load must stay small.
  const data = await apiRequest<unknown>('GET', '/api/countries', undefined, { signal });
  return Array.isArray(data) ? data.filter(isPublicCountry) : [];
}

function isPublicCountry(value: unknown): value is PublicCountry {
  if (!value || typeof value !== 'object') return false;
  const { code, name, type } = value as Record<string, unknown>;
  return typeof code === 'string' && typeof name === 'string' && (type === 'income' || type === 'property' || type === 'both');
}

export const getCountriesQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/countries'],
    queryFn: getCountries,
  });

export function useCountries() {
  return useQuery(getCountriesQueryOptions());
}
