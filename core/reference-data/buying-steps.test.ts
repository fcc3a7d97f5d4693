import { describe, expect, it } from 'vitest';
import { findDependencyProblems } from '../buying-plan';
import { BANK_CHARGE_KEYS } from '../schemas/admin-costs';
import { closingCostSeed, propertyCountryCodes } from '.';
import { BUYING_STEP_KEYS, POWER_OF_ATTORNEY_STEP, SIGNING_STEP, buyingStepSeed, buyingStepsFor } from './buying-steps';

/** The buying steps (issue 24 item 1) are complete and consistent for every property country, counted from the data. */
describe('buying steps, for every property country', () => {
  it('covers exactly the property countries', () => {
    expect(new Set(buyingStepSeed.map((step) => step.countryCode))).toEqual(new Set(propertyCountryCodes));
  });

  it.each(propertyCountryCodes)('%s: unique keys and orders, dependencies that exist, no cycle', (country) => {
    const steps = buyingStepsFor(country);
    expect(new Set(steps.map((step) => step.key)).size).toBe(steps.length);
    expect(new Set(steps.map((step) => step.order)).size).toBe(steps.length);
    expect(findDependencyProblems(steps)).toEqual([]);
    for (const key of [SIGNING_STEP, POWER_OF_ATTORNEY_STEP, 'bankOffer', 'reflectionPeriod', 'landRegistry', 'mortgageRegistration'] as const) {
      expect(steps.map((step) => step.key), key).toContain(key);
    }
    for (const step of steps) expect(BUYING_STEP_KEYS).toContain(step.key);
  });

  it.each(propertyCountryCodes)('%s: every step names its source and date, and says "estimate" when it is one', (country) => {
    for (const step of buyingStepsFor(country)) {
      expect(step.source.length, step.key).toBeGreaterThan(40);
      expect(step.verifiedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (step.isEstimate) expect(step.source, `${country} ${step.key}`).toMatch(/estimate/i);
      expect(Number.isInteger(step.leadDays) && step.leadDays >= 0, step.key).toBe(true);
    }
  });

  it.each(propertyCountryCodes)('%s: each cost key is a cost of buying of that country, each bank charge key a known charge', (country) => {
    const costKeys = new Set(closingCostSeed.filter((cost) => cost.countryCode === country).map((cost) => cost.key));
    for (const step of buyingStepsFor(country)) {
      for (const key of step.costKeys) expect(costKeys, `${country} ${step.key} → ${key}`).toContain(key);
      if (step.bankChargeKey) expect(BANK_CHARGE_KEYS).toContain(step.bankChargeKey);
    }
  });

  it.each(propertyCountryCodes)('%s: a proxy step has a power-of-attorney route; only the power of attorney and later steps need none', (country) => {
    for (const step of buyingStepsFor(country)) {
      if (step.fromAbroad === 'byProxy') expect(step.proxyRoute, step.key).toBeDefined();
    }
    expect(buyingStepsFor(country).find((step) => step.key === SIGNING_STEP)?.proxyRoute?.signedAt).toEqual(['consulate', 'notaryAbroad']);
  });

  it('never presents an unread reflection period as a rule: only Poland’s 21-day decision is marked as read', () => {
    expect(buyingStepSeed.filter((step) => !step.isEstimate).map((step) => `${step.countryCode} ${step.key}`)).toEqual(['PL bankOffer']);
  });
});
