import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PinnedScenarioList } from '@core/schemas/scenarios';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/scenarios (signed in): the user's pinned what-if scenarios, in the order pinned.
 * Shared: the result's pin button counts them and the compare page shows them.
 */
export function getScenarios({ signal }: { signal?: AbortSignal } = {}): Promise<PinnedScenarioList> {
  return apiRequest<PinnedScenarioList>('GET', '/api/scenarios', undefined, { signal });
}

export const getScenariosQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/scenarios'],
    queryFn: getScenarios,
  });

export function useScenarios({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getScenariosQueryOptions(), enabled });
}
