import { useState } from 'react';
import { CalendarX2, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { SubscriptionSummary } from '@core/schemas/subscriptions';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useLanguage } from '@/lib/use-language';
import { useChangeCancellation } from '../api/change-cancellation';

/**
 * Cancel at the end of the paid period (asked to confirm, with the date the plan ends) or
 * resume before it ends. A plan set by our team cannot be cancelled here: contact support.
 */
export function SubscriptionActions({ summary }: { summary: SubscriptionSummary }) {
  const { t } = useTranslation('workspace');
  const language = useLanguage();
  const change = useChangeCancellation();
  const [isConfirming, setIsConfirming] = useState(false);
  const plan = t(`plan.${summary.plan}`);
  const endDate = formatDate(summary.currentPeriodEnd, language);

  const run = (action: 'cancel' | 'resume') =>
    change.mutate(action, {
      onSuccess: (next) => {
        setIsConfirming(false);
        toast(
          action === 'cancel'
            ? { title: t('subscription.toasts.cancelled'), description: t('subscription.endsOn', { date: formatDate(next.currentPeriodEnd, language), plan }) }
            : { title: t('subscription.toasts.resumed') },
        );
      },
      onError: (error) => {
        setIsConfirming(false);
        toast({ variant: 'destructive', title: t('subscription.toasts.failed'), description: getApiErrorDetails(error).message });
      },
    });

  if (summary.canResume) {
    return (
      <Button onClick={() => run('resume')} disabled={change.isPending} data-testid="subscription-resume">
        {change.isPending ? <Spinner className="size-4 text-current" /> : <RotateCcw aria-hidden="true" />}
        {t('subscription.resume')}
      </Button>
    );
  }
  if (!summary.canCancel) {
    return summary.plan !== 'free' && summary.status === null ? (
      <Button asChild variant="outline">
        <Link href="/contact">{t('subscription.contactToChange')}</Link>
      </Button>
    ) : null;
  }
  return (
    <AlertDialog open={isConfirming} onOpenChange={setIsConfirming}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" data-testid="subscription-cancel">
          <CalendarX2 aria-hidden="true" />
          {t('subscription.cancel')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent data-testid="subscription-cancel-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{t('subscription.cancelConfirm.title', { plan })}</AlertDialogTitle>
          <AlertDialogDescription>
            {summary.isTrial ? t('subscription.cancelConfirm.trial', { date: endDate, plan }) : t('subscription.cancelConfirm.paid', { date: endDate, plan })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={change.isPending}>{t('subscription.cancelConfirm.keep')}</AlertDialogCancel>
          <AlertDialogAction onClick={() => run('cancel')} disabled={change.isPending} data-testid="subscription-cancel-confirm">
            {change.isPending ? <Spinner className="size-4 text-current" /> : null}
            {t('subscription.cancelConfirm.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
