import { describe, expect, it } from 'vitest';
import { planFixture } from './plan-fixture';
import { planFormDefaults, planFormSchema, planRequestFrom } from './plan-form';

describe('the buying plan form’s rules (issue 24)', () => {
  const schema = planFormSchema('2027-02-01');
  const messages = (targetDate: string) => schema.safeParse({ targetDate, canTravel: true, bankId: '' }).error?.issues.map((issue) => issue.message) ?? [];

  it('takes a real day from today to two years ahead, and names the problem otherwise', () => {
    expect(messages('2027-06-01')).toEqual([]);
    expect(messages('2027-02-01')).toEqual([]);
    expect(messages('')).toEqual(['validation.buyingPlan.targetDate']);
    expect(messages('2027-02-30')).toEqual(['validation.buyingPlan.targetDate']);
    expect(messages('2027-01-31')).toEqual(['validation.buyingPlan.targetDatePast']);
    expect(messages('2029-02-02')).toEqual(['validation.buyingPlan.targetDateTooFar']);
  });

  it('starts from the stored plan, else travelling with the bank a link named', () => {
    expect(planFormDefaults(planFixture)).toEqual({ targetDate: '2027-05-21', canTravel: true, bankId: '1' });
    expect(planFormDefaults(null, 7)).toEqual({ targetDate: '', canTravel: true, bankId: '7' });
    expect(planFormDefaults(null)).toEqual({ targetDate: '', canTravel: true, bankId: '' });
  });

  it('sends no bank as null', () => {
    expect(planRequestFrom({ targetDate: '2027-06-01', canTravel: false, bankId: '' })).toEqual({ targetDate: '2027-06-01', canTravel: false, bankId: null });
    expect(planRequestFrom({ targetDate: '2027-06-01', canTravel: true, bankId: '12' })).toEqual({ targetDate: '2027-06-01', canTravel: true, bankId: 12 });
  });
});
