import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useSubscription } from '../api/get-subscription';
import { PaymentsTable } from './payments-table';
import { SubscriptionActions } from './subscription-actions';
import { SubscriptionFacts } from './subscription-facts';

/** Settings' Billing section: the subscription (cancel, resume, next payment) and past payments. */
export function BillingOverview() {
  const { t } = useTranslation('workspace');
  const query = useSubscription();

  return (
    <div className="grid gap-6">
      {query.isPending ? (
        <Spinner label={t('translation:common.loading')} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} title={t('subscription.loadError')} />
      ) : (
        <div className="grid gap-4">
          <SubscriptionFacts summary={query.data} />
          {query.data.plan === 'free' ? <p className="text-sm text-muted-foreground">{t('billing.freeNote')}</p> : null}
          <div className="flex flex-wrap gap-2">
            <SubscriptionActions summary={query.data} />
            <Button asChild variant="outline">
              <Link href="/pricing">{query.data.plan === 'free' ? t('billing.seePlans') : t('subscription.manage')}</Link>
            </Button>
          </div>
        </div>
      )}
      <div className="grid gap-3">
        <h3 className="font-semibold">{t('billing.payments.title')}</h3>
        <PaymentsTable />
      </div>
    </div>
  );
}
