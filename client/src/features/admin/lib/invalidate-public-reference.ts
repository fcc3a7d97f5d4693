import type { QueryClient } from '@tanstack/react-query';
import { getAssessmentConfigQueryOptions } from '@/lib/queries/get-assessment-config';
import { getBanksQueryOptions } from '@/lib/queries/get-banks';
import { getCountriesQueryOptions } from '@/lib/queries/get-countries';

/**
 * After an admin change to reference data: the public country list, the landing page's bank
 * list and the engine configuration the browser's what-if runs on are read again when next needed.
 */
export function invalidatePublicReference(queryClient: QueryClient, { countries = false }: { countries?: boolean } = {}) {
  void queryClient.invalidateQueries({ queryKey: getAssessmentConfigQueryOptions().queryKey });
  void queryClient.invalidateQueries({ queryKey: getBanksQueryOptions().queryKey });
  if (countries) void queryClient.invalidateQueries({ queryKey: getCountriesQueryOptions().queryKey });
}
