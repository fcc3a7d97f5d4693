import { useTranslation } from 'react-i18next';
import type { SubscriptionSummary } from '@core/schemas/subscriptions';
import { Badge } from '@/components/ui/badge';
import { formatMoney } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { useLanguage } from '@/lib/use-language';
import { isGoodStatus, subscriptionStatusKey } from '../lib/subscription-status';

/**
 * Plan, status (a translated word) and what happens next: the trial's end and first payment,
 * the next payment, or the date a cancelled subscription ends.
 */
export function SubscriptionFacts({ summary }: { summary: SubscriptionSummary }) {
  const { t } = useTranslation('workspace');
  const language = useLanguage();
  const date = (value: string | null) => formatDate(value, language);
  const amount = summary.nextPayment ? formatMoney(Number(summary.nextPayment.amount), summary.nextPayment.currency, language, { cents: true }) : '';
  const plan = t(`plan.${summary.plan}`);

  let next: string | null = null;
  if (summary.cancelAtPeriodEnd && summary.currentPeriodEnd) next = t('subscription.endsOn', { date: date(summary.currentPeriodEnd), plan });
  else if (summary.isTrial && summary.nextPayment) next = t('subscription.trialUntil', { date: date(summary.trialEnd), amount, paymentDate: date(summary.nextPayment.date) });
  else if (summary.nextPayment) next = t('subscription.nextPayment', { amount, date: date(summary.nextPayment.date) });
  else if (summary.status === 'past_due') next = t('subscription.pastDue');
  else if (summary.status === null && summary.plan !== 'free') next = t('subscription.manualNote');

  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="grid gap-1">
          <dt className="text-muted-foreground">{t('subscription.plan')}</dt>
          <dd className="text-lg font-semibold" data-testid="subscription-plan">
            {plan}
          </dd>
        </div>
        {/* Free has no subscription to describe (a lapsed one's status would only confuse). */}
        {summary.plan === 'free' ? null : (
          <div className="grid gap-1">
            <dt className="text-muted-foreground">{t('subscription.status')}</dt>
            <dd>
              <Badge variant={isGoodStatus(summary.status) && !summary.cancelAtPeriodEnd ? 'success' : 'warning'} data-testid="subscription-status" data-status={summary.status ?? ''}>
                {summary.cancelAtPeriodEnd ? t('subscription.statuses.cancelling') : t(subscriptionStatusKey(summary.status))}
              </Badge>
            </dd>
          </div>
        )}
      </dl>
      {next ? (
        <p className="rounded-lg bg-muted p-3 text-sm" data-testid="subscription-next">
          {next}
        </p>
      ) : null}
    </div>
  );
}
