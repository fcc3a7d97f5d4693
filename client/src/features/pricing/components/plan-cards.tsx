import { PLAN_CATALOG } from '@core/plans';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { planButton } from '../lib/plan-button';
import { PlanCard } from './plan-card';

/** Free, Pro (most popular), Premium, with the button each has for the current visitor. */
export function PlanCards() {
  const { user } = useAuth();
  return (
    <div className="grid gap-6 pt-3 md:grid-cols-3">
      {PLAN_CATALOG.map((definition) => (
        <PlanCard key={definition.plan} definition={definition} button={planButton(definition.plan, user)} />
      ))}
    </div>
  );
}
