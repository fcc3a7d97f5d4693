import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseStage } from '@core/case-stages';
import type { Board } from '@core/schemas/broker-board';
import { apiRequest } from '@/lib/api-client';

export interface BrokerBoardParams {
  stage?: CaseStage;
  /** The property's country code. */
  country?: string;
  /** A broker's id, or `unassigned`. */
  brokerId?: string;
  overdue?: boolean;
}

const URL = '/api/broker/board';

function searchOf(params: BrokerBoardParams): string {
  const search = new URLSearchParams();
  if (params.stage) search.set('stage', params.stage);
  if (params.country) search.set('country', params.country);
  if (params.brokerId) search.set('brokerId', params.brokerId);
  if (params.overdue) search.set('overdue', 'true');
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** GET /api/broker/board: the pipeline, every stage with its count and first cards (brokers and admins). */
export function getBrokerBoard(params: BrokerBoardParams, { signal }: { signal?: AbortSignal } = {}): Promise<Board> {
  return apiRequest<Board>('GET', `${URL}${searchOf(params)}`, undefined, { signal });
}

/** Without params: the key every filtered board shares, for invalidating them all. */
export const getBrokerBoardQueryOptions = (params?: BrokerBoardParams) =>
  queryOptions({
    queryKey: params ? [URL, params] : [URL],
    queryFn: ({ signal }) => getBrokerBoard(params ?? {}, { signal }),
    // The response clocks move: a minute-old board is read again when the tab is used.
    staleTime: 60_000,
  });

export function useBrokerBoard(params: BrokerBoardParams) {
  return useQuery({ ...getBrokerBoardQueryOptions(params), placeholderData: keepPreviousData });
}
