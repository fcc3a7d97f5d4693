import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Assessment } from '@core/schemas/assessment';
import { apiRequest } from '@/lib/api-client';

/** GET /api/assessments/draft (signed in): the user's draft, or null. */
export async function getDraft({ signal }: { signal?: AbortSignal } = {}): Promise<Assessment | null> {
  const answer = await apiRequest<{ draft: Assessment | null } | undefined>('GET', '/api/assessments/draft', undefined, { signal });
  return answer?.draft ?? null;
}

export const getDraftQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/assessments/draft'],
    queryFn: getDraft,
    // Read once when the wizard opens; the wizard then owns the values.
    gcTime: 0,
  });

export function useDraft({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getDraftQueryOptions(), enabled });
}
