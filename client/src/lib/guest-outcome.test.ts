import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { evaluate } from '@core/eligibility';
import { seedConfig, workedExampleInput } from '@core/eligibility/testing/seed-config';
import { ZAssessmentInput } from '@core/schemas/assessment-input';
import { clearGuestOutcome, loadGuestOutcome, saveGuestOutcome, type GuestOutcome } from './guest-outcome';

const input = workedExampleInput();
const outcome: GuestOutcome = { input, result: evaluate(input, seedConfig()) };

/** A browser tab: its own sessionStorage, and the localStorage every tab of the site shares. */
function memoryStorage() {
  const store = new Map<string, string>();
  return {
    store,
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  };
}
const sharedLocalStorage = memoryStorage();
const openTab = () => ({ sessionStorage: memoryStorage(), localStorage: sharedLocalStorage });
const switchTo = (tab: ReturnType<typeof openTab>) => vi.stubGlobal('window', tab);

let tab: ReturnType<typeof openTab>;
beforeEach(() => {
  sharedLocalStorage.store.clear();
  tab = openTab();
  switchTo(tab);
});
afterEach(() => vi.unstubAllGlobals());

describe('a guest result kept for the tab (issue 12)', () => {
  it('comes back after a reload of the same tab, input and result as they were', () => {
    saveGuestOutcome(outcome);
    // A reload runs the page again on the same tab's sessionStorage.
    const kept = loadGuestOutcome();
    expect(kept).not.toBeNull();
    expect(kept?.input).toEqual(ZAssessmentInput.parse(input));
    expect(kept?.result).toEqual(JSON.parse(JSON.stringify(outcome.result)));
  });

  it('lives in sessionStorage only: another tab does not see it, and nothing is left in localStorage', () => {
    saveGuestOutcome(outcome);
    expect(tab.sessionStorage.store.size).toBe(1);
    expect(sharedLocalStorage.store.size).toBe(0);
    switchTo(openTab());
    expect(loadGuestOutcome()).toBeNull();
    switchTo(tab);
    expect(loadGuestOutcome()).not.toBeNull();
  });

  it('is gone after "start again" (or once saved)', () => {
    saveGuestOutcome(outcome);
    clearGuestOutcome();
    expect(loadGuestOutcome()).toBeNull();
    expect(tab.sessionStorage.store.size).toBe(0);
  });

  it('is dropped when it no longer reads (damaged, or an older version without the verdict)', () => {
    tab.sessionStorage.setItem('acasa.guestOutcome', '{not json');
    expect(loadGuestOutcome()).toBeNull();
    const { verdict: _verdict, ...withoutVerdict } = outcome.result;
    tab.sessionStorage.setItem('acasa.guestOutcome', JSON.stringify({ input, result: withoutVerdict }));
    expect(loadGuestOutcome()).toBeNull();
    tab.sessionStorage.setItem('acasa.guestOutcome', JSON.stringify({ input: { ...input, monthlyIncome: -5 }, result: outcome.result }));
    expect(loadGuestOutcome()).toBeNull();
  });

  it('never throws when the browser refuses storage (privacy mode, quota)', () => {
    const refuse = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.stubGlobal('window', { sessionStorage: { getItem: refuse, setItem: refuse, removeItem: refuse } });
    expect(() => saveGuestOutcome(outcome)).not.toThrow();
    expect(loadGuestOutcome()).toBeNull();
    expect(() => clearGuestOutcome()).not.toThrow();
  });
});

