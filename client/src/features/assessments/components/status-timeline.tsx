import { useTranslation } from 'react-i18next';
import type { Assessment } from '@core/schemas/assessment';
import { formatDateTime } from '@/lib/format-date';
import { useLanguage } from '@/lib/use-language';
import { AssessmentStatusBadge } from './assessment-status-badge';

/** The status history (assessment_events, oldest first): each change with its note and date. */
export function StatusTimeline({ events }: { events: NonNullable<Assessment['events']> }) {
  const { t } = useTranslation('workspace');
  const language = useLanguage();

  return (
    <section aria-labelledby="assessment-timeline" className="grid gap-3" data-testid="assessment-timeline">
      <h3 id="assessment-timeline" className="font-semibold">
        {t('assessments.timeline.title')}
      </h3>
      {events.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('assessments.timeline.empty')}</p>
      ) : (
        <ol className="grid gap-0">
          {events.map((event, index) => (
            <li key={event.id} className="relative grid gap-1 border-l-2 border-border pb-4 pl-5 last:pb-0">
              <span
                aria-hidden="true"
                className={`absolute top-1 -left-[7px] size-3 rounded-full border-2 border-card ${index === events.length - 1 ? 'bg-primary' : 'bg-slate-400'}`}
              />
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <AssessmentStatusBadge status={event.toStatus} />
                <time dateTime={event.createdAt} className="text-muted-foreground">
                  {formatDateTime(event.createdAt, language)}
                </time>
                {event.actorName ? <span className="text-muted-foreground">· {t('assessments.timeline.by', { name: event.actorName })}</span> : null}
              </div>
              {event.note ? <p className="text-sm whitespace-pre-line">{event.note}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
