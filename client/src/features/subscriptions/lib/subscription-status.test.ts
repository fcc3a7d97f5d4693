import { describe, expect, it } from 'vitest';
import { isGoodStatus, KNOWN_STATUSES, subscriptionStatusKey } from './subscription-status';
import en from '../../../../public/locales/en/workspace.json';
import fr from '../../../../public/locales/fr/workspace.json';
import ro from '../../../../public/locales/ro/workspace.json';

describe('subscriptionStatusKey', () => {
  it('names every known status, a manual plan and anything else, in each language', () => {
    for (const catalog of [en, ro, fr]) {
      const statuses = (catalog as { subscription: { statuses: Record<string, string> } }).subscription.statuses;
      for (const status of [...KNOWN_STATUSES, null, 'something_new']) {
        const key = subscriptionStatusKey(status).split('.').pop()!;
        expect(statuses[key], `${String(status)}`).toEqual(expect.any(String));
      }
    }
    expect(subscriptionStatusKey('past_due')).toBe('subscription.statuses.past_due');
    expect(subscriptionStatusKey('weird')).toBe('subscription.statuses.other');
  });

  it('marks only a paying or trialing subscription (or an admin-set plan) as in order', () => {
    expect(isGoodStatus('trialing')).toBe(true);
    expect(isGoodStatus(null)).toBe(true);
    expect(isGoodStatus('past_due')).toBe(false);
  });
});
