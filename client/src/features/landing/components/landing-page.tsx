import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/use-page-title';
import { AffordabilitySlot } from './affordability-slot';
import { AssessmentOverview } from './assessment-overview';
import { BankPartners } from './bank-partners';
import { CallToAction } from './call-to-action';
import { CrossBorder } from './cross-border';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { PlansTeaser } from './plans-teaser';
import { SuccessStories } from './success-stories';

/** The signed-out home (docs/product.md §2.3, landing page). `plans`: the plan cards, as /pricing shows them. */
export function LandingPage({ plans }: { plans: ReactNode }) {
  const { t } = useTranslation('landing');
  usePageTitle(t('pageTitle'));

  // Footer links such as /#bank-partners arrive before the sections exist: scroll once they do.
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);

  return (
    <div data-testid="landing-page">
      <Hero />
      <HowItWorks />
      <AffordabilitySlot />
      <AssessmentOverview />
      <CrossBorder />
      <BankPartners />
      <SuccessStories />
      <PlansTeaser plans={plans} />
      <CallToAction />
    </div>
  );
}
