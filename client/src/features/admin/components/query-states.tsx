import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex min-h-40 items-center justify-center">
      <Spinner className="size-8" label={label ?? t('common.loading')} />
    </div>
  );
}

export function ErrorState({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const { t } = useTranslation('admin');
  return (
    <div className="grid justify-items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4">
      <p className="text-sm text-red-900" role="alert">
        {message ?? t('common.loadError')}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('translation:common.tryAgain')}
      </Button>
    </div>
  );
}

export function EmptyState({ children, action, testId }: { children: ReactNode; action?: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-4 py-12 text-center" data-testid={testId}>
      <Inbox aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="font-medium">{children}</p>
      {action}
    </div>
  );
}
