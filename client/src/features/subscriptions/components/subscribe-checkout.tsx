import { lazy, Suspense, useEffect } from 'react';
import { AlertTriangle, ArrowLeft, Check, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { UNAUTHORIZED_REDIRECT_DELAY_MS } from '@core/constants';
import { PLAN_DEFINITIONS, type PaidPlan } from '@core/plans';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getApiErrorDetails } from '@/lib/api-client';
import { formatEur } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { useLanguage } from '@/lib/use-language';
import { useSubscriptionSetup } from '../api/get-or-create-subscription';
import { isUnauthorizedError, trialEndDate } from '../lib/checkout';
import { TestCardForm } from './test-card-form';

const StripePaymentForm = lazy(() => import('./stripe-payment-form'));

/** What is being bought: the plan, its price, what it includes, and the free trial when it has one. */
function PlanSummary({ plan, trialDays }: { plan: PaidPlan; trialDays: number | null }) {
  const { t } = useTranslation('pricing');
  const language = useLanguage();
  const definition = PLAN_DEFINITIONS[plan];
  return (
    <Card className="h-fit" data-testid="subscribe-plan-summary">
      <CardHeader>
        <CardDescription>{t('subscribe.summary.title')}</CardDescription>
        <CardTitle className="text-2xl">{t(`plans.${plan}.name`)}</CardTitle>
        <p className="flex items-baseline gap-1">
          <span className="text-3xl font-bold tracking-tight">{formatEur(definition.priceEur, language)}</span>
          <span className="text-muted-foreground">{t('perMonth')}</span>
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {/* Phones: the price and the guarantee are enough above the form; the list is on the pricing page. */}
        <ul className="hidden gap-2 text-sm sm:grid">
          {definition.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {t(`features.${feature}`)}
            </li>
          ))}
        </ul>
        {trialDays ? (
          <p className="rounded-lg bg-secondary p-3 text-sm text-secondary-foreground" data-testid="subscribe-trial">
            {t('subscribe.summary.trial', { date: formatDate(trialEndDate(trialDays), language) })}
          </p>
        ) : null}
        <p className="text-xs text-muted-foreground">{t('subscribe.summary.guarantee')}</p>
        <Link href="/pricing" className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('subscribe.summary.changePlan')}
        </Link>
      </CardContent>
    </Card>
  );
}

function SetupFailed({ message }: { message: string }) {
  const { t } = useTranslation('pricing');
  return (
    // No role="alert": the Error toast announces the failure already.
    <Card data-testid="subscribe-error">
      <CardContent className="flex flex-col items-center gap-4 py-10 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-red-100 text-destructive">
          <AlertTriangle aria-hidden="true" className="size-6" />
        </span>
        <div className="grid gap-1">
          <h2 className="text-lg font-semibold">{t('subscribe.failed.title')}</h2>
          <p className="max-w-md text-sm text-muted-foreground">{message}</p>
        </div>
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={() => window.location.reload()}>
            <RotateCcw aria-hidden="true" />
            {t('subscribe.failed.tryAgain')}
          </Button>
          <Button asChild variant="outline">
            <Link href="/pricing">{t('subscribe.failed.backToPricing')}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * The payment page's states (docs/product.md §2.12 and §8): a spinner while the subscription is set
 * up, then Stripe's Payment Element or the test-mode card form; on failure a state with Try
 * Again, an Error toast, or for a lost session the Unauthorized toast and the login path.
 */
export function SubscribeCheckout({ plan }: { plan: PaidPlan }) {
  const { t } = useTranslation('pricing');
  const setup = useSubscriptionSetup(plan);
  const { error } = setup;

  useEffect(() => {
    if (!error) return;
    if (isUnauthorizedError(error)) {
      toast({ variant: 'destructive', title: t('subscribe.toasts.unauthorizedTitle'), description: t('subscribe.toasts.unauthorizedDescription') });
      const timer = window.setTimeout(() => window.location.assign('/api/login'), UNAUTHORIZED_REDIRECT_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    toast({ variant: 'destructive', title: t('subscribe.toasts.errorTitle'), description: getApiErrorDetails(error).message || t('subscribe.toasts.errorDescription') });
  }, [error, t]);

  const failureMessage = error ? getApiErrorDetails(error).message || t('subscribe.toasts.errorDescription') : '';

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <PlanSummary plan={plan} trialDays={setup.data?.trialDays ?? null} />
      {setup.isPending ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-16 text-center" data-testid="subscribe-setup">
            <Spinner className="size-8" label={t('subscribe.settingUp')} />
            <p aria-hidden="true" className="text-sm text-muted-foreground">
              {t('subscribe.settingUp')}
            </p>
          </CardContent>
        </Card>
      ) : setup.isError ? (
        <SetupFailed message={failureMessage} />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>{t('subscribe.payment.title')}</CardTitle>
            <CardDescription>
              {setup.data.intent === 'setup' ? t('subscribe.payment.trialDescription', { plan: t(`plans.${plan}.name`) }) : t('subscribe.payment.description', { plan: t(`plans.${plan}.name`) })}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {setup.data.provider === 'stripe' ? (
              <Suspense fallback={<Spinner label={t('subscribe.loadingForm')} />}>
                <StripePaymentForm clientSecret={setup.data.clientSecret} publishableKey={setup.data.publishableKey} intent={setup.data.intent} trialDays={setup.data.trialDays} />
              </Suspense>
            ) : (
              <TestCardForm clientSecret={setup.data.clientSecret} intent={setup.data.intent} trialDays={setup.data.trialDays} />
            )}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
