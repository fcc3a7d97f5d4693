import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useSubscription } from '../api/get-subscription';
import { SubscriptionActions } from './subscription-actions';
import { SubscriptionFacts } from './subscription-facts';

/**
 * For users on a paid plan (docs/product.md §2.12): the plan, its status as a word, the next payment or
 * the end date, cancel or resume, and the way to the Billing section and to the plans.
 */
export function SubscriptionStatusCard() {
  const { t } = useTranslation('workspace');
  const query = useSubscription();

  return (
    <Card data-testid="subscription-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CreditCard aria-hidden="true" className="size-5 text-primary" />
          {t('subscription.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {query.isPending ? (
          <Spinner label={t('translation:common.loading')} />
        ) : query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} title={t('subscription.loadError')} />
        ) : (
          <>
            <SubscriptionFacts summary={query.data} />
            <div className="flex flex-wrap gap-2">
              <SubscriptionActions summary={query.data} />
              <Button asChild variant="ghost">
                <Link href="/settings#billing">{t('subscription.billing')}</Link>
              </Button>
              <Button asChild variant="ghost">
                <Link href="/pricing">{t('subscription.manage')}</Link>
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
