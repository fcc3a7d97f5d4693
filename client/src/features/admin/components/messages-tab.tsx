import { useState } from 'react';
import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@core/schemas/broker';
import { Badge } from '@/components/ui/badge';
import { Pagination } from '@/components/ui/pagination';
import { formatNumber } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date';
import { useLanguage } from '@/lib/use-language';
import { useContactMessages } from '../api/get-contact-messages';
import { EmptyState, ErrorState, LoadingState } from './query-states';

/** The contact form's messages (issue 12), newest first, paginated: who, how to answer, what about. */
export function MessagesTab() {
  const { t } = useTranslation(['admin', 'translation']);
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const query = useContactMessages({ page, pageSize: DEFAULT_PAGE_SIZE });
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / DEFAULT_PAGE_SIZE)) : 1;
  const pageStatus = t('common.pageStatus', { page: formatNumber(page, language), pages: formatNumber(pages, language) });

  return (
    <section aria-labelledby="admin-messages-title" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="admin-messages-title" className="text-xl font-semibold">
          {t('messages.title')}
        </h2>
        {query.data ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('common.resultCount', { total: formatNumber(query.data.total, language) })}
          </p>
        ) : null}
      </div>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState testId="admin-messages-empty">{t('messages.empty')}</EmptyState>
      ) : (
        <div className="grid gap-4" aria-busy={query.isFetching}>
          <ul className="grid gap-3" aria-label={t('messages.listLabel', { page: pageStatus })} data-testid="admin-messages">
            {query.data.items.map((message) => (
              <li key={message.id} className="grid gap-2 rounded-xl border border-border bg-card p-4 shadow-xs" data-testid="admin-message">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant="secondary">{t(`messages.topics.${message.topic}`)}</Badge>
                  <Badge variant="muted">{message.isSignedIn ? t('messages.signedIn') : t('messages.guest')}</Badge>
                  <span className="text-xs font-semibold uppercase text-muted-foreground" lang={message.language}>
                    {message.language}
                  </span>
                  <time dateTime={message.createdAt} className="ml-auto text-xs text-muted-foreground">
                    {formatDateTime(message.createdAt, language)}
                  </time>
                </div>
                <p className="flex flex-wrap items-center gap-x-2 text-sm">
                  <span className="font-semibold">{message.name}</span>
                  <a href={`mailto:${message.email}`} className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline">
                    <Mail aria-hidden="true" className="size-3.5" />
                    {message.email}
                  </a>
                </p>
                <p className="text-sm whitespace-pre-line break-words" lang={message.language}>
                  {message.message}
                </p>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={pages}
            onPageChange={setPage}
            isBusy={query.isPlaceholderData}
            testIdPrefix="admin-messages-pagination"
            labels={{ nav: t('messages.pagination'), previous: t('common.previous'), next: t('common.next'), status: pageStatus }}
          />
        </div>
      )}
    </section>
  );
}
