import { QueryClient } from '@tanstack/react-query';
import { defaultQueryFn } from './api-client';

/**
 * docs/product.md §7: data never goes stale, is never retried and never refetched on focus,
 * reconnect or interval. `refetchOnMount` keeps its default on purpose: with
 * `staleTime: Infinity` it only refetches a query that was explicitly invalidated while
 * nobody watched it, which is what the invalidating code asked for.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: defaultQueryFn,
      staleTime: Infinity,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      refetchInterval: false,
    },
    mutations: {
      retry: false,
    },
  },
});
