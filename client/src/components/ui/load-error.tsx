import { AlertTriangle, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { getApiErrorDetails } from '@/lib/api-client';

/** A list that could not be loaded: the reason and a retry, announced when it appears. */
export function LoadError({ error, onRetry, title }: { error: unknown; onRetry: () => void; title: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-destructive/40 bg-red-50 p-4 text-sm text-red-900 sm:flex-row sm:items-center">
      <AlertTriangle aria-hidden="true" className="size-5 shrink-0 text-destructive" />
      <div className="grid flex-1 gap-0.5">
        <p className="font-semibold">{title}</p>
        <p>{getApiErrorDetails(error).message}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}
