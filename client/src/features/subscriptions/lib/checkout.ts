import type { PaidPlan } from '@core/plans';

/** The plan asked for in `?plan=`; Pro when missing or unknown (the first release's one paid plan). */
export function planFromSearch(search: string): PaidPlan {
  const plan = new URLSearchParams(search).get('plan');
  return plan === 'premium' ? 'premium' : 'pro';
}

/**
 * docs/product.md §8: an unauthorized subscription answer (message starts with '401:' and says
 * Unauthorized) means the session is gone. Case-insensitive, since the body's message is in
 * the interface language while its code (UNAUTHORIZED) is not.
 */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('401:') && /unauthorized/i.test(error.message);
}

/** Card number as typed: digits only, at most 19, in groups of four ("4242 4242 4242 4242"). */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Expiry as typed: "MM/YY", the slash added after the month ("1225" -> "12/25"). */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Security code as typed: 3 or 4 digits. */
export function formatCvc(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4);
}

/** The day a free trial of `trialDays` started at `now` ends: the first charge (ISO). */
export function trialEndDate(trialDays: number, now: Date = new Date()): string {
  return new Date(now.getTime() + trialDays * 86_400_000).toISOString();
}

export interface PaymentSuccessMessage {
  titleKey: string;
  descriptionKey: string;
  /** The first charge's date (ISO) for the description's {{date}}; null when it was charged now. */
  firstChargeAt: string | null;
}

/**
 * What the toast says once the form is confirmed (issue 20): a trial saved a card and charged
 * nothing, so it must not say "Payment successful"; it says the trial started and when the
 * first charge comes. A paid start was charged: that is a payment.
 */
export function paymentSuccessMessage(intent: 'payment' | 'setup', trialDays: number | null, now: Date = new Date()): PaymentSuccessMessage {
  if (intent === 'setup' && trialDays) {
    return { titleKey: 'pricing:subscribe.toasts.trialStartedTitle', descriptionKey: 'pricing:subscribe.toasts.trialStartedDescription', firstChargeAt: trialEndDate(trialDays, now) };
  }
  return { titleKey: 'pricing:subscribe.toasts.successTitle', descriptionKey: 'pricing:subscribe.toasts.successDescription', firstChargeAt: null };
}
