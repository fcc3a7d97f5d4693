import { describe, expect, it } from 'vitest';
import { bandThresholds, pickBandOption } from './bands';
import type { ScoringBand } from './types';

const ltvBands: ScoringBand[] = [
  { option: 'le_60pct', max: 0.6 },
  { option: 'le_70pct', max: 0.7 },
  { option: 'le_80pct', max: 0.8 },
  { option: 'le_countryCap' },
  { option: 'above_cap' },
];
const reserveBands: ScoringBand[] = [
  { option: 'ge_6', min: 6 },
  { option: '3_5', min: 3 },
  { option: '1_2', min: 1 },
  { option: 'none_or_missing' },
];

describe('pickBandOption', () => {
  it('takes the first band whose inclusive bounds hold', () => {
    expect(pickBandOption(ltvBands, 0.6, 0.85)).toBe('le_60pct');
    expect(pickBandOption(ltvBands, 0.65, 0.85)).toBe('le_70pct');
    expect(pickBandOption(ltvBands, 0.8, 0.85)).toBe('le_80pct');
    expect(pickBandOption(reserveBands, 6, undefined)).toBe('ge_6');
    expect(pickBandOption(reserveBands, 5.9, undefined)).toBe('3_5');
    expect(pickBandOption(reserveBands, 0.5, undefined)).toBe('none_or_missing');
    expect(pickBandOption(reserveBands, -3, undefined)).toBe('none_or_missing');
  });

  it('bounds the le_countryCap band by the cap', () => {
    expect(pickBandOption(ltvBands, 0.85, 0.85)).toBe('le_countryCap');
    expect(pickBandOption(ltvBands, 0.851, 0.85)).toBe('above_cap');
    expect(pickBandOption(ltvBands, 0.9, 0.9)).toBe('le_countryCap');
  });

  it('applies the bands before the cap band only within the cap', () => {
    // Land: cap 50 %; 65 % is above the cap even though it is under 70 %.
    expect(pickBandOption(ltvBands, 0.65, 0.5)).toBe('above_cap');
    expect(pickBandOption(ltvBands, 0.45, 0.5)).toBe('le_60pct');
    // SI second home: cap 70 %.
    expect(pickBandOption(ltvBands, 0.75, 0.7)).toBe('above_cap');
    // No cap known (no lending rule): nothing within the cap can match.
    expect(pickBandOption(ltvBands, 0.3, undefined)).toBe('above_cap');
  });

  it('gives a missing measure the catch-all band', () => {
    expect(pickBandOption(reserveBands, undefined)).toBe('none_or_missing');
    expect(pickBandOption([{ option: 'a', min: 1 }], undefined)).toBeUndefined();
    expect(pickBandOption([{ option: 'a', min: 1 }], 0)).toBeUndefined();
  });
});

describe('bandThresholds', () => {
  it('lists upper bounds for lower-is-better measures, the cap for the cap band', () => {
    expect(bandThresholds(ltvBands, 'lower', 0.85)).toEqual([
      { option: 'le_60pct', threshold: 0.6 },
      { option: 'le_70pct', threshold: 0.7 },
      { option: 'le_80pct', threshold: 0.8 },
      { option: 'le_countryCap', threshold: 0.85 },
    ]);
    // Within-cap bands never reach above the cap.
    expect(bandThresholds(ltvBands, 'lower', 0.7).map((item) => item.threshold)).toEqual([0.6, 0.7, 0.7, 0.7]);
  });

  it('lists lower bounds for higher-is-better measures', () => {
    expect(bandThresholds(reserveBands, 'higher')).toEqual([
      { option: 'ge_6', threshold: 6 },
      { option: '3_5', threshold: 3 },
      { option: '1_2', threshold: 1 },
    ]);
  });
});
