import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PLAN_PRICES_EUR, PLANS, type Plan } from '@core/constants';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { formatEur } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { cn } from '@/lib/utils';
import { SectionHeading } from './section-heading';

const FEATURE_COUNT: Record<Plan, number> = { free: 3, pro: 4, premium: 4 };

/**
 * The three plans as the pricing page shows them, compact. The landing page is for signed-out
 * visitors, and a signed-out visitor choosing a plan goes to /api/login by browser navigation
 * (spec section 2, pricing button logic): a plain link, not a client-side route.
 */
export function PlansTeaser() {
  const { t } = useTranslation('landing');
  const language = useLanguage();

  return (
    <section id="pricing-plans" aria-labelledby="plans-title" className="scroll-mt-20 border-y border-border bg-card px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="plans-title" eyebrow={t('plans.eyebrow')} title={t('plans.title')} description={t('plans.description')} />
        <ul className="grid gap-6 md:grid-cols-3">
          {PLANS.map((plan) => {
            const isPopular = plan === 'pro';
            return (
              <li
                key={plan}
                data-testid={`plan-${plan}`}
                className={cn(
                  'relative flex flex-col gap-5 rounded-2xl border bg-card p-6 shadow-xs',
                  isPopular ? 'border-primary ring-2 ring-primary' : 'border-border',
                )}
              >
                {isPopular ? (
                  <Badge className="absolute -top-3 left-6">{t('plans.mostPopular')}</Badge>
                ) : null}
                <div className="grid gap-1">
                  <h3 className="text-lg font-semibold">{t(`plans.${plan}.name`)}</h3>
                  <p className="text-sm text-muted-foreground">{t(`plans.${plan}.tagline`)}</p>
                </div>
                <p className="flex items-baseline gap-1">
                  <span className="text-4xl font-bold tracking-tight">{formatEur(PLAN_PRICES_EUR[plan], language)}</span>
                  <span className="text-muted-foreground">{t('plans.perMonth')}</span>
                </p>
                <ul className="grid flex-1 content-start gap-2 text-sm">
                  {Array.from({ length: FEATURE_COUNT[plan] }, (_, index) => (
                    <li key={index} className="flex items-start gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                      {t(`plans.${plan}.features.${index}`)}
                    </li>
                  ))}
                </ul>
                <a
                  href="/api/login"
                  className={cn(buttonVariants({ variant: isPopular ? 'default' : 'outline', size: 'lg' }), 'w-full')}
                >
                  {t(`plans.${plan}.cta`)}
                </a>
              </li>
            );
          })}
        </ul>
        <p className="mt-8 text-center text-sm">
          <Link href="/pricing" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('plans.compare')}
          </Link>
        </p>
      </div>
    </section>
  );
}
