import type { TFunction } from 'i18next';
import type { Language } from '@core/constants';
import type { CaseTimelineEntry } from '@core/schemas/cases';
import { formatCalendarDate } from '@/lib/format-date';

/** The words of one timeline line (the `case` and `workspace` namespaces), the same on the list and in the live region. */
export function entryText(entry: CaseTimelineEntry, t: TFunction<['case', 'workspace']>, language: Language): string {
  const document = 'documentType' in entry ? t(`workspace:documents.types.${entry.documentType}`) : '';
  switch (entry.kind) {
    case 'submitted':
      return t('case:timeline.submitted');
    case 'status':
      return t('case:timeline.status', { status: t(`workspace:status.${entry.toStatus}`) });
    case 'stage':
      return entry.toStage ? t('case:timeline.stage', { stage: t(`case:stages.${entry.toStage}`) }) : t('case:timeline.stageCleared');
    case 'assigned':
      return entry.brokerName ? t('case:timeline.assigned', { name: entry.brokerName }) : t('case:timeline.unassigned');
    case 'verified':
      return t('case:timeline.verified', { what: t(`case:verification.${entry.verificationKind}`) });
    case 'verification_undone':
      return t('case:timeline.verificationUndone', { what: t(`case:verification.${entry.verificationKind}`) });
    case 'document_uploaded':
      return t('case:timeline.documentUploaded', { document, file: entry.fileName });
    case 'document_reviewed':
      return t(entry.status === 'accepted' ? 'case:timeline.documentAccepted' : 'case:timeline.documentRejected', { document, file: entry.fileName });
    case 'request_opened':
      return t('case:timeline.requestOpened', { document, date: formatCalendarDate(entry.dueDate, language) });
    case 'request_fulfilled':
      return t('case:timeline.requestFulfilled', { document });
    case 'request_cancelled':
      return t('case:timeline.requestCancelled', { document });
    case 'message':
      return t(entry.side === 'broker' ? 'case:timeline.messageFromBroker' : 'case:timeline.messageFromApplicant', { name: entry.actorName ?? t(`case:sides.${entry.side}`) });
  }
}
