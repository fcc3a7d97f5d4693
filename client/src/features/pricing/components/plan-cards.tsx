import { PLAN_CATALOG } from '@core/plans';
import { useAuth } from '@/lib/auth/use-auth';
import { offersTrial, planButton } from '../lib/plan-button';
import { PlanCard } from './plan-card';

/**
 * Free, Pro (most popular), Premium, with the button each has for the current visitor: the
 * pricing page's cards and the landing page's plans section (one source, core/plans.ts).
 */
export function PlanCards({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { user } = useAuth();
  return (
    <div className="grid gap-6 pt-3 md:grid-cols-3">
      {PLAN_CATALOG.map((definition) => (
        <PlanCard
          key={definition.plan}
          definition={definition}
          button={planButton(definition.plan, user)}
          isTrialOffered={offersTrial(definition.plan, user)}
          headingLevel={headingLevel}
        />
      ))}
    </div>
  );
}
