import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@core/schemas/broker';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format-date';
import { usePagedFilters } from '@/lib/use-paged-filters';
import { useLanguage } from '@/lib/use-language';
import { useContactMessages } from '../api/get-contact-messages';
import { ResourceSection } from './resource-list/resource-section';
import { usePaging } from './resource-list/use-paging';

/** The contact form's messages (issue 12), newest first, paginated: who, how to answer, what about. */
export function MessagesTab() {
  const { t } = useTranslation(['admin', 'translation']);
  const language = useLanguage();
  const list = usePagedFilters({});
  const query = useContactMessages({ page: list.page, pageSize: DEFAULT_PAGE_SIZE });
  const paging = usePaging(query, list, { label: t('messages.pagination'), testIdPrefix: 'admin-messages-pagination' });

  return (
    <ResourceSection
      titleId="admin-messages-title"
      title={t('messages.title')}
      query={query}
      items={query.data?.items}
      empty={{ message: t('messages.empty'), testId: 'admin-messages-empty' }}
      paging={paging}
    >
      {(messages) => (
        <ul className="grid gap-3" aria-label={t('messages.listLabel', { page: paging.status })} data-testid="admin-messages">
          {messages.map((message) => (
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
      )}
    </ResourceSection>
  );
}
