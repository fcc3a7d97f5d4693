import { useDeferredValue, useMemo } from 'react';
import { affordablePrice } from '@core/eligibility';
import type { AffordablePrice, EngineResult } from '@core/eligibility/types';
import type { AssessmentInput } from '@core/schemas/assessment-input';
import { useAssessmentConfig } from '@/lib/queries/get-assessment-config';

/**
 * "What can I afford" for this result (issue 14). The engine leaves it out of evaluate() unless
 * asked (tens of passes: every what-if move would pay for it), so the result page computes it
 * here, in the browser, from the configuration the what-if panel already holds; never a request
 * of its own (the query is not enabled here). Deferred: a slider stays responsive while it runs.
 */
export function useAffordablePrice(result: EngineResult, input: AssessmentInput): AffordablePrice | null {
  const config = useAssessmentConfig({ enabled: false }).data;
  const deferredInput = useDeferredValue(input);
  return useMemo(() => {
    if (result.affordablePrice) return result.affordablePrice;
    if (!config) return null;
    try {
      return affordablePrice(deferredInput, config);
    } catch {
      // A configuration the engine refuses must not take the result down.
      return null;
    }
  }, [result.affordablePrice, config, deferredInput]);
}
