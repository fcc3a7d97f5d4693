import { CloudCheck, CloudOff, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DraftSaveStatus } from '../hooks/use-draft-autosave';

/** The small "Draft saved" indicator for signed-in users (polite: it never interrupts). */
export function DraftStatus({ status }: { status: DraftSaveStatus }) {
  const { t } = useTranslation('wizard');
  return (
    <p role="status" aria-live="polite" className="flex min-h-5 items-center gap-1.5 text-xs text-muted-foreground" data-testid="wizard-draft-status">
      {status === 'saving' ? (
        <>
          <Loader2 aria-hidden="true" className="size-3.5 animate-spin" />
          {t('draft.saving')}
        </>
      ) : status === 'saved' ? (
        <>
          <CloudCheck aria-hidden="true" className="size-3.5 text-success" />
          {t('draft.saved')}
        </>
      ) : status === 'error' ? (
        <>
          <CloudOff aria-hidden="true" className="size-3.5 text-destructive" />
          {t('draft.error')}
        </>
      ) : null}
    </p>
  );
}
