import { describe, expect, it } from 'vitest';
import { originOf, ROUTE_LIMITS, type RouteLimit } from '../eligibility/limit-origins';
import { lendingRuleSeed } from './lending-rules';

/**
 * Issue 19 (audit): each limit of a seeded route cites its own source, and "verified" means what
 * it says: the regulator's limits were read in the regulator's text. The banks' practice and
 * Acasa's prudence are never covered by it (HR's and BG's age at maturity is Acasa's).
 */
const routeOf = (rule: (typeof lendingRuleSeed)[number]) => `${rule.countryCode} ${rule.loanCurrency}`;
const recorded = (rule: (typeof lendingRuleSeed)[number]) => Object.keys(rule.limitOrigins ?? {}) as RouteLimit[];

describe('the seeded lending rules’ limit sources', () => {
  it('give every regulator’s and bank’s limit its own source, and Acasa’s prudence none', () => {
    for (const rule of lendingRuleSeed) {
      const sources = rule.limitSources ?? {};
      for (const limit of Object.keys(sources)) expect(ROUTE_LIMITS as readonly string[], `${routeOf(rule)} ${limit}`).toContain(limit);
      for (const limit of recorded(rule)) {
        const origin = originOf(rule.limitOrigins ?? {}, limit);
        if (origin === 'acasa') expect(sources[limit], `${routeOf(rule)} ${limit}`).toBeUndefined();
        else expect(sources[limit]?.length ?? 0, `${routeOf(rule)} ${limit}`).toBeGreaterThan(20);
      }
      // A source of a limit whose origin is not recorded would be a source for Acasa's figure.
      for (const limit of Object.keys(sources) as RouteLimit[]) expect(originOf(rule.limitOrigins ?? {}, limit), `${routeOf(rule)} ${limit}`).not.toBe('acasa');
    }
  });

  it('marks a route verified only when each regulator’s limit was read in the regulator’s own text', () => {
    const verified = lendingRuleSeed.filter((rule) => rule.isVerified);
    expect(verified.map(routeOf).sort()).toEqual(['BG EUR', 'HR EUR']);
    for (const rule of verified) {
      for (const limit of recorded(rule)) {
        if (originOf(rule.limitOrigins ?? {}, limit) !== 'regulator') continue;
        // A value not re-read or not confirmed (U in docs/lending-rules.md) is not verified.
        expect(rule.limitSources?.[limit], `${routeOf(rule)} ${limit}`).not.toMatch(/not re-read|not confirmed|our reading/);
      }
      // Its age at maturity is Acasa's: the verification does not cover it.
      expect(originOf(rule.limitOrigins ?? {}, 'maxAgeAtMaturity')).toBe('acasa');
    }
  });
});
