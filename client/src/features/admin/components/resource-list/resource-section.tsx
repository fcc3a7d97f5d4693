import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { EmptyState, ErrorState, LoadingState } from '../query-states';
import { TabHeader } from '../tab-header';
import type { Paging } from './use-paging';

export interface ResourceSectionProps<T> {
  /** The h2's id; the section is named by it. */
  titleId: string;
  title: string;
  description?: string;
  /** The section's own action beside the title (Add ...). */
  action?: ReactNode;
  /** What narrows or shapes the list (search, filters, a country to show), between the title and the list. */
  toolbar?: ReactNode;
  /** The query behind the list: loading, failed (with Try again), refreshing. */
  query: { isPending: boolean; isError: boolean; isFetching?: boolean; refetch: () => unknown };
  /** The rows to show; undefined until they have loaded. */
  items: readonly T[] | undefined;
  /** Said instead of "This list could not be loaded." (the server's reason). */
  errorMessage?: string;
  /** What an empty list says, and its data-testid. */
  empty: { message: string; testId?: string };
  /** Filters are set: an empty list offers to clear them. */
  filters?: { isFiltered: boolean; clear: () => void };
  /** A list paged on the server: the result count beside the title and the pager below. */
  paging?: Paging;
  /** The list itself, once there are rows: a DataTable, or cards. */
  children: (items: readonly T[]) => ReactNode;
}

/**
 * One admin list (ADR 074), whatever it lists: title, description and action; the toolbar; the
 * loading, error and empty states; the list; the pager for lists paged on the server.
 */
export function ResourceSection<T>({ titleId, title, description, action, toolbar, query, items, errorMessage, empty, filters, paging, children }: ResourceSectionProps<T>) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const count =
    paging?.total === undefined ? null : (
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('common.resultCount', { total: formatNumber(paging.total, language) })}
      </p>
    );

  return (
    <section aria-labelledby={titleId} className="grid grid-cols-1 gap-4">
      <TabHeader id={titleId} title={title} description={description} action={count || action ? <div className="flex items-center gap-3">{count}{action}</div> : null} />
      {toolbar}
      {query.isPending ? (
        <LoadingState />
      ) : query.isError || items === undefined ? (
        <ErrorState onRetry={() => void query.refetch()} message={errorMessage} />
      ) : items.length === 0 ? (
        <EmptyState
          testId={empty.testId}
          action={
            filters?.isFiltered ? (
              <Button variant="outline" onClick={filters.clear}>
                {t('common.clearFilters')}
              </Button>
            ) : null
          }
        >
          {empty.message}
        </EmptyState>
      ) : (
        <div className="grid grid-cols-1 gap-4" aria-busy={query.isFetching}>
          {children(items)}
          {paging ? (
            <Pagination
              page={paging.page}
              pageCount={paging.pageCount}
              onPageChange={paging.setPage}
              isBusy={paging.isBusy}
              testIdPrefix={paging.testIdPrefix}
              labels={{ nav: paging.label, previous: t('common.previous'), next: t('common.next'), status: paging.status }}
            />
          ) : null}
        </div>
      )}
    </section>
  );
}
