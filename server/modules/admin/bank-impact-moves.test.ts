import { describe, expect, it } from 'vitest';
import { movesOf } from './bank-impact';

describe('the impact preview’s moves (issue 19 point 10: cents half up)', () => {
  it('gives the median of two moves to the cent, half up as the amount reads', () => {
    // (1.00 + 1.01) / 2 is 1.005, which Math.round(x * 100) / 100 took down to 1.00.
    expect(movesOf([1, 1.01])).toEqual({ count: 2, largest: 1.01, median: 1.01 });
    expect(movesOf([2500.11, 2500.12, 7])).toEqual({ count: 3, largest: 2500.12, median: 2500.11 });
    expect(movesOf([])).toEqual({ count: 0, largest: 0, median: 0 });
  });
});
