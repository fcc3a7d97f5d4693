import { describe, expect, it } from 'vitest';
import { PLANS, type Plan } from '@core/constants';
import { offersTrial, planButton } from './plan-button';

const user = (subscriptionPlan: Plan, subscriptionStatus: string | null = subscriptionPlan === 'free' ? null : 'active') => ({
  subscriptionPlan,
  subscriptionStatus,
});
const buttons = (holder: ReturnType<typeof user> | null) => Object.fromEntries(PLANS.map((plan) => [plan, planButton(plan, holder)]));

describe('planButton (docs/product.md §2.11: the button logic)', () => {
  it('sends a signed-out visitor to /api/login for every plan', () => {
    for (const plan of PLANS) expect(planButton(plan, null)).toEqual({ kind: 'login', href: '/api/login' });
  });

  it('Free user: Free is the current plan, paid plans go to /subscribe with the plan', () => {
    expect(buttons(user('free'))).toEqual({
      free: { kind: 'current' },
      pro: { kind: 'subscribe', href: '/subscribe?plan=pro' },
      premium: { kind: 'subscribe', href: '/subscribe?plan=premium' },
    });
  });

  it('Pro user: Pro is current, Free is disabled, Premium can be chosen', () => {
    expect(buttons(user('pro'))).toEqual({
      free: { kind: 'included' },
      pro: { kind: 'current' },
      premium: { kind: 'subscribe', href: '/subscribe?plan=premium' },
    });
  });

  it('Premium user: Premium is current, Free is disabled', () => {
    expect(buttons(user('premium'))).toMatchObject({ free: { kind: 'included' }, premium: { kind: 'current' } });
  });

  it('keeps a paid plan current while the provider retries a payment (past_due) or an admin set it (no status)', () => {
    expect(planButton('pro', user('pro', 'past_due'))).toEqual({ kind: 'current' });
    expect(planButton('premium', user('premium', null))).toEqual({ kind: 'current' });
  });

  it('lets the owner of a lapsed paid plan pay again (it counts as Free)', () => {
    expect(buttons(user('pro', 'canceled'))).toEqual({
      free: { kind: 'current' },
      pro: { kind: 'subscribe', href: '/subscribe?plan=pro' },
      premium: { kind: 'subscribe', href: '/subscribe?plan=premium' },
    });
  });
});

describe('offersTrial (issue 12: Pro\'s trial, docs/product.md §2.11)', () => {
  it('offers the trial on Pro to visitors and to accounts that never had one, never on Free or Premium', () => {
    expect(offersTrial('pro', null)).toBe(true);
    expect(offersTrial('pro', { hasUsedTrial: false })).toBe(true);
    expect(offersTrial('pro', { hasUsedTrial: true })).toBe(false);
    expect(offersTrial('premium', null)).toBe(false);
    expect(offersTrial('free', null)).toBe(false);
  });
});
