import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '@core/schemas/site-info';
import { apiRequest } from '@/lib/api-client';

/** GET /api/site-info: the operator's company, authorities, providers and social pages (ADR 069). */
export function getSiteInfo({ signal }: { signal?: AbortSignal } = {}): Promise<SiteInfo> {
  return apiRequest<SiteInfo>('GET', '/api/site-info', undefined, { signal });
}

export const getSiteInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/site-info'],
    queryFn: getSiteInfo,
    // Set by the operator's environment: it changes only with a restart.
    staleTime: Infinity,
  });

/** `isEnabled` false waits (the footer asks only once it comes near the screen). */
export function useSiteInfo(isEnabled = true) {
  return useQuery({ ...getSiteInfoQueryOptions(), enabled: isEnabled });
}
