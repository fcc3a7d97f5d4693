import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewStatus } from '@core/constants';
import type { AdminAssessmentItem } from '@core/schemas/admin';
import { apiRequest } from '@/lib/api-client';
import { listSearch, type Page } from '@/lib/list-query';

export interface AdminAssessmentsParams {
  status?: ReviewStatus;
  search?: string;
  page?: number;
  pageSize?: number;
}

const URL = '/api/admin/assessments';

/** GET /api/admin/assessments: one page of every submitted assessment (drafts are their owners' alone), newest first. */
export function getAdminAssessments(params: AdminAssessmentsParams, { signal }: { signal?: AbortSignal } = {}): Promise<Page<AdminAssessmentItem>> {
  return apiRequest<Page<AdminAssessmentItem>>('GET', `${URL}${listSearch({ ...params })}`, undefined, { signal });
}

/** Without params: the key every page shares, for invalidating them all. */
export const getAdminAssessmentsQueryOptions = (params?: AdminAssessmentsParams) =>
  queryOptions({
    queryKey: params ? [URL, params] : [URL],
    queryFn: ({ signal }) => getAdminAssessments(params ?? {}, { signal }),
  });

export function useAdminAssessments(params: AdminAssessmentsParams) {
  return useQuery({ ...getAdminAssessmentsQueryOptions(params), placeholderData: keepPreviousData });
}
