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
 *
 * `enabled`: only once its card is near the screen (issue 13: those passes were the longest task
 * of a phone's first screen, for a card far below it). undefined: not computed yet (or the
 * configuration is still loading); null: nothing to show.
 */
export function useAffordablePrice(result: EngineResult, input: AssessmentInput, { enabled }: { enabled: boolean }): AffordablePrice | null | undefined {
  const config = useAssessmentConfig({ enabled: false }).data;
  const deferredInput = useDeferredValue(input);
  return useMemo(() => {
    if (result.affordablePrice) return result.affordablePrice;
    if (!config || !enabled) return undefined;
    try {
      return affordablePrice(deferredInput, config);
    } catch {
      // A configuration the engine refuses must not take the result down.
      return null;
    }
  }, [result.affordablePrice, config, deferredInput, enabled]);
}

/** The savings the reverse question starts from; without any there is nothing to answer. */
export function hasSavingsToSpend(input: AssessmentInput): boolean {
  return (input.currentSavings ?? input.downPayment ?? 0) > 0;
}
