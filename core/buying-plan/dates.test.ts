import { describe, expect, it } from 'vitest';
import { addDays, addWorkingDays, daysBetween } from './dates';

describe('whole UTC days', () => {
  it('adds calendar days across months, leap days and DST changes', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-03-27', 2)).toBe('2027-03-29');
    expect(daysBetween('2027-01-01', '2027-12-31')).toBe(364);
  });

  it('skips Saturdays and Sundays in working days, both ways', () => {
    expect(addWorkingDays('2027-01-08', 1)).toBe('2027-01-11'); // Friday → Monday
    expect(addWorkingDays('2027-01-11', -1)).toBe('2027-01-08');
    expect(addWorkingDays('2027-01-11', 0)).toBe('2027-01-11');
    expect(addWorkingDays('2027-01-04', -10)).toBe('2026-12-21');
  });

  it('refuses what is not an ISO day', () => {
    expect(() => addDays('2027-1-1', 1)).toThrow(/ISO day/);
  });
});
