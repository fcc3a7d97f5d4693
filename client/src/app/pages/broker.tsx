import { Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { RequireRole } from '@/features/auth/components/require-auth';
import { BROKER_ROLES } from '@/lib/auth/roles';
import { BrokerDashboard, type EngineExplanation } from '@/features/broker';
import { FlagsList } from '@/features/eligibility-result/components/flags-list';
import { ReasonsList } from '@/features/eligibility-result/components/reasons-list';
import { ScoreBreakdown } from '@/features/eligibility-result/components/score-breakdown';

/**
 * The engine's explanation in the evaluation dialog, drawn with the applicant's result
 * components (composed here: features do not import each other). Their words load on first use.
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
