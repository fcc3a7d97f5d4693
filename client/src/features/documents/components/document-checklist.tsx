import { CheckCircle2, Circle, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DocumentChecklist as Checklist } from '@core/schemas/documents';
import { DocumentStatusBadge } from './document-status-badge';

/**
 * Which documents the assessment's banks usually ask for and which are still missing. A type
 * counts as covered by a pending or accepted upload; a rejected one still leaves it missing.
 */
export function DocumentChecklist({ checklist }: { checklist: Checklist }) {
  const { t } = useTranslation('workspace');
  const bankNames = checklist.banks.map((bank) => bank.name).join(', ');
  const basis =
    checklist.basis === 'recommendedBanks'
      ? t('documents.checklist.basisRecommended', { banks: bankNames })
      : checklist.basis === 'countryBanks'
        ? t('documents.checklist.basisCountry', { banks: bankNames })
        : t('documents.checklist.basisNone');

  return (
    <div className="grid content-start gap-3 rounded-xl border border-border p-4" data-testid="document-checklist">
      <div className="grid gap-1">
        <h4 className="font-semibold">{t('documents.checklist.title')}</h4>
        <p className="text-sm text-muted-foreground">{basis}</p>
        {checklist.requestedCount > 0 ? (
          <p className="text-sm font-medium" data-testid="document-checklist-summary">
            {checklist.missingCount === 0
              ? t('documents.checklist.complete')
              : t('documents.checklist.missing', { missing: checklist.missingCount, total: checklist.requestedCount })}
          </p>
        ) : null}
      </div>
      <ul className="grid gap-2">
        {checklist.items.map((item) => {
          const latest = item.documents[0];
          const state = item.isMissing ? 'missing' : 'uploaded';
          return (
            <li
              key={item.documentType}
              className="flex items-start gap-3 rounded-lg bg-muted p-3 text-sm"
              data-testid={`checklist-${item.documentType}`}
              data-state={item.isRequested ? state : 'extra'}
            >
              {!item.isRequested ? (
                <Circle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              ) : item.isMissing ? (
                <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
              ) : (
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              )}
              <div className="grid min-w-0 flex-1 gap-0.5">
                <p className="font-medium">{t(`documents.types.${item.documentType}`)}</p>
                <p className="text-xs text-muted-foreground">
                  {!item.isRequested
                    ? t('documents.checklist.extra')
                    : item.requestedBy.length === checklist.banks.length && checklist.banks.length > 1
                      ? t('documents.checklist.askedByAll')
                      : t('documents.checklist.askedBy', { banks: item.requestedBy.join(', ') })}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <span className={item.isMissing && item.isRequested ? 'text-xs font-semibold text-destructive' : 'text-xs font-semibold text-success'}>
                  {item.isMissing && item.isRequested ? t('documents.checklist.stateMissing') : t('documents.checklist.stateUploaded')}
                </span>
                {latest ? <DocumentStatusBadge status={latest.status} /> : null}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
