import { describe, expect, it } from 'vitest';
import { fractionToPercentText, percentTextToFraction } from './percent';

describe('fractionToPercentText', () => {
  it('shows a stored fraction as a percentage', () => {
    expect(fractionToPercentText('0.850')).toBe('85');
    expect(fractionToPercentText('0.425')).toBe('42.5');
    expect(fractionToPercentText('0.333')).toBe('33.3');
    expect(fractionToPercentText('1.000')).toBe('100');
    expect(fractionToPercentText('0.000')).toBe('0');
    expect(fractionToPercentText(null)).toBe('');
  });
});

describe('percentTextToFraction', () => {
  it('stores a percentage as a 3-decimal fraction', () => {
    expect(percentTextToFraction('85')).toBe('0.850');
    expect(percentTextToFraction('42.5')).toBe('0.425');
    expect(percentTextToFraction('42,5')).toBe('0.425');
    expect(percentTextToFraction('7.0')).toBe('0.070');
    expect(percentTextToFraction('100')).toBe('1.000');
    expect(percentTextToFraction(' 0 ')).toBe('0.000');
  });

  it('is null for a blank value and undefined for anything that is not a percentage', () => {
    expect(percentTextToFraction('')).toBeNull();
    expect(percentTextToFraction('100.1')).toBeUndefined();
    expect(percentTextToFraction('42.55')).toBeUndefined();
    expect(percentTextToFraction('-5')).toBeUndefined();
    expect(percentTextToFraction('abc')).toBeUndefined();
  });

  it('round-trips every tenth of a percent', () => {
    for (let tenths = 0; tenths <= 1000; tenths += 1) {
      const fraction = (tenths / 1000).toFixed(3);
      expect(percentTextToFraction(fractionToPercentText(fraction))).toBe(fraction);
    }
  });
});
