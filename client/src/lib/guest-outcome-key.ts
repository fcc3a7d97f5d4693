/**
 * Where the wizard keeps a guest's result for the tab (guest-outcome.ts). Its own module so the
 * entry chunk can look for a kept result (main.tsx) without the schemas guest-outcome.ts imports.
 */
export const GUEST_OUTCOME_KEY = 'acasa.guestOutcome';

/** Whether this tab holds a guest's result; false when storage is unavailable. */
export function hasKeptGuestOutcome(): boolean {
  try {
    return window.sessionStorage.getItem(GUEST_OUTCOME_KEY) !== null;
  } catch {
    return false;
  }
}
