import { describe, expect, it } from 'vitest';
import { fractionToPercentText, PERCENT_INVALID, percentTextToFraction, readPercent } from './percent';

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
    // The decimal comma is Romanian and French (issue 12: each language's way, read by core's parser).
    expect(percentTextToFraction('42,5', 'ro')).toBe('0.425');
    expect(percentTextToFraction('42,5', 'fr')).toBe('0.425');
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

describe('percentages in the interface language (issue 12)', () => {
  it('writes a stored fraction the language\'s way', () => {
    expect(fractionToPercentText('0.425', 'ro')).toBe('42,5');
    expect(fractionToPercentText('0.425', 'fr')).toBe('42,5');
    expect(fractionToPercentText('0.425', 'en')).toBe('42.5');
    expect(fractionToPercentText('0.850', 'ro')).toBe('85');
  });

  it('round-trips every tenth of a percent in Romanian and French', () => {
    for (const language of ['ro', 'fr'] as const) {
      for (let tenths = 0; tenths <= 1000; tenths += 1) {
        const fraction = (tenths / 1000).toFixed(3);
        expect(percentTextToFraction(fractionToPercentText(fraction, language), language)).toBe(fraction);
      }
    }
  });

  it('refuses a decimal written another language\'s way with the parser\'s message, never guessing', () => {
    expect(percentTextToFraction('42,5', 'en')).toBeUndefined();
    const english = readPercent('42,5', 'en', 'admin:lendingRules.fields.ltvCap');
    expect(english.ok).toBe(false);
    expect(!english.ok && english.message).toMatch(/^validation\.number\.separators\|/);
    expect(!english.ok && english.message).toContain('admin:lendingRules.fields.ltvCap');
    // In Romanian a dot groups thousands: "42.5" is not a number there, and it says how to write it.
    const romanian = readPercent('42.5', 'ro');
    expect(!romanian.ok && romanian.message).toMatch(/^validation\.number\.separators\|/);
    // A number that is not a percentage keeps the field's own message.
    expect(readPercent('140', 'ro')).toEqual({ ok: false, message: PERCENT_INVALID });
    expect(readPercent('42,55', 'fr')).toEqual({ ok: false, message: PERCENT_INVALID });
  });
});
