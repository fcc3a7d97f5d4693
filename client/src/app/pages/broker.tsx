import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { RequireRole } from '@/features/auth';
import { BrokerDashboard, type EngineExplanation } from '@/features/broker';
import { BROKER_ROLES } from '@/lib/auth/roles';
import i18n from '@/lib/i18n';

// The case in the evaluation dialog (issue 24) names document types and statuses in the applicant's words.
void i18n.loadNamespaces(['case', 'workspace']);

// The result's chunk, fetched when the evaluation dialog first shows it (as on the assessments page).
const loadResult = () => import('@/features/eligibility-result');
const FlagsList = lazy(() => loadResult().then((module) => ({ default: module.FlagsList })));
const ReasonsList = lazy(() => loadResult().then((module) => ({ default: module.ReasonsList })));
const ScoreBreakdown = lazy(() => loadResult().then((module) => ({ default: module.ScoreBreakdown })));

/**
 * The engine's explanation in the evaluation dialog, drawn with the applicant's result
 * components (composed here: features do not import each other). They and their words load on
 * first use.
 */
function renderExplanation({ breakdown, flags, reasons }: EngineExplanation) {
  return (
    <Suspense fallback={<Spinner />}>
      <FlagsList flags={flags} includeStaleRates />
      <div className="grid gap-4 lg:grid-cols-2">
        <ReasonsList reasons={reasons} />
        <ScoreBreakdown breakdown={breakdown} />
      </div>
    </Suspense>
  );
}

/** Brokers and admins (docs/product.md §2.18 and §6). */
export default function BrokerPage() {
  return (
    <RequireRole roles={BROKER_ROLES}>
      <BrokerDashboard renderExplanation={renderExplanation} />
    </RequireRole>
  );
}
