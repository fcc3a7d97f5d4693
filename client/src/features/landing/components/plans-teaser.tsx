import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SectionHeading } from './section-heading';

/**
 * The plans section of the landing page. The cards themselves are the pricing page's
 * (`plans`, composed by the page from the pricing feature), so both pages promise the same
 * things from one source, core/plans.ts (issue 12).
 */
export function PlansTeaser({ plans }: { plans: ReactNode }) {
  const { t } = useTranslation('landing');
  return (
    <section id="pricing-plans" aria-labelledby="plans-title" className="scroll-mt-20 border-y border-border bg-card px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="mx-auto max-w-6xl" data-testid="landing-plans">
        <SectionHeading id="plans-title" eyebrow={t('plans.eyebrow')} title={t('plans.title')} description={t('plans.description')} />
        {plans}
        <p className="mt-8 text-center text-sm">
          <Link href="/pricing" className="font-medium text-primary underline-offset-4 hover:underline">
            {t('plans.compare')}
          </Link>
        </p>
      </div>
    </section>
  );
}
