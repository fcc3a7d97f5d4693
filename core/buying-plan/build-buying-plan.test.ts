import { describe, expect, it } from 'vitest';
import { propertyCountryCodes } from '../reference-data';
import { buyingStepsFor, type BuyingStepRow } from '../reference-data/buying-steps';
import { buildBuyingPlan } from './build-buying-plan';
import { addDays, daysBetween } from './dates';
import type { BuyingPlan } from './types';

const TODAY = '2027-01-05';
const IN_90_DAYS = addDays(TODAY, 90); // 2027-04-05, a Monday
const romania = buyingStepsFor('RO');
const step = (plan: BuyingPlan, key: string) => {
  const found = plan.steps.find((planned) => planned.key === key);
  if (!found) throw new Error(`no ${key} in the plan`);
  return found;
};

function expectConsistentDates(plan: BuyingPlan) {
  for (const planned of plan.steps) {
    expect(planned.start <= planned.due, planned.key).toBe(true);
    for (const dependency of planned.dependsOn) expect(step(plan, dependency).due <= planned.start, `${dependency} before ${planned.key}`).toBe(true);
  }
}

describe('a DE resident buying in Romania, signing in 90 days', () => {
  const plan = buildBuyingPlan(romania, { targetSigningDate: IN_90_DAYS, today: TODAY });

  it('lists every step with dates, in dependency order, the deed on the signing day, nothing late', () => {
    expect(plan.steps.map((planned) => planned.key).sort()).toEqual(romania.map((row) => row.key).sort());
    expect(step(plan, 'notaryDeed')).toMatchObject({ start: IN_90_DAYS, due: IN_90_DAYS, isInTrip: true });
    expectConsistentDates(plan);
    const position = new Map<string, number>(plan.steps.map((planned, index) => [planned.key, index]));
    for (const planned of plan.steps) for (const dependency of planned.dependsOn) expect(position.get(dependency)! < position.get(planned.key)!).toBe(true);
    expect(plan.lateKeys).toEqual([]);
    expect(step(plan, 'reflectionPeriod')).toMatchObject({ due: IN_90_DAYS, start: addDays(IN_90_DAYS, -15) });
    expect(step(plan, 'landRegistry').isAfterSigning).toBe(true);
    expect(step(plan, 'landRegistry').start).toBe(IN_90_DAYS);
  });

  it('puts every in-person step in one trip of at most 10 days that ends on the signing day', () => {
    expect(plan.trips).toHaveLength(1);
    const [trip] = plan.trips;
    expect(trip.to).toBe(IN_90_DAYS);
    expect(trip.days).toBeLessThanOrEqual(10);
    expect(trip.days).toBe(daysBetween(trip.from, trip.to) + 1);
    const inPerson = plan.steps.filter((planned) => planned.mode === 'inPerson').map((planned) => planned.key);
    expect(trip.stepKeys.sort()).toEqual(inPerson.sort());
    expect(inPerson).toEqual(expect.arrayContaining(['bankAccount', 'notaryDeed']));
  });

  it('turns the pre-contract into a proxy step and places the power of attorney abroad before it and before the trip', () => {
    expect(step(plan, 'preContract')).toMatchObject({ mode: 'byProxy', isInTrip: false });
    const powerOfAttorney = step(plan, 'powerOfAttorney');
    expect(powerOfAttorney).toMatchObject({ mode: 'remote', isInTrip: false, actor: 'applicant' });
    expect(step(plan, 'preContract').dependsOn).toContain('powerOfAttorney');
    expect(powerOfAttorney.due <= step(plan, 'preContract').start).toBe(true);
    expect(powerOfAttorney.due < plan.trips[0].from).toBe(true);
    expect(plan.notNeededKeys).toEqual([]);
  });

  it('is the same plan for the same input (no clock inside)', () => {
    expect(buildBuyingPlan(romania, { targetSigningDate: IN_90_DAYS, today: TODAY })).toEqual(plan);
  });

  it('changes when a step is done: the pre-contract done, no power of attorney is needed and the rest is dated without them', () => {
    const after = buildBuyingPlan(romania, { targetSigningDate: IN_90_DAYS, today: TODAY, done: ['preContract', 'unknownKey'] });
    expect(after.doneKeys).toEqual(['preContract']);
    expect(after.steps.map((planned) => planned.key)).not.toContain('preContract');
    expect(after.notNeededKeys).toEqual(['powerOfAttorney']);
    expect(step(after, 'bankOffer').dependsOn).not.toContain('preContract');
    expect(after.trips).toHaveLength(1);
    expectConsistentDates(after);
  });

  it('flags the steps already late when the target is too close', () => {
    const rushed = buildBuyingPlan(romania, { targetSigningDate: addDays(TODAY, 30), today: TODAY });
    expect(rushed.lateKeys).toEqual(expect.arrayContaining(['powerOfAttorney', 'preContract', 'bankOffer']));
    expect(rushed.lateKeys).not.toContain('notaryDeed');
    for (const key of rushed.lateKeys) expect(step(rushed, key).start < TODAY).toBe(true);
  });

  it('without travel, signs by proxy and keeps only what no proxy may do (the bank account) in the country', () => {
    const noTrip = buildBuyingPlan(romania, { targetSigningDate: IN_90_DAYS, today: TODAY, canTravel: false });
    expect(step(noTrip, 'notaryDeed').mode).toBe('byProxy');
    expect(noTrip.trips.flatMap((trip) => trip.stepKeys)).toEqual(['bankAccount']);
  });
});

describe('every property country', () => {
  it.each(propertyCountryCodes)('%s: a plan 90 days ahead has exactly one trip, ending on the signing day, within 10 days', (country) => {
    const plan = buildBuyingPlan(buyingStepsFor(country), { targetSigningDate: IN_90_DAYS, today: TODAY });
    expect(plan.trips).toHaveLength(1);
    expect(plan.trips[0].to).toBe(IN_90_DAYS);
    expect(plan.trips[0].days).toBeLessThanOrEqual(10);
    expect(plan.steps.length + plan.doneKeys.length + plan.notNeededKeys.length).toBe(buyingStepsFor(country).length);
    expectConsistentDates(plan);
  });
});

describe('bad data', () => {
  it('refuses a cycle and a missing dependency by name', () => {
    const base: BuyingStepRow = { ...romania[0], dependsOn: [] };
    const cyclic = [
      { ...base, key: 'valuation', order: 1, dependsOn: ['bankOffer'] },
      { ...base, key: 'bankOffer', order: 2, dependsOn: ['valuation'] },
    ] as BuyingStepRow[];
    expect(() => buildBuyingPlan(cyclic, { targetSigningDate: IN_90_DAYS, today: TODAY })).toThrow(/cycle/);
    const missing = [{ ...base, key: 'bankOffer', order: 1, dependsOn: ['valuation'] }] as BuyingStepRow[];
    expect(() => buildBuyingPlan(missing, { targetSigningDate: IN_90_DAYS, today: TODAY })).toThrow(/missing valuation/);
  });
});
