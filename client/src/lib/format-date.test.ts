import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatCalendarRange, formatDate, todayIsoDate } from './format-date';

describe('formatCalendarDate', () => {
  it('shows the given day whatever the time zone', () => {
    expect(formatCalendarDate('2025-02-28', 'en')).toBe('28 Feb 2025');
  });

  it('returns anything else as it is', () => {
    expect(formatCalendarDate('soon', 'en')).toBe('soon');
    expect(formatCalendarDate(null, 'en')).toBe('');
  });
});

describe('formatDate', () => {
  it('is empty for a missing or invalid date', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

describe('todayIsoDate', () => {
  it('pads month and day', () => {
    expect(todayIsoDate(new Date(2026, 0, 5, 12))).toBe('2026-01-05');
  });
});

describe('formatCalendarRange', () => {
  const plain = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ');
  it('says the shared month and year once, in the reader’s language', () => {
    expect(plain(formatCalendarRange('2027-05-12', '2027-05-21', 'ro'))).toBe('12–21 mai 2027');
    expect(plain(formatCalendarRange('2027-05-12', '2027-05-21', 'en'))).toMatch(/^12 ?– ?21 May 2027$/);
    expect(plain(formatCalendarRange('2027-05-28', '2027-06-03', 'fr'))).toMatch(/^28 mai ?– ?3 juin 2027$/);
  });

  it('shows one day once, and anything else as it is', () => {
    expect(formatCalendarRange('2027-05-21', '2027-05-21', 'en')).toBe('21 May 2027');
    expect(formatCalendarRange('soon', 'later', 'en')).toBe('soon – later');
  });
});
