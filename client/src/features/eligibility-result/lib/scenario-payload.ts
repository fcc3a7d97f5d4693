import { toCentsString } from '@core/money/round';
import type { AssessmentInput } from '@core/schemas/assessment-input';
import { buildWhatIfInput, type WhatIfBounds, type WhatIfState } from './what-if';

/** Core's shortest term (assessment-input.ts: termYears 5–40). */
const MIN_TERM_YEARS = 5;

/**
 * The answers a pinned scenario stands for: the what-if sliders' loan, down payment and income,
 * and their term as the engine's own `termYears` when it is shorter than the longest the rules
 * allow (the panel tries a term by capping the rules; the server takes the answer instead).
 */
export function scenarioInput(input: AssessmentInput, state: WhatIfState, bounds: WhatIfBounds): AssessmentInput {
  const next = buildWhatIfInput(input, state);
  if (state.termYears < bounds.termYears.max && state.termYears >= MIN_TERM_YEARS) next.termYears = state.termYears;
  return next;
}

/** The POST body: amounts as strings like the wizard's submit (docs/product.md §7), empty answers left out. */
export function toScenarioPayload(input: AssessmentInput): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    payload[name] = typeof value === 'number' && !Number.isInteger(value) ? toCentsString(value) : value;
  }
  return payload;
}
