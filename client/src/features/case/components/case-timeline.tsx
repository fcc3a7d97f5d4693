import { useEffect, useRef, useState } from 'react';
import {
  ArrowRightLeft,
  CheckCircle2,
  FileCheck2,
  FileQuestion,
  FileX2,
  MessageSquare,
  RefreshCw,
  Send,
  ShieldCheck,
  ShieldOff,
  Upload,
  UserCheck,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CaseTimelineEntry } from '@core/schemas/cases';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format-date';
import { useLanguage } from '@/lib/use-language';
import { entryText } from '../lib/entry-text';

const ICONS: Record<CaseTimelineEntry['kind'], LucideIcon> = {
  submitted: Send,
  status: RefreshCw,
  stage: ArrowRightLeft,
  assigned: UserCheck,
  verified: ShieldCheck,
  verification_undone: ShieldOff,
  document_uploaded: Upload,
  document_reviewed: FileCheck2,
  request_opened: FileQuestion,
  request_fulfilled: CheckCircle2,
  request_cancelled: XCircle,
  message: MessageSquare,
};

/** The case's timeline, oldest first (newest last); new entries (a poll, a post) are announced politely. */
export function CaseTimeline({ entries }: { entries: readonly CaseTimelineEntry[] }) {
  const { t } = useTranslation(['case', 'workspace']);
  const language = useLanguage();
  const [announcement, setAnnouncement] = useState('');
  const seen = useRef<number | null>(null);

  useEffect(() => {
    // The first list is what was there: only later entries are news.
    if (seen.current !== null && entries.length > seen.current) setAnnouncement(t('timeline.newEntry', { text: entryText(entries[entries.length - 1], t, language) }));
    seen.current = entries.length;
  }, [entries, t, language]);

  return (
    <>
      <p role="status" aria-live="polite" className="sr-only" data-testid="case-live">
        {announcement}
      </p>
      <ol className="grid gap-0" aria-label={t('timeline.label')} data-testid="case-timeline">
        {entries.map((entry, index) => {
          const Icon = entry.kind === 'document_reviewed' && entry.status === 'rejected' ? FileX2 : ICONS[entry.kind];
          const isLast = index === entries.length - 1;
          return (
            <li key={entry.id} className="relative grid gap-1 border-l-2 border-border pb-4 pl-6 last:pb-0" data-testid={`case-entry-${entry.kind}`} data-side={entry.side}>
              <span aria-hidden="true" className={`absolute top-0 -left-[11px] grid size-5 place-items-center rounded-full border-2 border-card ${isLast ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground'}`}>
                <Icon className="size-3" />
              </span>
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                <span className="font-medium break-words">{entryText(entry, t, language)}</span>
                {entry.kind === 'request_opened' && entry.isOverdue ? <Badge variant="warning">{t('requests.overdue')}</Badge> : null}
              </p>
              <p className="text-xs text-muted-foreground">
                <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>
                {'actorName' in entry && entry.actorName && entry.kind !== 'message' ? ` · ${t('timeline.by', { name: entry.actorName })}` : null}
                {'actorEmail' in entry && entry.actorEmail ? ` · ${entry.actorEmail}` : null}
              </p>
              {entry.kind === 'message' ? <p className="text-sm break-words whitespace-pre-line">{entry.body}</p> : null}
              {entry.kind === 'status' && entry.note ? <p className="text-sm break-words whitespace-pre-line">{entry.note}</p> : null}
              {entry.kind === 'request_opened' && entry.note ? <p className="text-sm break-words whitespace-pre-line">{entry.note}</p> : null}
              {(entry.kind === 'document_reviewed' || entry.kind === 'verification_undone') && entry.reason ? (
                <p className="text-sm break-words whitespace-pre-line">{entry.reason}</p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </>
  );
}
