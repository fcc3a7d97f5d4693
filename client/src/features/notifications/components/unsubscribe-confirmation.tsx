import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ZUnsubscribeQuery } from '@core/schemas/notifications';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { getApiErrorDetails } from '@/lib/api-client';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * The page an e-mail's "Stop these e-mails" link opens (no sign-in): it asks before turning the
 * kind off, because mail scanners open links (a GET never unsubscribes).
 */
export function UnsubscribeConfirmation({ search }: { search: string }) {
  const { t } = useTranslation('notifications');
  const params = new URLSearchParams(search);
  const query = ZUnsubscribeQuery.safeParse({ token: params.get('token') ?? undefined, kind: params.get('kind') ?? undefined });
  const unsubscribe = useUnsubscribe();

  if (!query.success) {
    return (
      <p role="alert" className="text-sm" data-testid="unsubscribe-invalid">
        {t('unsubscribe.invalid')}
      </p>
    );
  }
  const kind = t(`kinds.${query.data.kind}.label`);

  return (
    <Card>
      <CardContent className="grid gap-4 pt-6">
        {unsubscribe.isSuccess ? (
          <p role="status" className="flex items-start gap-2" data-testid="unsubscribe-done">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            {t('unsubscribe.done', { kind })}
          </p>
        ) : (
          <>
            <p>{t('unsubscribe.question', { kind })}</p>
            {unsubscribe.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {t('unsubscribe.failed')} {getApiErrorDetails(unsubscribe.error).message}
              </p>
            ) : null}
            <div>
              <Button onClick={() => unsubscribe.mutate(query.data)} disabled={unsubscribe.isPending} data-testid="unsubscribe-confirm">
                {unsubscribe.isPending ? <Spinner className="size-4 text-current" /> : null}
                {t('unsubscribe.confirm')}
              </Button>
            </div>
          </>
        )}
        <p className="text-sm">
          <Link href="/settings#notifications" className="font-medium text-primary underline underline-offset-4">
            {t('unsubscribe.settingsLink')}
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
