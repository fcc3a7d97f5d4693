import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentType } from '@core/constants';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useCase } from '../api/get-case';
import { CaseTimeline } from './case-timeline';
import { DocumentRequestForm } from './document-request-form';
import { MessageForm } from './message-form';
import { OpenRequests } from './open-requests';

export interface CaseSectionProps {
  assessmentId: string;
  /** The applicant (the owner) or a broker (brokers and admins): what is offered differs, the server decides what is shown. */
  viewer: 'applicant' | 'broker';
  /** The applicant's "Upload" on an open request: the page opens the documents' upload on that type. */
  onUpload?: (documentType: DocumentType) => void;
}

/** Issue 24 item 3 (ADR 086): one case, followed by both sides: the timeline, the open requests, messages and (brokers) a request form. */
export function CaseSection({ assessmentId, viewer, onUpload }: CaseSectionProps) {
  const { t } = useTranslation(['case', 'translation']);
  const query = useCase(assessmentId);
  const hasMessages = query.data?.timeline.some((entry) => entry.kind === 'message') ?? false;

  return (
    <section aria-labelledby={`case-title-${viewer}`} className="grid min-w-0 gap-4" data-testid="case-section">
      <div className="grid gap-1">
        <h3 id={`case-title-${viewer}`} className="flex items-center gap-2 text-lg font-semibold">
          <MessagesSquare aria-hidden="true" className="size-5 text-primary" />
          {t('title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t(viewer === 'broker' ? 'descriptionBroker' : 'description')}</p>
      </div>
      {query.isPending ? (
        <Spinner label={t('loading')} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} title={t('loadError')} />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <div className="grid min-w-0 gap-4">
            <OpenRequests assessmentId={assessmentId} requests={query.data.openRequests} viewer={viewer} onUpload={onUpload} />
            {viewer === 'broker' ? <DocumentRequestForm assessmentId={assessmentId} /> : null}
          </div>
          <div className="grid min-w-0 gap-4">
            <CaseTimeline entries={query.data.timeline} />
            {hasMessages ? null : (
              <p className="text-sm text-muted-foreground" data-testid="case-no-messages">
                {t('message.empty')}
              </p>
            )}
            <MessageForm assessmentId={assessmentId} />
          </div>
        </div>
      )}
    </section>
  );
}
