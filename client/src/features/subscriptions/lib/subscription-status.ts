/** The provider statuses the interface names; anything else reads as "other". */
export const KNOWN_STATUSES = ['active', 'trialing', 'past_due', 'canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused'] as const;
export type KnownStatus = (typeof KNOWN_STATUSES)[number];

/** Statuses under which the paid plan is in order (the badge is green); others warn. */
const GOOD_STATUSES = new Set<string>(['active', 'trialing']);

/**
 * The translation key of a subscription status (workspace namespace): the first release showed the raw
 * provider word; people read "Active", "Activ", "Actif". null is a plan set by an admin.
 */
export function subscriptionStatusKey(status: string | null): string {
  if (status === null) return 'subscription.statuses.manual';
  return (KNOWN_STATUSES as readonly string[]).includes(status) ? `subscription.statuses.${status}` : 'subscription.statuses.other';
}

export const isGoodStatus = (status: string | null) => status === null || GOOD_STATUSES.has(status);
