import { Pin } from 'lucide-react';
import { Link } from 'wouter';
import type { AssessmentInput } from '@core/schemas/assessment-input';
import { MAX_PINNED_SCENARIOS } from '@core/schemas/scenarios';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/use-auth';
import { getApiErrorDetails } from '@/lib/api-client';
import { useScenarios } from '@/lib/queries/get-scenarios';
import { usePinScenario } from '../api/pin-scenario';
import { scenarioInput } from '../lib/scenario-payload';
import { useResultText } from '../lib/use-result-text';
import type { WhatIfBounds, WhatIfState } from '../lib/what-if';

/**
 * "Pin this scenario" (issue 14 item 8): a signed-in user keeps up to three what-if scenarios
 * and compares them on /compare. Guests see nothing (the scenarios are stored on the server).
 */
export function PinScenarioButton({ input, state, bounds }: { input: AssessmentInput; state: WhatIfState; bounds: WhatIfBounds }) {
  const { t } = useResultText();
  const { user } = useAuth();
  const scenarios = useScenarios({ enabled: user !== null });
  const pin = usePinScenario();
  if (!user) return null;
  const count = scenarios.data?.scenarios.length ?? 0;
  const refusal = pin.isError ? getApiErrorDetails(pin.error).message : null;

  return (
    <div className="grid gap-2">
      <Button
        variant="secondary"
        onClick={() => pin.mutate(scenarioInput(input, state, bounds))}
        disabled={pin.isPending}
        aria-busy={pin.isPending || undefined}
        data-testid="pin-scenario"
      >
        <Pin aria-hidden="true" />
        {t('pin.button')}
      </Button>
      <p role="status" className="text-xs text-muted-foreground empty:hidden" data-testid="pin-scenario-status">
        {pin.isSuccess ? t('pin.pinned', { count, max: MAX_PINNED_SCENARIOS }) : null}
      </p>
      {refusal ? (
        <p role="alert" className="text-sm font-medium text-destructive" data-testid="pin-scenario-error">
          {refusal}
        </p>
      ) : null}
      {count > 0 ? (
        <Link href="/compare" className="text-sm font-medium text-primary underline underline-offset-4" data-testid="compare-link">
          {t('pin.compare', { count, max: MAX_PINNED_SCENARIOS })}
        </Link>
      ) : null}
    </div>
  );
}
