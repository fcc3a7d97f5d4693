import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntityKind, AuditPage } from '@core/schemas/audit';
import { apiRequest } from '@/lib/api-client';
import { listSearch } from '@/lib/list-query';

export interface AuditLogParams {
  entityKind?: AuditEntityKind;
  actorId?: string;
  /** Inclusive days, YYYY-MM-DD. */
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

const URL = '/api/admin/audit';

/** GET /api/admin/audit: one page of the admin audit trail, newest first. */
export function getAuditLog(params: AuditLogParams, { signal }: { signal?: AbortSignal } = {}): Promise<AuditPage> {
  return apiRequest<AuditPage>('GET', `${URL}${listSearch({ ...params })}`, undefined, { signal });
}

export const getAuditLogQueryOptions = (params: AuditLogParams) =>
  queryOptions({
    queryKey: [URL, params],
    queryFn: ({ signal }) => getAuditLog(params, { signal }),
    // The trail grows with every save in the other tabs: read afresh each time the tab opens.
    staleTime: 0,
  });

export function useAuditLog(params: AuditLogParams) {
  return useQuery({ ...getAuditLogQueryOptions(params), placeholderData: keepPreviousData });
}
