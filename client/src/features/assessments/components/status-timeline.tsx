import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Assessment } from '@core/schemas/assessment';
import type { Verification } from '@core/schemas/verifications';
import { formatMoney } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date';
import { useLanguage } from '@/lib/use-language';
import { timelineEntries, type TimelineEntry } from '../lib/timeline-entries';
import { AssessmentStatusBadge } from './assessment-status-badge';

/**
 * The status history (assessment_events) and, issue 23, what a broker verified or undid, oldest
 * first: each with its date, who, and its note or reason.
 */
export function StatusTimeline({ events, verifications = [] }: { events: NonNullable<Assessment['events']>; verifications?: readonly Verification[] }) {
  const { t } = useTranslation('workspace');
  const entries = timelineEntries(events, verifications);

  return (
    <section aria-labelledby="assessment-timeline" className="grid gap-3" data-testid="assessment-timeline">
      <h3 id="assessment-timeline" className="font-semibold">
        {t('assessments.timeline.title')}
      </h3>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('assessments.timeline.empty')}</p>
      ) : (
        <ol className="grid gap-0">
          {entries.map((entry, index) => (
            <li key={`${entry.type}-${entry.type === 'status' ? entry.event.id : entry.verification.id}`} className="relative grid gap-1 border-l-2 border-border pb-4 pl-5 last:pb-0">
              <span
                aria-hidden="true"
                className={`absolute top-1 -left-[7px] size-3 rounded-full border-2 border-card ${index === entries.length - 1 ? 'bg-primary' : 'bg-slate-400'}`}
              />
              <TimelineLine entry={entry} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function TimelineLine({ entry }: { entry: TimelineEntry }) {
  const { t } = useTranslation('workspace');
  const language = useLanguage();
  const when = (
    <time dateTime={entry.at} className="text-muted-foreground">
      {formatDateTime(entry.at, language)}
    </time>
  );
  if (entry.type === 'status') {
    const { event } = entry;
    return (
      <>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <AssessmentStatusBadge status={event.toStatus} />
          {when}
          {event.actorName ? <span className="text-muted-foreground">· {t('assessments.timeline.by', { name: event.actorName })}</span> : null}
        </div>
        {event.note ? <p className="text-sm whitespace-pre-line">{event.note}</p> : null}
      </>
    );
  }
  const { verification } = entry;
  const what = t(`assessments.verification.kinds.${verification.kind}`);
  if (entry.type === 'undone') {
    return (
      <div className="grid gap-1 text-sm" data-testid={`timeline-undone-${verification.kind}`}>
        <p className="flex flex-wrap items-center gap-2">
          <ShieldOff aria-hidden="true" className="size-4 text-amber-700" />
          <span className="font-medium">{t('assessments.verification.undone', { what })}</span>
          {when}
        </p>
        {verification.undoReason ? <p className="whitespace-pre-line">{verification.undoReason}</p> : null}
      </div>
    );
  }
  const amount = verification.amount !== null && verification.currency ? formatMoney(verification.amount, verification.currency, language, { cents: 'ifAny' }) : null;
  return (
    <div className="grid gap-1 text-sm" data-testid={`timeline-verified-${verification.kind}`}>
      <p className="flex flex-wrap items-center gap-2">
        <ShieldCheck aria-hidden="true" className="size-4 text-emerald-700" />
        <span className="font-medium">{t('assessments.verification.verified', { what })}</span>
        {when}
        {verification.verifiedBy ? <span className="text-muted-foreground">· {t('assessments.timeline.by', { name: verification.verifiedBy })}</span> : null}
      </p>
      <p>
        {amount ? `${t('assessments.verification.amount', { amount })} · ` : ''}
        {t('assessments.verification.documents', { count: verification.documentCount })}
      </p>
    </div>
  );
}
