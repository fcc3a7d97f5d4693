import type { EngineResult } from '@core/eligibility/types';
import { ZAssessmentInput, type AssessmentInput } from '@core/schemas/assessment-input';
import { GUEST_OUTCOME_KEY } from './guest-outcome-key';

/**
 * A guest's result, kept for this tab (sessionStorage) until they save it or start again
 * (issue 12): a reload, or a phone dropping the tab, brings it back. Nothing leaves the browser.
 */
const KEY = GUEST_OUTCOME_KEY;

export interface GuestOutcome {
  input: AssessmentInput;
  result: EngineResult;
}

export function saveGuestOutcome(outcome: GuestOutcome) {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(outcome));
  } catch {
    // Storage full or blocked: the result stays on screen only.
  }
}

/** The kept result, or null when there is none or it no longer reads (an older version's). */
export function loadGuestOutcome(): GuestOutcome | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<GuestOutcome>;
    const input = ZAssessmentInput.safeParse(parsed.input);
    const result = parsed.result;
    if (!input.success || !result || typeof result !== 'object' || !('verdict' in result) || !('metrics' in result)) return null;
    return { input: input.data, result };
  } catch {
    return null;
  }
}

export function clearGuestOutcome() {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to do.
  }
}
