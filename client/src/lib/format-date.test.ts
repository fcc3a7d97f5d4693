import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDate, todayIsoDate } from './format-date';

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
