import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewStatus } from '@core/constants';
import { apiRequest } from '@/lib/api-client';
import { listSearch } from '@/lib/list-query';
import type { BrokerReviewPage } from '../lib/review';

export interface BrokerAssessmentsParams {
  status?: ReviewStatus;
  /** A part of the applicant's e-mail. */
  search?: string;
  page?: number;
  pageSize?: number;
}

const URL = '/api/broker/assessments';

/** GET /api/broker/assessments: one page of the submitted assessments, newest first. */
export function getBrokerAssessments(params: BrokerAssessmentsParams, { signal }: { signal?: AbortSignal } = {}): Promise<BrokerReviewPage> {
  return apiRequest<BrokerReviewPage>('GET', `${URL}${listSearch({ ...params })}`, undefined, { signal });
}

/** Without params: the key every page shares, for invalidating them all. */
export const getBrokerAssessmentsQueryOptions = (params?: BrokerAssessmentsParams) =>
  queryOptions({
    queryKey: params ? [URL, params] : [URL],
    queryFn: ({ signal }) => getBrokerAssessments(params ?? {}, { signal }),
  });

export function useBrokerAssessments(params: BrokerAssessmentsParams) {
  // The previous page stays on screen while the next one loads (no flash of an empty list).
  return useQuery({ ...getBrokerAssessmentsQueryOptions(params), placeholderData: keepPreviousData });
}
