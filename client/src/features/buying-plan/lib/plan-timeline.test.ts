import { describe, expect, it } from 'vitest';
import { planFixture } from './plan-fixture';
import { timelineEntries } from './plan-timeline';

describe('the timeline of a buying plan (issue 24)', () => {
  it('keeps the steps in order and shows each trip home once, where its first step stands', () => {
    const entries = timelineEntries(planFixture);
    expect(entries.map((entry) => (entry.kind === 'step' ? entry.step.key : `trip:${entry.steps.map((step) => step.key).join('+')}`))).toEqual([
      'valuation',
      'taxNumber',
      'trip:preContract+bankAccount+notaryDeed',
      'landRegistry',
    ]);
  });

  it('numbers several trips and leaves a plan without trips as steps', () => {
    const twoTrips = {
      steps: planFixture.steps,
      trips: [
        { from: '2027-01-20', to: '2027-01-28', days: 9, stepKeys: ['valuation'] },
        { from: '2027-05-12', to: '2027-05-21', days: 10, stepKeys: ['preContract', 'bankAccount', 'notaryDeed'] },
      ],
    };
    expect(timelineEntries(twoTrips).flatMap((entry) => (entry.kind === 'trip' ? [entry.number] : []))).toEqual([1, 2]);
    expect(timelineEntries({ steps: planFixture.steps, trips: [] }).every((entry) => entry.kind === 'step')).toBe(true);
  });
});
