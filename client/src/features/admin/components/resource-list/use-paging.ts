import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@core/schemas/broker';
import { formatNumber } from '@/lib/format';
import { useClampPage } from '@/lib/use-paged-filters';
import { useLanguage } from '@/lib/use-language';

/** A list paged on the server, as ResourceSection shows it: the count, the pager, "Page x of y". */
export interface Paging {
  page: number;
  pageCount: number;
  setPage: (page: number) => void;
  /** Every row the filters match, across pages; undefined until the first page arrives. */
  total: number | undefined;
  /** The next page is on its way: the pager waits. */
  isBusy: boolean;
  /** "Page 2 of 5" in the interface language, for the pager and the list's caption. */
  status: string;
  /** The pager's name ("Users pages"). */
  label: string;
  testIdPrefix: string;
}

/**
 * The paging of a server-paged list from its query and its page state (usePagedFilters): when
 * the list shrinks under the current page, it goes back to the last one.
 */
export function usePaging(
  query: { data?: { total: number }; isPlaceholderData: boolean },
  list: { page: number; setPage: (page: number) => void },
  { label, testIdPrefix, pageSize = DEFAULT_PAGE_SIZE }: { label: string; testIdPrefix: string; pageSize?: number },
): Paging {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const pageCount = useClampPage(query.data, query.isPlaceholderData, list.page, pageSize, list.setPage);
  return {
    page: list.page,
    pageCount,
    setPage: list.setPage,
    total: query.data?.total,
    isBusy: query.isPlaceholderData,
    status: t('common.pageStatus', { page: formatNumber(list.page, language), pages: formatNumber(pageCount, language) }),
    label,
    testIdPrefix,
  };
}
