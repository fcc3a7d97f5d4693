import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactMessagePage } from '@core/schemas/contact';
import { apiRequest } from '@/lib/api-client';
import { listSearch } from '@/lib/list-query';

export interface ContactMessagesParams {
  page: number;
  pageSize: number;
}

const URL = '/api/admin/contact-messages';

/** GET /api/admin/contact-messages: one page of the contact form's messages, newest first. */
export function getContactMessages(params: ContactMessagesParams, { signal }: { signal?: AbortSignal } = {}): Promise<ContactMessagePage> {
  return apiRequest<ContactMessagePage>('GET', `${URL}${listSearch({ ...params })}`, undefined, { signal });
}

export const getContactMessagesQueryOptions = (params: ContactMessagesParams) =>
  queryOptions({
    queryKey: [URL, params],
    queryFn: ({ signal }) => getContactMessages(params, { signal }),
  });

export function useContactMessages(params: ContactMessagesParams) {
  return useQuery({ ...getContactMessagesQueryOptions(params), placeholderData: keepPreviousData });
}
