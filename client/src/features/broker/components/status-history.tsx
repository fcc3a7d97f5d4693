import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReviewAssessment } from '@core/schemas/broker';
import { formatDateTime } from '@/lib/format-date';
import { useLanguage } from '@/lib/use-language';
import { DetailSection } from './detail-list';
import { StatusBadge } from './status-badge';

/** Every status change, newest first, with who made it, when and the note. */
export function StatusHistory({ events }: { events: ReviewAssessment['events'] }) {
  const { t } = useTranslation('broker');
  const language = useLanguage();
  const newestFirst = [...events].reverse();
  return (
    <DetailSection title={t('history.title')} id="broker-history-title">
      {newestFirst.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('history.empty')}</p>
      ) : (
        <ol className="grid gap-3" data-testid="broker-history">
          {newestFirst.map((event) => (
            <li key={event.id} className="grid gap-1 border-l-2 border-primary/40 pl-3" data-testid={`broker-history-${event.id}`}>
              <p className="flex flex-wrap items-center gap-2 text-sm">
                {event.fromStatus ? (
                  <>
                    <StatusBadge status={event.fromStatus} />
                    <ArrowRight aria-hidden="true" className="size-3.5 text-muted-foreground" />
                    <span className="sr-only">{t('history.to')}</span>
                  </>
                ) : null}
                <StatusBadge status={event.toStatus} />
              </p>
              <p className="text-xs text-muted-foreground">
                {t('history.by', { name: event.actorName ?? t('history.system'), date: formatDateTime(event.createdAt, language) })}
              </p>
              {event.note ? <p className="text-sm whitespace-pre-line">{event.note}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  );
}
