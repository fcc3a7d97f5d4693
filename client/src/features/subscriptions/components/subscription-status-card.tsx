import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Plan } from '@core/constants';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** Statuses under which the paid plan is in order; anything else is shown as a warning. */
const GOOD_STATUSES = new Set(['active', 'trialing']);

/**
 * For users on a paid plan (spec section 2): the plan, the subscription status as the provider
 * gave it, and a way to manage it (the pricing page).
 */
export function SubscriptionStatusCard({ plan, status }: { plan: Exclude<Plan, 'free'>; status: string | null }) {
  const { t } = useTranslation('workspace');
  return (
    <Card data-testid="subscription-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CreditCard aria-hidden="true" className="size-5 text-primary" />
          {t('subscription.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div className="grid gap-1">
            <dt className="text-muted-foreground">{t('subscription.plan')}</dt>
            <dd className="text-lg font-semibold" data-testid="subscription-plan">
              {t(`plan.${plan}`)}
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">{t('subscription.status')}</dt>
            <dd>
              <Badge variant={status === null || GOOD_STATUSES.has(status) ? 'success' : 'warning'} data-testid="subscription-status">
                {status ?? t('subscription.statusManual')}
              </Badge>
            </dd>
          </div>
        </dl>
        <Button asChild variant="outline" className="w-full sm:w-auto sm:justify-self-start">
          <Link href="/pricing">{t('subscription.manage')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
