import { apiRequest, ApiError } from './api-client';
import { clearGuestOutcome } from './guest-outcome';

/**
 * A guest's finished assessment, kept in localStorage until they log in or register
 * (docs/product.md §4, guest flow). The wizard stashes it; sign-in posts it.
 */
export const PENDING_ASSESSMENT_KEY = 'acasa.pendingAssessment';

const REJECTED_PAYLOAD_STATUSES = new Set([400, 413, 415, 422]);

/** The stashed POST /api/assessments payload, or null when there is none (or it is unreadable). */
export function getPendingAssessment(): Record<string, unknown> | null {
  try {
    const raw = window.localStorage.getItem(PENDING_ASSESSMENT_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function hasPendingAssessment(): boolean {
  return getPendingAssessment() !== null;
}

export function setPendingAssessment(payload: Record<string, unknown>) {
  try {
    window.localStorage.setItem(PENDING_ASSESSMENT_KEY, JSON.stringify(payload));
  } catch {
    // Storage full or blocked: the guest keeps the result on screen only.
  }
}

export function clearPendingAssessment() {
  try {
    window.localStorage.removeItem(PENDING_ASSESSMENT_KEY);
  } catch {
    // Nothing to do.
  }
}

/** What became of a stashed assessment at sign-in. */
export type PendingOutcome = 'none' | 'saved' | 'planLimit' | 'failed';

/**
 * Posts the stashed assessment for the user who just signed in. When the server rejects the
 * payload itself (400, 413, 415, 422) it is dropped, since it would never be accepted; when the
 * plan cannot store it this month it is dropped too, and the caller tells the user (issue 12:
 * the result they saw stays on screen, from the tab's copy); on any other failure (network,
 * 429, 5xx) it stays for the next sign-in. Never throws: sign-in goes on regardless.
 */
export async function submitPendingAssessment(): Promise<PendingOutcome> {
  const payload = getPendingAssessment();
  if (!payload) {
    clearPendingAssessment();
    return 'none';
  }
  try {
    await apiRequest('POST', '/api/assessments', payload);
    clearPendingAssessment();
    clearGuestOutcome();
    return 'saved';
  } catch (error) {
    if (error instanceof ApiError && error.body?.code === 'PLAN_LIMIT') {
      clearPendingAssessment();
      return 'planLimit';
    }
    if (error instanceof ApiError && REJECTED_PAYLOAD_STATUSES.has(error.status)) clearPendingAssessment();
    return 'failed';
  }
}
