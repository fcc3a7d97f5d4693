import { PREFERRED_LANGUAGE_KEY } from '@core/constants';
import { LANGUAGE_COOKIE } from '@core/language-cookie';
import { GUEST_OUTCOME_KEY } from '@/lib/guest-outcome-key';
import { PENDING_ASSESSMENT_KEY } from '@/lib/pending-assessment';
import { PRESELECTION_KEY } from '@/lib/preselection';

/**
 * Everything Acasa keeps in a visitor's browser, for the cookie policy (issue 20). The server's
 * two cookies are named here as they are set by server/modules/auth/session-token.ts (a test
 * compares them, and scans the client for storage keys this list lacks).
 */
export interface StoredItem {
  name: string;
  /** The `legal` namespace's key under cookies.items.<id>. */
  id: string;
  where: 'cookie' | 'localStorage' | 'sessionStorage';
  /** Set by Stripe's payment form, only on the payment page and only when payments go through Stripe. */
  isStripe?: boolean;
}

export const SESSION_COOKIE_NAME = 'acasa_session';
export const DEVICE_COOKIE_NAME = 'acasa_device';

export const COOKIES: readonly StoredItem[] = [
  { name: SESSION_COOKIE_NAME, id: 'session', where: 'cookie' },
  { name: DEVICE_COOKIE_NAME, id: 'device', where: 'cookie' },
  { name: LANGUAGE_COOKIE, id: 'language', where: 'cookie' },
  { name: '__stripe_mid', id: 'stripeMid', where: 'cookie', isStripe: true },
  { name: '__stripe_sid', id: 'stripeSid', where: 'cookie', isStripe: true },
];

export const BROWSER_STORAGE: readonly StoredItem[] = [
  { name: PREFERRED_LANGUAGE_KEY, id: 'preferredLanguage', where: 'localStorage' },
  { name: PENDING_ASSESSMENT_KEY, id: 'pendingAssessment', where: 'localStorage' },
  { name: PRESELECTION_KEY, id: 'preselection', where: 'sessionStorage' },
  { name: GUEST_OUTCOME_KEY, id: 'guestOutcome', where: 'sessionStorage' },
];
