import { describe, expect, it } from 'vitest';
import { formatClockDuration, responseClockOf } from './response-clock';

const now = Date.parse('2026-11-27T10:00:00.000Z');
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the first-answer clock', () => {
  it('is answered, due, overdue or not set', () => {
    expect(responseClockOf({ responseDueAt: '2026-11-27T15:00:00.000Z', firstResponseAt: '2026-11-27T09:00:00.000Z' }, now)).toEqual({ kind: 'answered' });
    expect(responseClockOf({ responseDueAt: '2026-11-27T15:00:00.000Z', firstResponseAt: null }, now)).toEqual({ kind: 'due', ms: 5 * 3_600_000 });
    expect(responseClockOf({ responseDueAt: '2026-11-27T08:00:00.000Z', firstResponseAt: null }, now)).toEqual({ kind: 'overdue', ms: 2 * 3_600_000 });
    expect(responseClockOf({ responseDueAt: null, firstResponseAt: null }, now)).toEqual({ kind: 'none' });
  });

  it('reads as minutes, hours or days in each language', () => {
    expect(plain(formatClockDuration(5 * 3_600_000, 'en'))).toBe('5 hrs');
    expect(plain(formatClockDuration(45 * 60_000, 'fr'))).toBe('45 min');
    expect(plain(formatClockDuration(3 * 86_400_000, 'ro'))).toBe('3 zile');
    expect(plain(formatClockDuration(10_000, 'en'))).toBe('1 min');
  });
});
