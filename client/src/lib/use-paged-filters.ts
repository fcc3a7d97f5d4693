import { useEffect, useState } from 'react';
import { pageCount } from './pagination';
import { useDebouncedValue } from './use-debounced-value';

const SEARCH_DELAY_MS = 300;

/**
 * The state of a server-paginated list with filters and a search box: the search waits for
 * the typing to pause, and any new filter or search starts again at page 1.
 */
export function usePagedFilters<F extends Record<string, string>>(initialFilters: F) {
  const [filters, setFilters] = useState<F>(initialFilters);
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DELAY_MS);
  const filterKey = JSON.stringify([filters, search]);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;

  return {
    filters,
    setFilter: <K extends keyof F>(name: K, value: F[K]) => setFilters((current) => ({ ...current, [name]: value })),
    searchInput,
    setSearchInput,
    /** The debounced, trimmed search ('' = none). */
    search,
    page,
    setPage: (next: number) => setPaging({ filterKey, page: next }),
    isFiltered: search !== '' || Object.entries(filters).some(([name, value]) => value !== initialFilters[name]),
    clear: () => {
      setFilters(initialFilters);
      setSearchInput('');
    },
  };
}

/** When a list shrinks under the current page (items changed status), go back to its last page. */
export function useClampPage(
  data: { total: number } | undefined,
  isPlaceholderData: boolean,
  page: number,
  pageSize: number,
  setPage: (page: number) => void,
) {
  const pages = pageCount(data?.total ?? 0, pageSize);
  useEffect(() => {
    if (data && !isPlaceholderData && page > pages) setPage(pages);
    // setPage is a new function each render and is left out on purpose: page, pages and data decide.
  }, [data, isPlaceholderData, page, pages]);
  return pages;
}
